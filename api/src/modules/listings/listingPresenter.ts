import type {
  DashboardListing,
  HowToApply,
  ListingDetail,
  ListingSummary,
  OrgSummary,
  Salary,
} from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import { presentPlace } from '../places';
import { dashboardStatusOf, viewOf } from './listingLifecycle';
import type { ListingRecord } from './listingRows';

// Listing rows into the JSON shapes of the contracts (camelCase, ISO dates, nested objects).

export function presentOrgSummary(row: ListingRecord): OrgSummary {
  return { id: row.org_id, name: row.org_name, slug: row.org_slug, orgType: row.org_type };
}

/** A salary needs at least a minimum, its currency and its period; anything less is shown as none. */
export function presentSalary(row: ListingRecord): Salary | null {
  if (row.salary_minimum === null || row.salary_currency === null || row.salary_period === null) return null;
  return {
    minimum: row.salary_minimum,
    maximum: row.salary_maximum,
    currency: row.salary_currency,
    period: row.salary_period,
  };
}

export function presentListingSummary(row: ListingRecord): ListingSummary {
  return {
    id: row.id,
    type: row.listing_type,
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    org: presentOrgSummary(row),
    location: presentPlace(row),
    locationType: row.location_type,
    publishedAt: isoDate(row.published_at),
    salary: presentSalary(row),
  };
}

/** How to apply, when its organisation said (seeded listings do not: they take applications on the site). */
function presentHowToApply(row: ListingRecord): HowToApply | undefined {
  if (row.apply_method === null) return undefined;
  return { method: row.apply_method, url: row.apply_url, email: row.apply_email };
}

/**
 * The detail answer: the published view while the public may see the page (listingLifecycle.ts), else the
 * unpublished one. The admins' preview asks for the published view whatever the state (`view`).
 */
export function presentListingDetail(
  row: ListingRecord,
  now: Date | number = Date.now(),
  view: 'PUBLISHED' | 'UNPUBLISHED' = viewOf(row, now),
): ListingDetail {
  const identity = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    org: presentOrgSummary(row),
  };
  if (view === 'UNPUBLISHED') {
    switch (row.listing_type) {
      case 'JOB':
        return { type: 'UNPUBLISHED_JOB', listingType: 'JOB', ...identity };
      case 'INTERNSHIP':
        return { type: 'UNPUBLISHED_INTERNSHIP', listingType: 'INTERNSHIP', ...identity };
      case 'VOLOP':
        return { type: 'UNPUBLISHED_VOLOP', listingType: 'VOLOP', ...identity };
      case 'EVENT':
        return { type: 'UNPUBLISHED_EVENT', listingType: 'EVENT', ...identity };
    }
  }
  const common = {
    ...identity,
    description: row.description,
    locationType: row.location_type,
    location: presentPlace(row),
    functions: row.functions,
    areasOfFocus: row.areas_of_focus,
    publishedAt: isoDate(row.published_at),
    expiresAt: isoDate(row.expires_at),
    // Open to these countries only (docs/product/listings.md); none: anywhere.
    ...(row.location_type === 'REMOTE' && row.remote_countries.length > 0
      ? { remoteCountries: row.remote_countries }
      : {}),
  };
  const howToApply = presentHowToApply(row);
  const hiring = {
    ...(row.benefits.length > 0 ? { benefits: row.benefits } : {}),
    ...(howToApply ? { howToApply } : {}),
  };
  const dates = { startsAt: isoDate(row.starts_at), endsAt: isoDate(row.ends_at) };
  switch (row.listing_type) {
    case 'JOB':
      return {
        type: 'JOB',
        listingType: 'JOB',
        ...common,
        jobType: row.job_type,
        professionalLevel: row.professional_level,
        education: row.education,
        salary: presentSalary(row),
        ...hiring,
      };
    case 'INTERNSHIP':
      return {
        type: 'INTERNSHIP',
        listingType: 'INTERNSHIP',
        ...common,
        payment: row.payment,
        education: row.education,
        salary: presentSalary(row),
        ...hiring,
      };
    case 'VOLOP':
      return { type: 'VOLOP', listingType: 'VOLOP', ...common, ...dates };
    case 'EVENT':
      return { type: 'EVENT', listingType: 'EVENT', ...common, ...dates };
  }
}

/** An organisation's dashboard row: the summary and where the listing is in its lifecycle. */
export function presentDashboardListing(
  row: ListingRecord,
  now: Date | number = Date.now(),
): DashboardListing {
  return { ...presentListingSummary(row), status: dashboardStatusOf(row, now) };
}
