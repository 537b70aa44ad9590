import type { ListingRecord, OrgRecord, PlaceColumns } from '../repositories/rows';

/** Stored as URL-style words (social-enterprise); answered as codes like every other enum (SOCIAL_ENTERPRISE). */
export function orgTypeCode(value: string): string {
  return value.toUpperCase().replace(/-/g, '_');
}

// Turns rows into the JSON shapes the client reads (camelCase, ISO dates, nested objects).

export interface Location {
  text: string;
  city: string;
  stateCode: string | null;
  countryCode: string;
  latitude: number;
  longitude: number;
}

// Only in the US and Canada are state codes what people write after a city name.
const STATE_IN_TEXT = new Set(['US', 'CA']);

export function presentLocation(row: PlaceColumns): Location | null {
  if (row.city === null || row.country_code === null || row.latitude === null || row.longitude === null)
    return null;
  const parts = [row.city, STATE_IN_TEXT.has(row.country_code) ? row.state_code : null, row.country_code];
  return {
    text: parts.filter(Boolean).join(', '),
    city: row.city,
    stateCode: row.state_code,
    countryCode: row.country_code,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function presentOrgRef(row: ListingRecord) {
  return { id: row.org_id, name: row.org_name, slug: row.org_slug, orgType: orgTypeCode(row.org_type) };
}

export function presentSalary(row: ListingRecord) {
  if (row.salary_minimum === null || row.salary_currency === null) return null;
  return {
    minimum: row.salary_minimum,
    maximum: row.salary_maximum,
    currency: row.salary_currency,
    period: row.salary_period,
  };
}

/** Published here means the listing and its organisation are both visible to the public. */
export const isPublic = (row: ListingRecord) => row.status === 'PUBLISHED' && row.org_status === 'PUBLISHED';

export function presentListingSummary(row: ListingRecord) {
  return {
    id: row.id,
    type: row.listing_type,
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    org: presentOrgRef(row),
    location: presentLocation(row),
    locationType: row.location_type,
    publishedAt: iso(row.published_at),
    salary: presentSalary(row),
  };
}

export function presentListingDetail(row: ListingRecord) {
  const base = {
    id: row.id,
    listingType: row.listing_type,
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    org: presentOrgRef(row),
  };
  if (!isPublic(row)) return { type: `UNPUBLISHED_${row.listing_type}`, ...base };
  const common = {
    type: row.listing_type,
    ...base,
    description: row.description,
    locationType: row.location_type,
    location: presentLocation(row),
    functions: row.functions,
    areasOfFocus: row.areas_of_focus,
    publishedAt: iso(row.published_at),
    expiresAt: iso(row.expires_at),
  };
  switch (row.listing_type) {
    case 'JOB':
      return {
        ...common,
        jobType: row.job_type,
        professionalLevel: row.professional_level,
        education: row.education,
        salary: presentSalary(row),
      };
    case 'INTERNSHIP':
      return { ...common, payment: row.payment, education: row.education, salary: presentSalary(row) };
    case 'VOLOP':
    case 'EVENT':
      return { ...common, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) };
  }
}

export function presentOrg(row: OrgRecord, publicView: boolean) {
  const base = { id: row.id, name: row.name, slug: row.slug, orgType: orgTypeCode(row.org_type), locale: row.locale };
  if (publicView && row.status !== 'PUBLISHED') return { type: 'UNPUBLISHED_ORG' as const, ...base };
  return {
    type: 'ORG' as const,
    ...base,
    description: row.description,
    website: row.website,
    location: presentLocation(row),
    areasOfFocus: row.areas_of_focus,
    ...(publicView ? {} : { status: row.status, createdAt: iso(row.created_at) }),
  };
}

export function presentOrgSummary(row: OrgRecord) {
  return {
    id: row.id,
    type: 'ORG' as const,
    title: row.name,
    name: row.name,
    slug: row.slug,
    locale: row.locale,
    orgType: orgTypeCode(row.org_type),
    location: presentLocation(row),
    areasOfFocus: row.areas_of_focus,
  };
}
