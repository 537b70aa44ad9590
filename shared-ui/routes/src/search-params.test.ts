import { MAX_SEARCH_PAGE, QUERY_MAX_LENGTH } from '@opengood/contracts';
import {
  parseSearchParams,
  reduceSearchState,
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
    expect(searchPath('pt', 'VOLOP', { radius: '25000' })).toBe('/pt/voluntariado?radius=25000');
    expect(searchPath('pt', 'VOLOP', { radius: 'auto' })).toBe('/pt/voluntariado');
  });

  it('never writes the type filter, nor parameters the type does not allow', () => {
    const path = searchPath('en', 'ORG', {
      q: 'food',
      radius: '10',
      locationType: 'REMOTE',
      placeId: '6167865',
      filters: {
        type: 'JOB',
        orgType: 'NONPROFIT',
        jobType: 'FULL_TIME',
        areasOfFocus: ['ANIMALS', 'EDUCATION'],
      },
    });
    expect(path).toBe(
      '/en/organizations?q=food&areasOfFocus=ANIMALS&areasOfFocus=EDUCATION&orgType=NONPROFIT',
    );
    expect(searchPath('es', 'VOLOP', { filters: { payment: 'PAID', actionType: 'ONE_TIME' } })).toBe(
      '/es/voluntariado?actionType=ONE_TIME',
    );
    expect(
      searchPath('en', 'INTERNSHIP', { filters: { payment: 'PAID', professionalLevel: 'DIRECTOR' } }),
    ).toBe('/en/internships?payment=PAID');
  });

  it('uses one stable parameter order whatever the input order', () => {
    const a = searchQueryString('JOB', {
      pageIndex: 2,
      sort: 'newest',
      radius: '24140',
      placeId: '6167865',
      locationType: 'HYBRID',
      filters: { recency: 'PAST_WEEK', functions: ['LEGAL'], areasOfFocus: 'ANIMALS' },
      q: 'nurse',
    });
    expect(a).toBe(
      'q=nurse&areasOfFocus=ANIMALS&functions=LEGAL&recency=PAST_WEEK&locationType=HYBRID&placeId=6167865&radius=24140&sort=newest&page=3',
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
    expect(
      searchPath('en', 'JOB', { filters: { functions: ['', 'LEGAL'], locale: '', orgType: null } }),
    ).toBe('/en/jobs?functions=LEGAL');
  });

  it('lists the allowed query parameters per type (docs/product/search.md#query-parameters)', () => {
    const sorted = (list: readonly string[]) => [...list].sort();
    expect(sorted(searchQueryParams('JOB'))).toEqual(
      sorted(
        'areasOfFocus functions locationType placeId professionalLevel education jobType orgType locale radius recency synonymId q page sort'.split(
          ' ',
        ),
      ),
    );
    expect(sorted(searchQueryParams('INTERNSHIP'))).toEqual(
      sorted(
        'areasOfFocus functions locationType placeId jobType orgType locale radius recency payment q synonymId page sort'.split(
          ' ',
        ),
      ),
    );
    const volop =
      'areasOfFocus functions locationType placeId locale radius recency actionType source startsLT endsGT q page sort'.split(
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
      placeId: null,
      filters: {},
    });
  });

  it('reads q, page, sort, radius, locationType and facets as arrays', () => {
    const parsed = parseSearchParams(
      'JOB',
      new URLSearchParams(
        'q=nurse&page=3&sort=newest&radius=25&locationType=REMOTE&placeId=6167865&functions=LEGAL&functions=RESEARCH&orgType=NONPROFIT&type=JOB&bogus=1',
      ),
    );
    expect(parsed).toEqual({
      q: 'nurse',
      pageIndex: 2,
      sort: 'newest',
      radius: '25',
      locationType: 'REMOTE',
      placeId: '6167865',
      filters: { functions: ['LEGAL', 'RESEARCH'], orgType: ['NONPROFIT'] },
    });
  });

  it('accepts a leading question mark and plus-encoded spaces', () => {
    expect(parseSearchParams('VOLOP', '?q=food+bank&actionType=ONGOING').filters).toEqual({
      actionType: ['ONGOING'],
    });
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
    // 511 letters then an emoji (two UTF-16 units): the emoji is dropped whole, not cut in half.
    const cut = truncateQuery(`${'a'.repeat(511)}😀😀`);
    expect(cut).toBe('a'.repeat(511));
    expect(parseSearchParams('JOB', `q=${encodeURIComponent(`${'a'.repeat(511)}😀`)}`).q).toBe(
      'a'.repeat(511),
    );
  });

  it('ignores location parameters on organisation search', () => {
    const parsed = parseSearchParams(
      'ORG',
      'radius=10&locationType=REMOTE&placeId=1&orgType=NONPROFIT&functions=LEGAL',
    );
    expect(parsed.radius).toBe('auto');
    expect(parsed.locationType).toBeNull();
    expect(parsed.placeId).toBeNull();
    expect(parsed.filters).toEqual({ orgType: ['NONPROFIT'] });
    expect(parseSearchParams('ORG', 'sort=newest', 'en').radius).toBe('auto');
  });

  it.each(['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT', 'ORG'] as const)(
    'round-trips with searchPath for %s',
    (type) => {
      const params = {
        q: 'health care',
        pageIndex: 4,
        sort: 'newest' as const,
        radius: type === 'ORG' ? 'auto' : '60000',
        locationType: type === 'ORG' ? null : 'ONSITE',
        placeId: type === 'ORG' ? null : '3448439',
        filters: { areasOfFocus: ['EDUCATION', 'HEALTH_MEDICINE'], locale: ['pt'] },
      };
      const path = searchPath('pt', type, params);
      expect(parseSearchParams(type, path.slice(path.indexOf('?')), 'pt')).toEqual(params);
    },
  );
});

describe('radius (docs/product/search.md#radius)', () => {
  it('keeps a radius of the locale’s list and replaces any other by the sort’s default', () => {
    expect(parseSearchParams('JOB', 'radius=8047', 'en').radius).toBe('8047');
    expect(parseSearchParams('JOB', 'radius=5000', 'en').radius).toBe('auto');
    expect(parseSearchParams('JOB', 'radius=5000&sort=newest', 'en').radius).toBe('40000');
    expect(parseSearchParams('JOB', 'radius=8047&sort=newest', 'es').radius).toBe('60000');
    expect(parseSearchParams('JOB', 'radius=state', 'pt').radius).toBe('state');
    expect(parseSearchParams('JOB', 'sort=newest', 'pt').radius).toBe('60000');
    expect(parseSearchParams('JOB', '', 'es').radius).toBe('auto');
  });

  it('writes no radius for auto or the sort’s default, and the default for one outside the list', () => {
    expect(searchPath('en', 'JOB', { radius: 'auto', sort: 'newest' })).toBe('/en/jobs?sort=newest');
    expect(searchPath('en', 'JOB', { radius: '40000', sort: 'newest' })).toBe('/en/jobs?sort=newest');
    expect(searchPath('es', 'JOB', { radius: '8047' })).toBe('/es/empleos');
    expect(searchPath('es', 'JOB', { radius: 'country' })).toBe('/es/empleos?radius=country');
    // Without the language only auto is dropped (the reader checks the list).
    expect(searchQueryString('JOB', { radius: '123' })).toBe('radius=123');
  });
});

describe('placeId and dates', () => {
  it('writes the place after locationType, only for types with a location, and only a well-formed id', () => {
    expect(searchPath('en', 'EVENT', { locationType: 'ONSITE', placeId: 'remote', radius: '16093' })).toBe(
      '/en/events?locationType=ONSITE&placeId=remote&radius=16093',
    );
    expect(searchPath('en', 'JOB', { placeId: 'bad id!' })).toBe('/en/jobs');
    expect(parseSearchParams('JOB', 'placeId=%3Cscript%3E').placeId).toBeNull();
  });

  it('keeps one real day for startsLT and endsGT, on volunteering and events only', () => {
    expect(
      searchPath('es', 'VOLOP', {
        filters: { startsLT: ['2026-02-31', '2026-03-01'], endsGT: '2026-01-15' },
      }),
    ).toBe('/es/voluntariado?startsLT=2026-03-01&endsGT=2026-01-15');
    expect(parseSearchParams('EVENT', 'startsLT=2026-06-01T10:00:00Z').filters).toEqual({});
    expect(parseSearchParams('EVENT', 'startsLT=tomorrow&endsGT=2026-06-01').filters).toEqual({
      endsGT: ['2026-06-01'],
    });
    expect(parseSearchParams('JOB', 'startsLT=2026-06-01').filters).toEqual({});
  });

  it('drops unknown facet values, repeats and locationTypes', () => {
    expect(parseSearchParams('JOB', 'jobType=FULL_TIME&jobType=FULL_TIME&jobType=NOPE').filters).toEqual({
      jobType: ['FULL_TIME'],
    });
    expect(parseSearchParams('JOB', 'locationType=MOON').locationType).toBeNull();
  });

  it('caps the page at the api’s last page', () => {
    expect(parseSearchParams('JOB', 'page=99999999').pageIndex).toBe(MAX_SEARCH_PAGE - 1);
  });
});

describe('reduceSearchState', () => {
  const ctx = { type: 'JOB' as const, lang: 'en' as const };
  const state = { ...parseSearchParams('JOB', 'q=nurse&page=4&functions=LEGAL', 'en') };

  it.each([
    { type: 'queryChanged', q: 'teacher' },
    { type: 'sortChanged', sort: 'newest' },
    { type: 'radiusChanged', radius: '8047' },
    { type: 'filterToggled', name: 'jobType', value: 'PART_TIME' },
    { type: 'filterValuesChanged', name: 'functions', values: [] },
    { type: 'locationTypeChanged', locationType: 'REMOTE' },
    { type: 'filtersCleared' },
  ] as const)('$type starts again at the first page', (event) => {
    expect(state.pageIndex).toBe(3);
    expect(reduceSearchState(state, event, ctx).pageIndex).toBe(0);
  });

  it('pages without touching the rest', () => {
    expect(reduceSearchState(state, { type: 'pageChanged', pageIndex: 1 }, ctx)).toEqual({
      ...state,
      pageIndex: 1,
    });
  });

  it('toggles a facet value on and off, and clears every filter', () => {
    const on = reduceSearchState(state, { type: 'filterToggled', name: 'functions', value: 'RESEARCH' }, ctx);
    expect(on.filters.functions).toEqual(['LEGAL', 'RESEARCH']);
    const off = reduceSearchState(on, { type: 'filterToggled', name: 'functions', value: 'LEGAL' }, ctx);
    expect(off.filters.functions).toEqual(['RESEARCH']);
    const none = reduceSearchState(off, { type: 'filterToggled', name: 'functions', value: 'RESEARCH' }, ctx);
    expect(none.filters).toEqual({});
    const cleared = reduceSearchState({ ...on, locationType: 'REMOTE' }, { type: 'filtersCleared' }, ctx);
    expect(cleared).toMatchObject({ filters: {}, locationType: null, q: 'nurse' });
  });

  it('lets a default radius follow the sort, and keeps one the user chose', () => {
    const newest = reduceSearchState(state, { type: 'sortChanged', sort: 'newest' }, ctx);
    expect(newest.radius).toBe('40000');
    expect(reduceSearchState(newest, { type: 'sortChanged', sort: 'relevance' }, ctx).radius).toBe('auto');
    const chosen = reduceSearchState(state, { type: 'radiusChanged', radius: '16093' }, ctx);
    expect(reduceSearchState(chosen, { type: 'sortChanged', sort: 'newest' }, ctx).radius).toBe('16093');
    expect(reduceSearchState(newest, { type: 'radiusChanged', radius: 'auto' }, ctx).radius).toBe('40000');
    expect(reduceSearchState(state, { type: 'radiusChanged', radius: '5000' }, ctx).radius).toBe('auto');
  });
});
