import { QUERY_MAX_LENGTH } from '@opengood/contracts';
import {
  parseSearchParams,
  searchPath,
  searchQueryParams,
  searchQueryString,
  truncateQuery,
} from './search-params';

describe('searchPath', () => {
  it.each([
    ['en', 'JOB', '/en/jobs'],
    ['es', 'JOB', '/es/empleos'],
    ['pt', 'JOB', '/pt/empregos'],
    ['en', 'INTERNSHIP', '/en/internships'],
    ['es', 'INTERNSHIP', '/es/pasantias'],
    ['pt', 'INTERNSHIP', '/pt/estagios'],
    ['en', 'VOLOP', '/en/volunteer'],
    ['es', 'VOLOP', '/es/voluntariado'],
    ['pt', 'VOLOP', '/pt/voluntariado'],
    ['en', 'EVENT', '/en/events'],
    ['es', 'EVENT', '/es/eventos'],
    ['pt', 'EVENT', '/pt/eventos'],
    ['en', 'ORG', '/en/organizations'],
    ['es', 'ORG', '/es/organizaciones'],
    ['pt', 'ORG', '/pt/organizacoes'],
  ] as const)('%s %s → %s with no query for defaults', (lang, type, path) => {
    expect(searchPath(lang, type)).toBe(path);
    expect(searchPath(lang, type, { q: '', pageIndex: 0, sort: 'relevance', radius: 'auto' })).toBe(path);
  });

  it('writes page as index plus one, omitted on the first page', () => {
    expect(searchPath('en', 'JOB', { pageIndex: 0 })).toBe('/en/jobs');
    expect(searchPath('en', 'JOB', { pageIndex: 1 })).toBe('/en/jobs?page=2');
    expect(searchPath('es', 'JOB', { pageIndex: 9 })).toBe('/es/empleos?page=10');
    expect(searchPath('pt', 'JOB', { pageIndex: -3 })).toBe('/pt/empregos');
  });

  it('omits relevance sort and auto radius', () => {
    expect(searchPath('en', 'JOB', { sort: 'newest' })).toBe('/en/jobs?sort=newest');
    expect(searchPath('en', 'JOB', { sort: 'relevance' })).toBe('/en/jobs');
    expect(searchPath('pt', 'VOLOP', { radius: '25' })).toBe('/pt/voluntariado?radius=25');
    expect(searchPath('pt', 'VOLOP', { radius: 'auto' })).toBe('/pt/voluntariado');
  });

  it('never writes the type filter, nor parameters the type does not allow', () => {
    const path = searchPath('en', 'ORG', {
      q: 'food',
      radius: '10',
      locationType: 'REMOTE',
      filters: { type: 'JOB', orgType: 'NONPROFIT', jobType: 'FULL_TIME', areasOfFocus: ['A', 'B'] },
    });
    expect(path).toBe('/en/organizations?q=food&areasOfFocus=A&areasOfFocus=B&orgType=NONPROFIT');
    expect(searchPath('es', 'VOLOP', { filters: { payment: 'PAID', actionType: 'VOLUNTEER' } })).toBe(
      '/es/voluntariado?actionType=VOLUNTEER',
    );
    expect(searchPath('en', 'INTERNSHIP', { filters: { payment: 'PAID', professionalLevel: 'X' } })).toBe(
      '/en/internships?payment=PAID',
    );
  });

  it('uses one stable parameter order whatever the input order', () => {
    const a = searchQueryString('JOB', {
      pageIndex: 2,
      sort: 'newest',
      radius: '15',
      locationType: 'HYBRID',
      filters: { recency: 'PAST_WEEK', functions: ['F1'], areasOfFocus: 'AF' },
      q: 'nurse',
    });
    expect(a).toBe(
      'q=nurse&areasOfFocus=AF&functions=F1&recency=PAST_WEEK&locationType=HYBRID&radius=15&sort=newest&page=3',
    );
  });

  it('truncates q to 512 characters and encodes it', () => {
    const long = 'x'.repeat(600);
    expect(searchPath('en', 'JOB', { q: long })).toBe(`/en/jobs?q=${'x'.repeat(QUERY_MAX_LENGTH)}`);
    expect(searchPath('pt', 'JOB', { q: 'saúde & educação' })).toBe(
      '/pt/empregos?q=sa%C3%BAde+%26+educa%C3%A7%C3%A3o',
    );
  });

  it('drops empty facet values', () => {
    expect(searchPath('en', 'JOB', { filters: { functions: ['', 'F'], locale: '', orgType: null } })).toBe(
      '/en/jobs?functions=F',
    );
  });

  it('lists the allowed query parameters per type (spec §2)', () => {
    const sorted = (list: readonly string[]) => [...list].sort();
    expect(sorted(searchQueryParams('JOB'))).toEqual(
      sorted(
        'areasOfFocus functions locationType professionalLevel education jobType orgType locale radius recency synonymId q page sort'.split(
          ' ',
        ),
      ),
    );
    expect(sorted(searchQueryParams('INTERNSHIP'))).toEqual(
      sorted(
        'areasOfFocus functions locationType jobType orgType locale radius recency payment q synonymId page sort'.split(
          ' ',
        ),
      ),
    );
    const volop =
      'areasOfFocus functions locationType locale radius recency actionType source startsLT endsGT q page sort'.split(
        ' ',
      );
    expect(sorted(searchQueryParams('VOLOP'))).toEqual(sorted(volop));
    expect(sorted(searchQueryParams('EVENT'))).toEqual(sorted(volop));
    expect(sorted(searchQueryParams('ORG'))).toEqual(
      sorted('areasOfFocus orgType locale q page sort'.split(' ')),
    );
  });
});

describe('parseSearchParams', () => {
  it('gives defaults for an empty query', () => {
    expect(parseSearchParams('JOB', '')).toEqual({
      q: '',
      pageIndex: 0,
      sort: 'relevance',
      radius: 'auto',
      locationType: null,
      filters: {},
    });
  });

  it('reads q, page, sort, radius, locationType and facets as arrays', () => {
    const parsed = parseSearchParams(
      'JOB',
      new URLSearchParams(
        'q=nurse&page=3&sort=newest&radius=25&locationType=REMOTE&functions=A&functions=B&orgType=N&type=JOB&bogus=1',
      ),
    );
    expect(parsed).toEqual({
      q: 'nurse',
      pageIndex: 2,
      sort: 'newest',
      radius: '25',
      locationType: 'REMOTE',
      filters: { functions: ['A', 'B'], orgType: ['N'] },
    });
  });

  it('accepts a leading question mark and plus-encoded spaces', () => {
    expect(parseSearchParams('VOLOP', '?q=food+bank&actionType=X').filters).toEqual({ actionType: ['X'] });
    expect(parseSearchParams('VOLOP', '?q=food+bank').q).toBe('food bank');
  });

  it('falls back on bad page and sort values', () => {
    for (const page of ['0', '1', '-2', 'abc', '2.5', '']) {
      expect(parseSearchParams('JOB', `page=${page}`).pageIndex).toBe(0);
    }
    expect(parseSearchParams('JOB', 'sort=oldest').sort).toBe('relevance');
  });

  it('truncates q read from the URL', () => {
    expect(parseSearchParams('EVENT', `q=${'y'.repeat(700)}`).q).toHaveLength(512);
    expect(truncateQuery('short')).toBe('short');
  });

  it('ignores location parameters on organisation search', () => {
    const parsed = parseSearchParams('ORG', 'radius=10&locationType=REMOTE&orgType=A&functions=F');
    expect(parsed.radius).toBe('auto');
    expect(parsed.locationType).toBeNull();
    expect(parsed.filters).toEqual({ orgType: ['A'] });
  });

  it.each(['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT', 'ORG'] as const)(
    'round-trips with searchPath for %s',
    (type) => {
      const params = {
        q: 'health care',
        pageIndex: 4,
        sort: 'newest' as const,
        radius: type === 'ORG' ? 'auto' : '60',
        locationType: type === 'ORG' ? null : 'ONSITE',
        filters: { areasOfFocus: ['EDU', 'HEALTH'], locale: ['pt'] },
      };
      const path = searchPath('pt', type, params);
      expect(parseSearchParams(type, path.slice(path.indexOf('?')))).toEqual(params);
    },
  );
});
