import { HttpError } from '@opengood/platform';
import { createFakeHttp } from '@opengood/platform/testing';
import type { ListingMatch } from '@opengood/routes';
import { job, org, volop } from '../../testing/fixtures';
import {
  canonicalPath,
  detailDescription,
  detailTitle,
  isUnpublished,
  loadDetail,
  wantsSuggestions,
} from './detailApi';
import { initials } from './OrgAvatar';

const profile = {
  type: 'ORG' as const,
  ...org,
  locale: 'en' as const,
  description: 'We plant trees.',
  logo: null,
  website: null,
  location: null,
  areasOfFocus: [],
  size: null,
  listingCounts: { JOB: 0, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 },
  recentListings: [],
  openListings: { JOB: [], INTERNSHIP: [], VOLOP: [], EVENT: [] },
};

describe('detail loader', () => {
  it('reads each kind from its own route', async () => {
    const fake = createFakeHttp({
      job: { data: { ...job, id: 12 } },
      volop: { data: volop({ id: 13 }) },
      organization: { data: { ...profile, id: 14 } },
      similarListings: { data: [] },
    });
    await loadDetail(fake.http, { type: 'JOB', id: '12' }, { suggestions: false });
    await loadDetail(fake.http, { type: 'VOLOP', id: '13' }, { suggestions: false });
    await loadDetail(fake.http, { type: 'ORG', id: '14', lang: 'pt' });
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/data/website/jobs/12',
      '/data/website/volops/13',
      '/data/website/organizations/14',
    ]);
    // The profile's place in the page's language.
    expect(fake.calls[2]?.query).toMatchObject({ lang: 'pt' });
  });

  it('tells an organisation profile from a listing, and titles each', async () => {
    const fake = createFakeHttp({
      organization: { data: profile },
      job: { data: { ...job, description: 'Write\n grants.' } },
      similarListings: { data: [] },
    });
    const orgDetail = await loadDetail(fake.http, { type: 'ORG', id: '3' });
    const jobDetail = await loadDetail(fake.http, { type: 'JOB', id: '7' });
    expect(orgDetail.kind).toBe('org');
    expect(detailTitle(orgDetail)).toBe('Green Futures');
    expect(detailDescription(orgDetail)).toBe('We plant trees.');
    expect(jobDetail.kind).toBe('listing');
    expect(detailTitle(jobDetail)).toBe('Grant writer · Green Futures');
    expect(detailDescription(jobDetail)).toBe('Write grants.');
  });

  it('shows a listing without its similar listings when they cannot be had', async () => {
    const fake = createFakeHttp({
      event: { data: { ...volop({ title: 'Open day' }), type: 'EVENT', listingType: 'EVENT' } },
      similarListings: new HttpError(500, '', { message: 'Server error', errors: {} }),
    });
    const detail = await loadDetail(fake.http, { type: 'EVENT', id: '4' });
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
