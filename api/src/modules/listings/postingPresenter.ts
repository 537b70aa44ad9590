import type { ListingQuestion, OrgListing } from '@opengood/contracts';
import { dashboardStatusOf } from './listingLifecycle';
import type { PostingRow } from './postingRepository';

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

/** A listing as its organisation's admins see and edit it, with its lifecycle state at `now`. */
export function presentOrgListing(
  row: PostingRow,
  now: Date,
  questions: readonly ListingQuestion[] = [],
): OrgListing {
  return {
    id: row.id,
    listingType: row.listing_type,
    status: dashboardStatusOf(row, now),
    version: row.version,
    title: row.title,
    description: row.description,
    locale: row.locale,
    placeId: row.place_id === null ? null : String(row.place_id),
    placeName: row.place_name,
    locationType: row.location_type,
    remoteCountries: row.remote_countries,
    jobType: row.job_type,
    professionalLevel: row.professional_level,
    education: row.education,
    payment: row.payment,
    functions: row.functions,
    areasOfFocus: row.areas_of_focus,
    benefits: row.benefits,
    // Screening questions (listing_questions), in order, each with the id its answers are stored under.
    questions: questions.map(({ id, prompt, required }) => ({ id, prompt, required })),
    salaryMinimum: row.salary_minimum,
    salaryMaximum: row.salary_maximum,
    salaryCurrency: row.salary_currency,
    salaryPeriod: row.salary_period,
    // Seeded listings carry no method: they take applications on the site.
    applyMethod: row.apply_method ?? 'SITE',
    applyUrl: row.apply_url,
    applyEmail: row.apply_email,
    deadline: isoOrNull(row.expires_at),
    startsAt: isoOrNull(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    timeZone: row.time_zone,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    applicationCount: row.application_count,
  };
}
