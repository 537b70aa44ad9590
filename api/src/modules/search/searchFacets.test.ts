import type { Express } from 'express';
import {
  FACETS_BY_TYPE,
  FACET_VALUES,
  RECENCY_DAYS,
  type Recency,
  type SearchFacet,
} from '@opengood/contracts';
import { request } from '../../testing/contractRequest';
import type { Db } from '../../platform/db/db';
import { LISTING_COLUMNS, insertRows } from '../../seed/seed';
import { openSeededApp } from '../../testing/seededApp';

// A made-up word only these listings contain, so every count below is over them alone.
const WORD = 'zorblexwork';
const DAY = 86_400_000;

let db: Db;
let app: Express;
let close: () => Promise<void>;

interface Fixture {
  id: number;
  listing_type: 'JOB' | 'INTERNSHIP' | 'VOLOP' | 'EVENT';
  locale: string;
  location_type: string;
  org_id: number;
  functions: string[];
  areas_of_focus: string[];
  daysAgo: number;
  job_type?: string;
  professional_level?: string;
  education?: string;
  payment?: string;
  action_type?: string;
  source?: string;
  synonym_id?: number;
  starts_at?: string;
  ends_at?: string;
}

const FIXTURES: Fixture[] = [
  {
    id: 9201,
    listing_type: 'JOB',
    locale: 'en',
    location_type: 'ONSITE',
    org_id: 9201,
    functions: ['LEGAL'],
    areas_of_focus: ['ANIMALS', 'ARTS_CULTURE'],
    daysAgo: 0.1,
    job_type: 'FULL_TIME',
    professional_level: 'ENTRY_LEVEL',
    education: 'HIGH_SCHOOL',
    synonym_id: 1,
  },
  {
    id: 9202,
    listing_type: 'JOB',
    locale: 'es',
    location_type: 'REMOTE',
    org_id: 9201,
    functions: ['LEGAL', 'RESEARCH'],
    areas_of_focus: ['ANIMALS'],
    daysAgo: 3,
    job_type: 'PART_TIME',
    professional_level: 'MANAGERIAL',
    education: 'FOUR_YEAR_DEGREE',
    synonym_id: 2,
  },
  {
    id: 9203,
    listing_type: 'JOB',
    locale: 'pt',
    location_type: 'HYBRID',
    org_id: 9202,
    functions: ['RESEARCH'],
    areas_of_focus: ['SENIORS'],
    daysAgo: 20,
    job_type: 'FULL_TIME',
    professional_level: 'MANAGERIAL',
    education: 'FOUR_YEAR_DEGREE',
    synonym_id: 1,
  },
  {
    id: 9204,
    listing_type: 'JOB',
    locale: 'en',
    location_type: 'ONSITE',
    org_id: 9202,
    functions: ['OPERATIONS'],
    areas_of_focus: ['ANIMALS'],
    daysAgo: 45,
    job_type: 'CONTRACT',
    professional_level: 'DIRECTOR',
    education: 'MASTERS',
    synonym_id: 3,
  },
  {
    id: 9205,
    listing_type: 'JOB',
    locale: 'es',
    location_type: 'ONSITE',
    org_id: 9201,
    functions: ['LEGAL'],
    areas_of_focus: ['SENIORS'],
    daysAgo: 5,
    job_type: 'FULL_TIME',
    professional_level: 'DIRECTOR',
    education: 'MASTERS',
    synonym_id: 1,
  },
  {
    id: 9211,
    listing_type: 'INTERNSHIP',
    locale: 'en',
    location_type: 'ONSITE',
    org_id: 9201,
    functions: ['LEGAL'],
    areas_of_focus: ['ANIMALS'],
    daysAgo: 1.5,
    job_type: 'PART_TIME',
    payment: 'PAID',
    synonym_id: 31,
  },
  {
    id: 9212,
    listing_type: 'INTERNSHIP',
    locale: 'pt',
    location_type: 'REMOTE',
    org_id: 9202,
    functions: ['RESEARCH'],
    areas_of_focus: ['SENIORS'],
    daysAgo: 10,
    job_type: 'FULL_TIME',
    payment: 'UNPAID',
    synonym_id: 28,
  },
  {
    id: 9221,
    listing_type: 'VOLOP',
    locale: 'en',
    location_type: 'ONSITE',
    org_id: 9201,
    functions: ['LEGAL'],
    areas_of_focus: ['ANIMALS'],
    daysAgo: 2,
    action_type: 'ONE_TIME',
    source: 'POSTED',
    starts_at: '2030-01-10T00:00:00Z',
    ends_at: '2030-01-12T00:00:00Z',
  },
  {
    id: 9222,
    listing_type: 'VOLOP',
    locale: 'es',
    location_type: 'REMOTE',
    org_id: 9202,
    functions: ['RESEARCH'],
    areas_of_focus: ['SENIORS'],
    daysAgo: 8,
    action_type: 'ONGOING',
    source: 'PARTNER',
  },
  {
    id: 9223,
    listing_type: 'VOLOP',
    locale: 'en',
    location_type: 'HYBRID',
    org_id: 9202,
    functions: ['LEGAL'],
    areas_of_focus: ['ANIMALS'],
    daysAgo: 12,
    action_type: 'SKILLS_BASED',
    source: 'POSTED',
    starts_at: '2030-03-01T00:00:00Z',
    ends_at: '2030-06-01T00:00:00Z',
  },
  {
    id: 9231,
    listing_type: 'EVENT',
    locale: 'pt',
    location_type: 'ONSITE',
    org_id: 9201,
    functions: ['LEGAL'],
    areas_of_focus: ['ANIMALS'],
    daysAgo: 4,
    action_type: 'WORKSHOP',
    source: 'POSTED',
    starts_at: '2030-02-01T10:00:00Z',
    ends_at: '2030-02-01T12:00:00Z',
  },
];
const ORG_TYPES: Record<number, string> = { 9201: 'GOVERNMENT', 9202: 'NONPROFIT' };

/** What a fixture answers for a facet: its values (recency: the nested buckets it falls in). */
function valuesOf(row: Fixture, facet: SearchFacet): string[] {
  switch (facet) {
    case 'functions':
      return row.functions;
    case 'areasOfFocus':
      return row.areas_of_focus;
    case 'orgType':
      return [ORG_TYPES[row.org_id]!];
    case 'synonymId':
      return row.synonym_id === undefined ? [] : [String(row.synonym_id)];
    case 'recency':
      return (Object.keys(RECENCY_DAYS) as Recency[]).filter((r) => row.daysAgo <= RECENCY_DAYS[r]);
    default: {
      const column = {
        locationType: row.location_type,
        locale: row.locale,
        jobType: row.job_type,
        professionalLevel: row.professional_level,
        education: row.education,
        payment: row.payment,
        actionType: row.action_type,
        source: row.source,
      }[facet];
      return column === undefined ? [] : [column];
    }
  }
}

type Filters = Partial<Record<SearchFacet, string[]>>;

const matches = (row: Fixture, filters: Filters, except?: SearchFacet) =>
  Object.entries(filters).every(
    ([facet, chosen]) =>
      facet === except || valuesOf(row, facet as SearchFacet).some((v) => chosen!.includes(v)),
  );

/** The reference: the disjunctive counts, computed the slow way. */
function expected(type: Fixture['listing_type'], filters: Filters) {
  const rows = FIXTURES.filter((r) => r.listing_type === type);
  const facets: Record<string, Record<string, number>> = {};
  for (const facet of FACETS_BY_TYPE[type]) {
    const counts: Record<string, number> = {};
    for (const row of rows.filter((r) => matches(r, filters, facet)))
      for (const v of valuesOf(row, facet)) counts[v] = (counts[v] ?? 0) + 1;
    facets[facet] = counts;
  }
  const hits = rows.filter((r) => matches(r, filters)).map((r) => r.id);
  return { nbHits: hits.length, facets, hits };
}

const queryOf = (type: string, filters: Filters, extra = '') =>
  `/data/search/listings?type=${type}&q=${WORD}&sort=newest&pageSize=50${Object.entries(filters)
    .flatMap(([f, values]) => values!.map((v) => `&${f}=${encodeURIComponent(v)}`))
    .join('')}${extra}`;

beforeAll(async () => {
  ({ db, app, close } = await openSeededApp());
  await insertRows(db, 'organizations', [
    {
      id: 9201,
      name: 'Facet Test Agency',
      slug: 'facet-test-agency',
      org_type: 'GOVERNMENT',
      locale: 'en',
      description: '',
      website: null,
      place_id: null,
      areas_of_focus: ['ANIMALS'],
      status: 'PUBLISHED',
      created_at: '2020-01-01T00:00:00Z',
    },
    {
      id: 9202,
      name: 'Facet Test Trust',
      slug: 'facet-test-trust',
      org_type: 'NONPROFIT',
      locale: 'pt',
      description: '',
      website: null,
      place_id: null,
      areas_of_focus: ['SENIORS'],
      status: 'PUBLISHED',
      created_at: '2021-01-01T00:00:00Z',
    },
  ]);
  const blank = Object.fromEntries(Object.keys(LISTING_COLUMNS).map((c) => [c, null]));
  const now = Date.now();
  await insertRows(
    db,
    'listings',
    FIXTURES.map(({ daysAgo, ...row }) => ({
      ...blank,
      ...row,
      status: 'PUBLISHED',
      title: `${WORD} ${row.id}`,
      slug: 'x',
      description: '',
      published_at: new Date(now - daysAgo * DAY).toISOString(),
    })),
  );
});
afterAll(() => close?.());

const get = (url: string) => request(app).get(url).expect(200);

describe('facet filters and counts', () => {
  it('counts every facet of each type over the keyword matches', async () => {
    for (const type of ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT'] as const) {
      const res = await get(queryOf(type, {}));
      const want = expected(type, {});
      expect({ type, nbHits: res.body.nbHits, facets: res.body.facets }).toEqual({
        type,
        ...want,
        hits: undefined,
      });
      expect(Object.keys(res.body.facets).sort()).toEqual([...FACETS_BY_TYPE[type]].sort());
    }
  });

  it('filters by each value of each facet, finding as many as its count said', async () => {
    for (const type of ['JOB', 'INTERNSHIP', 'VOLOP', 'EVENT'] as const) {
      const all = (await get(queryOf(type, {}))).body.facets as Record<string, Record<string, number>>;
      for (const facet of FACETS_BY_TYPE[type]) {
        // Every value some fixture has, and one none has.
        const present = Object.keys(all[facet]!);
        const absent = FACET_VALUES[facet].find((v) => !present.includes(v));
        for (const value of [...present, ...(absent ? [absent] : [])]) {
          const res = await get(queryOf(type, { [facet]: [value] }));
          const want = expected(type, { [facet]: [value] });
          expect([type, facet, value, res.body.nbHits]).toEqual([
            type,
            facet,
            value,
            all[facet]![value] ?? 0,
          ]);
          expect(res.body.hits.map((h: { id: number }) => h.id).sort()).toEqual(want.hits.sort());
        }
      }
    }
  });

  it('counts a facet without its own filter and with every other one (disjunctive)', async () => {
    const combos: [string, Filters][] = [
      ['JOB', { functions: ['LEGAL'] }],
      ['JOB', { functions: ['LEGAL', 'OPERATIONS'], locale: ['en'] }],
      [
        'JOB',
        { professionalLevel: ['MANAGERIAL', 'DIRECTOR'], education: ['MASTERS'], recency: ['PAST_MONTH'] },
      ],
      [
        'JOB',
        { synonymId: ['1'], orgType: ['GOVERNMENT'], areasOfFocus: ['SENIORS'], jobType: ['FULL_TIME'] },
      ],
      ['JOB', { locationType: ['ONSITE', 'HYBRID'], recency: ['PAST_DAY', 'PAST_WEEK'] }],
      ['INTERNSHIP', { payment: ['PAID'], locale: ['en', 'pt'] }],
      ['VOLOP', { actionType: ['ONE_TIME', 'ONGOING'], source: ['POSTED'] }],
      ['EVENT', { actionType: ['WORKSHOP'], locationType: ['REMOTE'] }],
    ];
    for (const [type, filters] of combos) {
      const res = await get(queryOf(type, filters));
      const want = expected(type as Fixture['listing_type'], filters);
      expect({ nbHits: res.body.nbHits, facets: res.body.facets }).toEqual({
        nbHits: want.nbHits,
        facets: want.facets,
      });
    }
  });

  it('keeps volunteering and events that start before and end after the given days; undated ones always', async () => {
    const ids = async (extra: string) =>
      (await get(queryOf('VOLOP', {}, extra))).body.hits.map((h: { id: number }) => h.id).sort();
    expect(await ids('&startsLT=2030-02-01')).toEqual([9221, 9222]);
    expect(await ids('&endsGT=2030-02-01')).toEqual([9222, 9223]);
    expect(await ids('&startsLT=2030-01-11&endsGT=2030-01-11T12:00:00Z')).toEqual([9221, 9222]);
    await request(app)
      .get(queryOf('VOLOP', {}, '&startsLT=2030-13-01'))
      .expect(400);
    await request(app)
      .get(queryOf('VOLOP', {}, '&endsGT=tomorrow'))
      .expect(400);
  });

  it('refuses an unknown facet value, naming the facet', async () => {
    const res = await request(app)
      .get('/data/search/listings?functions=LEGAL&functions=JUGGLING&recency=PAST_YEAR&synonymId=0')
      .expect(400);
    expect(res.body.errors).toEqual({
      functions: expect.stringMatching(/^Must be one of ACCOUNTING_FINANCE, /),
      recency: 'Must be one of PAST_DAY, PAST_WEEK, PAST_MONTH',
      synonymId: expect.stringMatching(/^Must be one of 1, 2, /),
    });
    const many = Array.from({ length: 51 }, () => 'functions=LEGAL').join('&');
    await request(app).get(`/data/search/listings?${many}`).expect(200); // repeated values count once
  });

  it('ignores the facets a type does not have, as a search URL drops them', async () => {
    const res = await get(queryOf('JOB', { payment: ['PAID'], actionType: ['WORKSHOP'] }));
    expect(res.body.nbHits).toBe(expected('JOB', {}).nbHits);
  });

  it('counts organisations by type, focus area and language', async () => {
    const res = await get(`/data/search/listings?type=ORG&q=facet test`);
    expect(res.body.facets).toEqual({
      areasOfFocus: { ANIMALS: 1, SENIORS: 1 },
      orgType: { GOVERNMENT: 1, NONPROFIT: 1 },
      locale: { en: 1, pt: 1 },
    });
    const filtered = await get(`/data/search/listings?type=ORG&q=facet test&orgType=NONPROFIT`);
    expect(filtered.body).toMatchObject({
      nbHits: 1,
      facets: { orgType: { GOVERNMENT: 1, NONPROFIT: 1 }, locale: { pt: 1 } },
    });
  });

  it('searches the whole seed with every facet counted, consistently with the total', async () => {
    const res = await get('/data/search/listings?type=JOB&pageSize=1');
    const byLocale = Object.values(res.body.facets.locale as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(byLocale).toBe(res.body.nbHits);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings l JOIN organizations o ON o.id = l.org_id
       WHERE l.listing_type = 'JOB' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED' AND 'EDUCATION' = ANY (l.areas_of_focus)`,
    );
    expect(res.body.facets.areasOfFocus.EDUCATION).toBe(rows[0]!.n);
  });
});
