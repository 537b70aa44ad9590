import {
  AREAS_OF_FOCUS,
  EDUCATION_LEVELS,
  FUNCTIONS,
  JOB_TYPES,
  type ActionType,
  type AreaOfFocus,
  type ListingSource,
  type ListingType,
  type Lang,
  type LocationType,
  type OrgType,
} from '@opengood/contracts';
import {
  AREA_LABELS,
  EVENTS,
  INTERN_SUBJECTS,
  ORG_NAME_PARTS,
  ORG_TYPE_LABELS,
  ROLES,
  VOLUNTEER_ROLES,
} from './catalog';
import { defaultExpiry } from '../modules/listings';
import { plainTextToRichText } from '../platform/richText';
import { contentPages, type ContentRow } from './contentPages';
import { COUNTRIES_BY_LOCALE, seedPlacesByCountry, type PlaceRow } from './places';
import { LISTING_DESCRIPTIONS, ORG_DESCRIPTIONS, slugify } from './prose';
import { Random } from './prng';
import { internshipStipend, jobSalary, type Salary } from './salaries';

/** Every date in the seed is relative to this instant, so two runs give identical rows. */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 15, 12, 0, 0);
export const DEFAULT_SEED = 20_240_917;
const DAY = 86_400_000;

export interface SeedOptions {
  orgs: number;
  listings: number;
  seed?: number;
  /** The instant listing dates are relative to (default SEED_REFERENCE_DATE); the benchmark passes now. */
  referenceDate?: number;
}

export interface OrgRow {
  id: number;
  name: string;
  slug: string;
  org_type: OrgType;
  locale: Lang;
  description: string;
  website: string;
  place_id: number;
  areas_of_focus: AreaOfFocus[];
  status: 'PUBLISHED' | 'FROZEN';
  created_at: string;
}

export interface ListingRow {
  id: number;
  listing_type: ListingType;
  status: 'PUBLISHED' | 'UNPUBLISHED';
  locale: Lang;
  title: string;
  slug: string;
  description: string;
  org_id: number;
  place_id: number | null;
  location_type: LocationType;
  functions: string[];
  areas_of_focus: string[];
  job_type: string | null;
  professional_level: string | null;
  education: string | null;
  payment: 'PAID' | 'UNPAID' | null;
  action_type: ActionType | null;
  source: ListingSource | null;
  synonym_id: number | null;
  salary_minimum: number | null;
  salary_maximum: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  starts_at: string | null;
  ends_at: string | null;
  published_at: string;
  expires_at: string;
}

export interface SeedData {
  places: PlaceRow[];
  orgs: OrgRow[];
  listings: ListingRow[];
  contents: ContentRow[];
}

const LOCALE_WEIGHTS: readonly (readonly [Lang, number])[] = [
  ['en', 55],
  ['es', 25],
  ['pt', 20],
];
const TYPE_WEIGHTS: readonly (readonly [ListingType, number])[] = [
  ['JOB', 55],
  ['INTERNSHIP', 15],
  ['VOLOP', 20],
  ['EVENT', 10],
];
const ORG_TYPE_WEIGHTS: readonly (readonly [OrgType, number])[] = [
  ['NONPROFIT', 70],
  ['COMMUNITY', 8],
  ['SOCIAL_ENTERPRISE', 7],
  ['GOVERNMENT', 6],
  ['CONSULTANT', 4],
  ['BUSINESS', 3],
  ['RECRUITER', 2],
];

const iso = (ms: number) => new Date(ms).toISOString();

/** Pure: the same options always produce the same rows (no clock, no Math.random). */
export function generateSeed(options: SeedOptions): SeedData {
  const r = new Random(options.seed ?? DEFAULT_SEED);
  const reference = options.referenceDate ?? SEED_REFERENCE_DATE;
  const placesByCountry = seedPlacesByCountry();
  const usedPlaces = new Map<number, PlaceRow>();

  const pickPlace = (country: string): PlaceRow => {
    const candidates = placesByCountry.get(country) ?? [];
    // sqrt(population) keeps big cities common without every listing landing in the capital.
    const place = r.weighted(candidates.map((c) => [c, Math.sqrt(c.population)] as const));
    usedPlaces.set(place.id, place);
    return place;
  };

  const orgs: OrgRow[] = [];
  const orgCountry = new Map<number, string>();
  for (let i = 1; i <= options.orgs; i++) {
    const locale = r.weighted(LOCALE_WEIGHTS);
    const country = r.weighted(COUNTRIES_BY_LOCALE[locale].map(([c, w]) => [c, w] as const));
    const place = pickPlace(country);
    const areas = r.sample(AREAS_OF_FOCUS, r.int(1, 3));
    const mainArea = areas[0]!;
    const orgType = r.weighted(ORG_TYPE_WEIGHTS);
    const city = place.names[locale];
    const name = orgName(r, locale, city, mainArea);
    const slug = slugify(name);
    orgs.push({
      id: i,
      name,
      slug,
      org_type: orgType,
      locale,
      // Organisation descriptions are rich text (sanitised HTML).
      description: plainTextToRichText(
        ORG_DESCRIPTIONS[locale](r, {
          name,
          city,
          area: r.pick(AREA_LABELS[mainArea][locale]),
          orgTypeLabel: r.pick(ORG_TYPE_LABELS[orgType][locale]),
          year: r.int(1968, 2022),
        }),
      ),
      website: `https://www.${slug.replace(/-/g, '').slice(0, 30)}.org`,
      place_id: place.id,
      areas_of_focus: areas,
      status: 'PUBLISHED',
      created_at: iso(reference - r.int(90, 3000) * DAY),
    });
    orgCountry.set(i, country);
  }
  // About 1% frozen, at least one, so the frozen path always exists in small test seeds.
  const frozenCount = Math.max(1, Math.round(options.orgs * 0.01));
  for (const org of r.sample(orgs.slice(0, Math.ceil(orgs.length / 2)), frozenCount)) org.status = 'FROZEN';

  const listings: ListingRow[] = [];
  for (let id = 1; id <= options.listings; id++) {
    // Skewed towards low ids: some organisations post a lot, most post a little.
    const org = orgs[Math.floor(orgs.length * r.float() ** 1.6)]!;
    listings.push(makeListing(r, id, org, orgCountry.get(org.id)!, pickPlace, reference));
  }

  return {
    places: [...usedPlaces.values()].sort((a, b) => a.id - b.id),
    orgs,
    listings,
    contents: contentPages(),
  };
}

/** Most volunteering and events are posted here by their organisation; some come from a partner's feed. */
function listingSource(r: Random): ListingSource {
  return r.chance(0.8) ? 'POSTED' : 'PARTNER';
}

function orgName(r: Random, locale: Lang, city: string, area: AreaOfFocus): string {
  const parts = ORG_NAME_PARTS[locale];
  if (locale === 'en') {
    return r.chance(0.5)
      ? `${r.pick(parts.prefixes)} ${r.pick(parts.words)} ${r.pick(parts.suffixes)}`
      : `${city} ${r.pick(AREA_LABELS[area].en)} ${r.pick(parts.suffixes)}`;
  }
  const base = `${r.pick(parts.prefixes)} ${r.pick(parts.words)}`;
  return r.chance(0.4) ? `${base} de ${city}` : base;
}

function makeListing(
  r: Random,
  id: number,
  org: OrgRow,
  country: string,
  pickPlace: (country: string) => PlaceRow,
  reference: number,
): ListingRow {
  const type = r.weighted(TYPE_WEIGHTS);
  const locale = org.locale;
  const locationType: LocationType =
    type === 'EVENT'
      ? r.weighted([
          ['ONSITE', 75],
          ['REMOTE', 25],
        ])
      : r.weighted([
          ['ONSITE', 76],
          ['REMOTE', 10],
          ['HYBRID', 14],
        ]);
  const place = locationType === 'REMOTE' ? null : r.chance(0.6) ? null : pickPlace(country);
  const placeId = locationType === 'REMOTE' ? null : (place?.id ?? org.place_id);
  // Skewed towards recent days, as on a live site (a few from the last day, most within a month).
  const publishedAt = reference - Math.floor(r.float() ** 1.5 * 60 * DAY);
  let area: AreaOfFocus = r.pick(org.areas_of_focus);
  let functions: string[];
  let title: string;
  let salary: Salary | null = null;
  const row: Partial<ListingRow> = {};

  switch (type) {
    case 'JOB': {
      const role = r.pick(ROLES);
      functions = [role.fn];
      const areaLabel = r.pick(AREA_LABELS[area][locale]);
      const roleTitle = r.pick(role.title[locale]);
      title =
        locale === 'en'
          ? `${roleTitle}, ${areaLabel}`
          : r.chance(0.5)
            ? `${roleTitle} – ${areaLabel}`
            : roleTitle;
      if (r.chance(0.75)) salary = jobSalary(r, country, role.level, r.chance(0.15) ? 0.55 : 1);
      Object.assign(row, {
        synonym_id: role.family,
        job_type: r.weighted([
          [JOB_TYPES[0], 78],
          [JOB_TYPES[1], 12],
          [JOB_TYPES[2], 7],
          [JOB_TYPES[3], 3],
        ]),
        professional_level: role.level,
        education: r.pick(EDUCATION_LEVELS.slice(1, 5)),
      });
      break;
    }
    case 'INTERNSHIP': {
      const subject = r.pick(INTERN_SUBJECTS);
      functions = [subject.fn];
      const s = r.pick(subject.subject[locale]);
      title = { en: `${s} Intern`, es: `Pasantía en ${s}`, pt: `Estágio em ${s}` }[locale];
      const paid = r.chance(0.6);
      if (paid) salary = internshipStipend(r, country);
      Object.assign(row, {
        payment: paid ? 'PAID' : 'UNPAID',
        education: 'HIGH_SCHOOL',
        synonym_id: subject.family,
        job_type: r.chance(0.7) ? 'PART_TIME' : 'FULL_TIME',
      });
      break;
    }
    case 'VOLOP': {
      const volunteer = r.pick(VOLUNTEER_ROLES);
      area = volunteer.area;
      functions = [r.pick(FUNCTIONS)];
      title = r.pick(volunteer.title[locale]);
      Object.assign(row, { action_type: volunteer.action, source: listingSource(r) });
      if (r.chance(0.5)) {
        const starts = publishedAt + r.int(3, 40) * DAY;
        Object.assign(row, { starts_at: iso(starts), ends_at: iso(starts + r.int(1, 90) * DAY) });
      }
      break;
    }
    case 'EVENT': {
      const event = r.pick(EVENTS);
      area = event.area;
      functions = [event.fn];
      title = r.pick(event.title[locale]);
      Object.assign(row, { action_type: event.action, source: listingSource(r) });
      const starts = Math.floor((publishedAt + r.int(7, 75) * DAY) / 3_600_000) * 3_600_000;
      Object.assign(row, { starts_at: iso(starts), ends_at: iso(starts + r.int(2, 8) * 3_600_000) });
      break;
    }
  }

  const cityName = placeId === null ? null : (place?.names[locale] ?? null);
  return {
    id,
    listing_type: type,
    status: r.chance(0.03) ? 'UNPUBLISHED' : 'PUBLISHED',
    locale,
    title,
    slug: slugify(title),
    description: LISTING_DESCRIPTIONS[locale](r, {
      title,
      org: org.name,
      city: cityName,
      area: r.pick(AREA_LABELS[area][locale]),
    }),
    org_id: org.id,
    place_id: placeId,
    location_type: locationType,
    functions,
    areas_of_focus: [...new Set([area, ...org.areas_of_focus.slice(0, 1)])],
    job_type: null,
    professional_level: null,
    education: null,
    payment: null,
    action_type: null,
    source: null,
    synonym_id: null,
    salary_minimum: salary?.minimum ?? null,
    salary_maximum: salary?.maximum ?? null,
    salary_currency: salary?.currency ?? null,
    salary_period: salary?.period ?? null,
    starts_at: null,
    ends_at: null,
    ...row,
    published_at: iso(publishedAt),
    // Open for the lifecycle's default time (docs/product/listings.md "Listing lifecycle").
    expires_at: defaultExpiry(type, publishedAt).toISOString(),
  };
}
