import type {
  EventDetail,
  InternshipDetail,
  JobDetail,
  Lang,
  OrgProfile,
  VolopDetail,
} from '@opengood/contracts';
import type { ListingMatch } from '@opengood/routes';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { pt } from '../../i18n/pt';
import type { Detail } from '../detail/detailApi';
import { detailHead } from './detailHead';
import { excerpt, plainText } from './excerpt';

const ORIGIN = 'https://opengood.example';
const STRINGS = { en, es, pt } as const;
const LANGS_UNDER_TEST: Lang[] = ['en', 'es', 'pt'];
type Ld = Record<string, unknown>;
interface Crumbs {
  itemListElement: { name: string; position: number; item: string }[];
}
/** The clock of these heads: before every fixture's deadline (2026-12-31), after an expired one's. */
const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const org = { id: 3, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' as const };
const toronto = {
  text: 'Toronto, ON, Canada',
  city: 'Toronto',
  stateCode: 'ON',
  countryCode: 'CA',
  latitude: 43.65,
  longitude: -79.38,
};
const published = {
  slug: 'grant-writer',
  locale: 'en' as const,
  org,
  description: '<p>We need a <strong>grant writer</strong> &amp; storyteller.</p>\n\n<ul><li>Write</li></ul>',
  functions: [],
  areasOfFocus: [],
  publishedAt: '2026-11-01T09:00:00.000Z',
};

const job: JobDetail = {
  ...published,
  type: 'JOB',
  listingType: 'JOB',
  id: 7,
  title: 'Grant writer',
  locationType: 'ONSITE',
  location: toronto,
  expiresAt: '2026-12-31T23:59:59.000Z',
  jobType: 'CONTRACT',
  professionalLevel: null,
  education: null,
  salary: { minimum: 50000, maximum: 60000, currency: 'CAD', period: 'YEAR' },
};
const remoteJob: JobDetail = { ...job, locationType: 'REMOTE', salary: null, jobType: null, expiresAt: null };
const internship: InternshipDetail = {
  ...published,
  type: 'INTERNSHIP',
  listingType: 'INTERNSHIP',
  id: 8,
  title: 'Research intern',
  locationType: 'HYBRID',
  location: toronto,
  expiresAt: null,
  payment: 'PAID',
  education: null,
  salary: { minimum: 20, maximum: null, currency: 'CAD', period: 'HOUR' },
};
const event: EventDetail = {
  ...published,
  type: 'EVENT',
  listingType: 'EVENT',
  id: 9,
  title: 'Volunteer fair',
  locationType: 'HYBRID',
  location: toronto,
  expiresAt: null,
  startsAt: '2026-12-05T15:00:00.000Z',
  endsAt: '2026-12-05T18:00:00.000Z',
};
const volop: VolopDetail = {
  ...published,
  type: 'VOLOP',
  listingType: 'VOLOP',
  id: 10,
  title: 'Food bank helper',
  locationType: 'ONSITE',
  location: toronto,
  expiresAt: null,
  startsAt: null,
  endsAt: null,
};
const profile: OrgProfile = {
  type: 'ORG',
  ...org,
  locale: 'en',
  description: '<p>We plant <strong>trees</strong>.</p>',
  logo: '/data/website/org-logos/AbCdEfGhIjKlMnOpQrStUv',
  website: 'https://green.example',
  location: toronto,
  areasOfFocus: [],
  size: null,
  listingCounts: { JOB: 1, INTERNSHIP: 0, VOLOP: 0, EVENT: 0 },
  recentListings: [],
  openListings: { JOB: [], INTERNSHIP: [], VOLOP: [], EVENT: [] },
};

const listing = (l: Extract<Detail, { kind: 'listing' }>['listing']): Detail => ({
  kind: 'listing',
  listing: l,
  similar: [],
  imported: false,
});
const matchOf = (lang: Lang, detail: Detail): ListingMatch =>
  detail.kind === 'org'
    ? { lang, type: 'ORG', id: String(detail.org.id), orgType: detail.org.orgType }
    : { lang, type: detail.listing.listingType, id: String(detail.listing.id) };

function head(detail: Detail, lang: Lang, now = NOW) {
  const strings = STRINGS[lang].seo;
  const kind = detail.kind === 'org' ? 'ORG' : detail.listing.listingType;
  const meta = detailHead(detail, matchOf(lang, detail), {
    origin: ORIGIN,
    labels: { home: strings.home, search: strings.search[kind] },
    now,
  });
  // What the server writes and a crawler reads: JSON, parsed back.
  const ld = JSON.parse(JSON.stringify(meta.jsonLd ?? [])) as Ld[];
  const ofType = (type: string): Ld => {
    const found = ld.find((o) => o['@type'] === type);
    if (!found) throw new Error(`no ${type} in ${JSON.stringify(ld)}`);
    return found;
  };
  return { meta, ld, ofType };
}

describe.each(LANGS_UNDER_TEST)('detail head in %s', (lang) => {
  it('a job: JobPosting with every property Google requires, breadcrumbs, canonical and alternates', () => {
    const { meta, ofType } = head(listing(job), lang);
    const posting = ofType('JobPosting');
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting.title).toBe('Grant writer');
    expect(posting.description).toBe(job.description);
    expect(posting.datePosted).toMatch(ISO_8601);
    expect(posting.validThrough).toMatch(ISO_8601);
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Green Futures',
      url: expect.stringMatching(new RegExp(`^${ORIGIN}/${lang}/`)),
    });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Toronto',
        addressRegion: 'ON',
        addressCountry: 'CA',
      },
    });
    expect(posting.jobLocationType).toBeUndefined();
    expect(posting.employmentType).toBe('CONTRACTOR');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 60000, unitText: 'YEAR' },
    });
    expect(posting.directApply).toBe(true);

    expect(meta.canonicalPath).toMatch(new RegExp(`^/${lang}/[^/]+/7-grant-writer$`));
    expect(meta.alternatePaths).toEqual({
      en: '/en/job/7-grant-writer',
      es: expect.stringMatching(/^\/es\/[^/]+\/7-grant-writer$/),
      pt: expect.stringMatching(/^\/pt\/[^/]+\/7-grant-writer$/),
    });
    expect(meta.alternatePaths?.[lang]).toBe(meta.canonicalPath);
    expect(meta.openGraph).toEqual({ type: 'article' });
    expect(meta.noindex).toBeFalsy();
    expect(meta.description).toBe('We need a grant writer & storyteller. Write');

    const crumbs = ofType('BreadcrumbList') as unknown as Crumbs;
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      STRINGS[lang].seo.home,
      STRINGS[lang].seo.search.JOB,
      'Grant writer',
    ]);
    expect(crumbs.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[2]?.item).toBe(`${ORIGIN}${meta.canonicalPath}`);
    for (const item of crumbs.itemListElement) expect(item.item).toMatch(new RegExp(`^${ORIGIN}/`));
  });

  it('a remote job: TELECOMMUTE with applicant location requirements; no salary → no baseSalary', () => {
    const { ofType } = head(listing(remoteJob), lang);
    const posting = ofType('JobPosting');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'State', name: 'ON, CA' });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('employmentType');
    expect(posting).not.toHaveProperty('validThrough');
  });

  it('a remote job without a place: TELECOMMUTE, no applicant location requirements, still a posting', () => {
    const posting = head(listing({ ...remoteJob, location: null }), lang).ofType('JobPosting');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
    expect(posting).not.toHaveProperty('jobLocation');
    for (const required of ['title', 'description', 'datePosted', 'hiringOrganization'])
      expect(posting).toHaveProperty(required);
  });

  it('a remote job in a country-only place: the country', () => {
    const lisbon = { ...toronto, text: 'Portugal', city: 'Portugal', stateCode: null, countryCode: 'PT' };
    const posting = head(listing({ ...remoteJob, location: lisbon }), lang).ofType('JobPosting');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'PT' });
  });

  it('an internship: INTERN, hybrid (office and TELECOMMUTE), an hourly salary as one value', () => {
    const { ofType } = head(listing(internship), lang);
    const posting = ofType('JobPosting');
    expect(posting.employmentType).toBe('INTERN');
    expect(posting).toHaveProperty('jobLocation.@type', 'Place');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting).toHaveProperty('baseSalary.value', {
      '@type': 'QuantitativeValue',
      value: 20,
      unitText: 'HOUR',
    });
  });

  it('an event: dates, mixed attendance with a place and a virtual location, scheduled, organizer', () => {
    const { meta, ofType } = head(listing(event), lang);
    const ev = ofType('Event');
    expect(ev.name).toBe('Volunteer fair');
    expect(ev.startDate).toMatch(ISO_8601);
    expect(ev.endDate).toMatch(ISO_8601);
    expect(ev.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(ev.eventStatus).toBe('https://schema.org/EventScheduled');
    const places = ev.location as { '@type': string; url?: string; address?: Ld }[];
    expect(places.map((l) => l['@type'])).toEqual(['Place', 'VirtualLocation']);
    expect(places[0]?.address?.addressCountry).toBe('CA');
    expect(places[1]?.url).toBe(`${ORIGIN}${meta.canonicalPath}`);
    expect(ev).toHaveProperty('organizer.name', 'Green Futures');
    expect(ev.description).toBe('We need a grant writer & storyteller. Write');
    const online = head(listing({ ...event, locationType: 'REMOTE', location: null }), lang).ofType('Event');
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online).toHaveProperty('location.@type', 'VirtualLocation');
  });

  it('a live job keeps its JobPosting with validThrough; an expired job or internship has none, still indexed', () => {
    const live = head(listing(job), lang).ofType('JobPosting');
    expect(live.validThrough).toBe('2026-12-31T23:59:59.000Z');
    expect(Date.parse(live.validThrough as string)).toBeGreaterThan(NOW);

    const expiredJob = { ...job, expiresAt: '2026-11-01T00:00:00.000Z' };
    const expired = head(listing(expiredJob), lang);
    expect(expired.ld.map((o) => o['@type'])).toEqual(['BreadcrumbList']);
    // The page stays (it says since when the listing is closed); only the posting goes.
    expect(expired.meta.noindex).toBeFalsy();
    expect(expired.meta.canonicalPath).toMatch(/7-grant-writer$/);
    // The deadline passes while the page is cached: the same answer a day later has no posting either.
    expect(head(listing(job), lang, Date.parse('2027-01-01T00:00:00.000Z')).ld).toHaveLength(1);
    const expiredInternship = { ...internship, expiresAt: '2026-11-19T00:00:00.000Z' };
    expect(head(listing(expiredInternship), lang).ld.map((o) => o['@type'])).toEqual(['BreadcrumbList']);
  });

  it('a job that takes applications elsewhere is not directApply; named countries are its applicant locations', () => {
    const byMail = head(
      listing({ ...job, howToApply: { method: 'EMAIL', url: null, email: 'jobs@gf.example' } }),
      lang,
    ).ofType('JobPosting');
    expect(byMail.directApply).toBe(false);
    const onSite = head(
      listing({ ...job, howToApply: { method: 'SITE', url: null, email: null } }),
      lang,
    ).ofType('JobPosting');
    expect(onSite.directApply).toBe(true);
    const openTo = head(listing({ ...remoteJob, remoteCountries: ['BR', 'PT'] }), lang).ofType('JobPosting');
    expect(openTo.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'BR' },
      { '@type': 'Country', name: 'PT' },
    ]);
    // An office job's countries are not applicant locations: it has a place to come to.
    const onsite = head(listing({ ...job, remoteCountries: ['BR'] }), lang).ofType('JobPosting');
    expect(onsite).not.toHaveProperty('applicantLocationRequirements');
  });

  it('a volunteer opportunity: breadcrumbs only (schema.org has no volunteering type)', () => {
    const { ld } = head(listing(volop), lang);
    expect(ld.map((o) => o['@type'])).toEqual(['BreadcrumbList']);
  });

  it('an organisation: Organization with url, logo, description (its text), address and its website', () => {
    const { meta, ofType } = head({ kind: 'org', org: profile }, lang);
    expect(ofType('Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Green Futures',
      url: `${ORIGIN}${meta.canonicalPath}`,
      logo: `${ORIGIN}/data/website/org-logos/AbCdEfGhIjKlMnOpQrStUv`,
      description: 'We plant trees.',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Toronto',
        addressRegion: 'ON',
        addressCountry: 'CA',
      },
      sameAs: ['https://green.example'],
    });
    expect(meta.openGraph).toEqual({
      type: 'website',
      image: '/data/website/org-logos/AbCdEfGhIjKlMnOpQrStUv',
    });
    expect(meta.description).toBe('We plant trees.');
    expect(Object.keys(meta.alternatePaths ?? {})).toEqual(['en', 'es', 'pt']);
    const crumbs = ofType('BreadcrumbList') as unknown as Crumbs;
    expect(crumbs.itemListElement[1]?.name).toBe(STRINGS[lang].seo.search.ORG);
  });

  it('an unpublished listing and a frozen organisation: noindex, no structured data, still canonical', () => {
    const closed = head(
      listing({
        type: 'UNPUBLISHED_JOB',
        listingType: 'JOB',
        id: 7,
        title: 'Grant writer',
        slug: 'g',
        locale: 'en',
        org,
      }),
      lang,
    );
    expect(closed.meta).toMatchObject({
      noindex: true,
      canonicalPath: expect.stringMatching(/7-grant-writer$/),
    });
    expect(closed.meta.jsonLd).toBeUndefined();
    const frozen = head({ kind: 'org', org: { type: 'UNPUBLISHED_ORG', ...org, locale: 'en' } }, lang);
    expect(frozen.meta.noindex).toBe(true);
    expect(frozen.meta.jsonLd).toBeUndefined();
  });
});

describe('excerpt', () => {
  it('is plain text of at most 155 characters, cut at a word', () => {
    const long = `<p>${'Helping communities grow food together. '.repeat(10)}</p>`;
    const text = excerpt(long)!;
    expect(text.length).toBeLessThanOrEqual(155);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/[<>]/);
    expect(long.replace(/<[^>]+>/g, '')).toContain(text.slice(0, -1));
  });
  it('drops scripts and decodes entities; nothing for empty text', () => {
    expect(plainText('<script>alert(1)</script>Fish &amp; chips&nbsp;daily')).toBe('Fish & chips daily');
    expect(excerpt('  <br/> ')).toBeNull();
    expect(excerpt(null)).toBeNull();
  });
});
