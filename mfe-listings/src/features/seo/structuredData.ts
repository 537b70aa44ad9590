import type {
  EventDetail,
  InternshipDetail,
  JobDetail,
  JobType,
  OrgProfile,
  PlaceSummary,
  PublishedListingDetail,
  Salary,
} from '@opengood/contracts';
import type { StructuredData } from '@opengood/platform';
import { applicantLocationRequirements } from './applicantLocation';
import { applyMethod } from '../hiring/listingState';
import { excerpt } from './excerpt';

// schema.org objects for the detail pages' JSON-LD. Pure: the same on the server (where the gateway writes
// them into the HTML) and in the browser (where the head manager replaces them after navigation).

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function postalAddress(place: PlaceSummary): StructuredData {
  return {
    '@type': 'PostalAddress',
    addressLocality: place.city,
    ...(place.stateCode ? { addressRegion: place.stateCode } : {}),
    addressCountry: place.countryCode,
  };
}

function placeOf(location: PlaceSummary): StructuredData {
  return {
    '@type': 'Place',
    name: location.text,
    address: postalAddress(location),
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
  };
}

/** Google's employmentType values; an internship is INTERN whatever else it is. */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  TEMPORARY: 'TEMPORARY',
};

/** schema.org unitText for a salary period: the contract's periods are exactly Google's units. */
export function baseSalary(salary: Salary): StructuredData {
  return {
    '@type': 'MonetaryAmount',
    currency: salary.currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(salary.maximum !== null && salary.maximum > salary.minimum
        ? { minValue: salary.minimum, maxValue: salary.maximum }
        : { value: salary.minimum }),
      unitText: salary.period,
    },
  };
}

export interface OrgRef {
  name: string;
  /** Absolute URL of the organisation's profile on the site. */
  url: string;
}

function organizationRef(org: OrgRef): StructuredData {
  return { '@type': 'Organization', name: org.name, url: org.url };
}

/**
 * Google's job-posting guidelines: title, description (HTML allowed), datePosted, hiringOrganization,
 * jobLocation or jobLocationType TELECOMMUTE (+ applicantLocationRequirements when the data names a
 * country: see applicantLocation.ts), validThrough when the listing expires; employmentType and
 * baseSalary when known; directApply when applicants apply on the page itself (its form), not when the
 * organisation takes applications on its own site or by mail.
 */
export function jobPosting(
  listing: JobDetail | InternshipDetail,
  o: { url: string; org: OrgRef },
): StructuredData {
  const employmentType =
    listing.type === 'INTERNSHIP' ? 'INTERN' : listing.jobType ? EMPLOYMENT_TYPES[listing.jobType] : null;
  const remote = listing.locationType !== 'ONSITE';
  const location = listing.location;
  // The countries the organisation named come first: they are what it asked for (docs/product/organisations.md#posting-a-listing).
  const countries = listing.remoteCountries ?? [];
  const applicantArea = !remote
    ? null
    : countries.length > 0
      ? countries.map((code) => ({ '@type': 'Country', name: code }))
      : applicantLocationRequirements(location);
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: listing.title,
    description: listing.description,
    datePosted: listing.publishedAt,
    ...(listing.expiresAt ? { validThrough: listing.expiresAt } : {}),
    hiringOrganization: organizationRef(o.org),
    // A hybrid job is both: an office to come to and work from home (Google: jobLocation + TELECOMMUTE).
    ...(location && listing.locationType !== 'REMOTE'
      ? { jobLocation: { '@type': 'Place', address: postalAddress(location) } }
      : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(applicantArea ? { applicantLocationRequirements: applicantArea } : {}),
    ...(employmentType ? { employmentType } : {}),
    ...(listing.salary ? { baseSalary: baseSalary(listing.salary) } : {}),
    directApply: applyMethod(listing).method === 'SITE',
    url: o.url,
    identifier: { '@type': 'PropertyValue', name: o.org.name, value: String(listing.id) },
  };
}

const ATTENDANCE = {
  ONSITE: 'https://schema.org/OfflineEventAttendanceMode',
  REMOTE: 'https://schema.org/OnlineEventAttendanceMode',
  HYBRID: 'https://schema.org/MixedEventAttendanceMode',
} as const;

/** An Event; null when it has no start date (schema.org's and Google's one required date). */
export function event(listing: EventDetail, o: { url: string; org: OrgRef }): StructuredData | null {
  if (!listing.startsAt) return null;
  const places: StructuredData[] = [];
  if (listing.locationType !== 'REMOTE' && listing.location) places.push(placeOf(listing.location));
  // The event's own link is given to attendees on the page: the page is where to join from.
  if (listing.locationType !== 'ONSITE') places.push({ '@type': 'VirtualLocation', url: o.url });
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: listing.title,
    description: excerpt(listing.description, 5000) ?? listing.title,
    startDate: listing.startsAt,
    ...(listing.endsAt ? { endDate: listing.endsAt } : {}),
    eventAttendanceMode: ATTENDANCE[listing.locationType],
    eventStatus: 'https://schema.org/EventScheduled',
    ...(places.length === 1 ? { location: places[0] } : places.length > 1 ? { location: places } : {}),
    organizer: organizationRef(o.org),
    url: o.url,
  };
}

/** An organisation's profile: who it is, its logo, where, and its own website (sameAs). */
export function organization(org: OrgProfile, o: { url: string; logo?: string | null }): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: org.name,
    url: o.url,
    ...(o.logo ? { logo: o.logo } : {}),
    ...(org.description ? { description: excerpt(org.description, 5000) } : {}),
    ...(org.location ? { address: postalAddress(org.location) } : {}),
    ...(org.website ? { sameAs: [org.website] } : {}),
  };
}

/**
 * The listing's own schema.org object. Volunteer opportunities get none: schema.org has no volunteering
 * type (VolunteerAction does not exist), and a JobPosting would put unpaid work in job search results, so
 * their pages carry the BreadcrumbList only.
 */
export function listingStructuredData(
  listing: PublishedListingDetail,
  o: { url: string; org: OrgRef },
): StructuredData | null {
  switch (listing.type) {
    case 'JOB':
    case 'INTERNSHIP':
      return jobPosting(listing, o);
    case 'EVENT':
      return event(listing, o);
    default:
      return null;
  }
}
