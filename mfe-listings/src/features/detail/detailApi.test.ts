import type { HttpClient } from '@opengood/platform';
import { HttpError } from '@opengood/platform';
import type { ListingMatch } from '@opengood/routes';
import {
  canonicalPath,
  detailDescription,
  detailTitle,
  fetchDetail,
  isUnpublished,
  loadDetail,
  wantsSuggestions,
} from './detailApi';
import { initials } from './OrgAvatar';

const org = { id: 3, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' as const };

describe('detail loader', () => {
  it('reads each kind from its own data path', async () => {
    const get = jest.fn().mockResolvedValue({ data: { type: 'JOB' } });
    const http = { get } as unknown as HttpClient;
    await fetchDetail(http, 'JOB', '12');
    await fetchDetail(http, 'VOLOP', '13');
    await fetchDetail(http, 'ORG', '14');
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/data/website/jobs/12',
      '/data/website/volops/13',
      '/data/website/organizations/14',
    ]);
  });

  it('tells an organisation profile from a listing, and titles each', async () => {
    const http = {
      get: async (url: string) => ({
        data: url.includes('organizations')
          ? { type: 'ORG', name: 'Green Futures', description: 'We plant trees.' }
          : url.includes('similar')
            ? []
            : { type: 'JOB', title: 'Grant writer', org, description: 'Write\n grants.' },
      }),
    } as unknown as HttpClient;
    const orgDetail = await loadDetail(http, { type: 'ORG', id: '3' });
    const job = await loadDetail(http, { type: 'JOB', id: '4' });
    expect(orgDetail.kind).toBe('org');
    expect(detailTitle(orgDetail)).toBe('Green Futures');
    expect(detailDescription(orgDetail)).toBe('We plant trees.');
    expect(job.kind).toBe('listing');
    expect(detailTitle(job)).toBe('Grant writer · Green Futures');
    expect(detailDescription(job)).toBe('Write grants.');
  });

  it('shows a listing without its similar listings when they cannot be had', async () => {
    const http = {
      get: async (url: string) => {
        if (url.includes('similar')) throw new HttpError(500, '{}', {});
        return { data: { type: 'EVENT', title: 'Open day', org, description: '' } };
      },
    } as unknown as HttpClient;
    const detail = await loadDetail(http, { type: 'EVENT', id: '4' });
    expect(detail.kind === 'listing' && detail.similar).toEqual([]);
  });

  it('knows the unpublished variants by their type', () => {
    expect(isUnpublished({ type: 'UNPUBLISHED_JOB' })).toBe(true);
    expect(isUnpublished({ type: 'JOB' })).toBe(false);
  });

  it('hides suggestions only on jobs asked to', () => {
    const url = new URL('https://x.example/en/job/1?noSuggestions=true');
    expect(wantsSuggestions({ type: 'JOB' }, url)).toBe(false);
    expect(wantsSuggestions({ type: 'EVENT' }, url)).toBe(true);
    expect(wantsSuggestions({ type: 'JOB' }, new URL('https://x.example/en/job/1'))).toBe(true);
  });

  it('builds the canonical address of each kind in the URL’s language', () => {
    const listing = {
      kind: 'listing',
      imported: false,
      similar: [],
      listing: { listingType: 'INTERNSHIP', id: 5, title: 'Estágio em Educação', org },
    } as never;
    const match = (m: Partial<ListingMatch>) =>
      ({ lang: 'pt', type: 'INTERNSHIP', id: '5', ...m }) as ListingMatch;
    expect(canonicalPath(listing, match({}), 'pt')).toBe('/pt/estagio/5-estagio-em-educacao');
    expect(canonicalPath(listing, match({ orgType: 'GOVERNMENT' }), 'pt')).toMatch(
      /^\/pt\/sem-fins-lucrativos\/estagio\/5-/,
    );
    expect(canonicalPath(listing, match({ type: 'VOLOP', source: 'serve-net', id: '50031' }), 'pt')).toBe(
      '/pt/imported-action-opps/serve-net/50031',
    );
    const orgDetail = { kind: 'org', org: { ...org, type: 'ORG' } } as never;
    expect(canonicalPath(orgDetail, match({ type: 'ORG' }), 'es')).toBe(
      '/es/sin-fines-de-lucro/3-green-futures',
    );
  });

  it('makes initials of an organisation’s name', () => {
    expect(initials('Green Futures Trust')).toBe('GF');
    expect(initials('Água & Vida')).toBe('ÁV');
    expect(initials('1st Step')).toBe('S');
  });
});
