import type {
  AreaOfFocus,
  EducationLevel,
  JobFunction,
  JobType,
  Lang,
  ListingStatus,
  ListingType,
  LocationType,
  OrgType,
  PaymentType,
  ProfessionalLevel,
  SalaryPeriod,
  ApplyMethod,
  Benefit,
} from '@opengood/contracts';
import { PLACE_SELECT, type PlaceColumns } from '../places';
import type { StoredOrgStatus } from './listingLifecycle';

/** One listing as LISTING_SELECT returns it: snake_case, with its organisation and place joined. */
export interface ListingRecord extends PlaceColumns {
  id: number;
  listing_type: ListingType;
  status: ListingStatus;
  locale: Lang;
  title: string;
  slug: string;
  description: string;
  location_type: LocationType;
  functions: JobFunction[];
  areas_of_focus: AreaOfFocus[];
  job_type: JobType | null;
  professional_level: ProfessionalLevel | null;
  education: EducationLevel | null;
  payment: PaymentType | null;
  salary_minimum: number | null;
  salary_maximum: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  starts_at: Date | null;
  ends_at: Date | null;
  published_at: Date;
  expires_at: Date | null;
  /** When it was last changed (saved, or a lifecycle transition): the sitemap's lastmod. */
  updated_at: Date;
  /** How to apply, as its organisation posted it (null on seeded listings: on the site). */
  apply_method: ApplyMethod | null;
  apply_url: string | null;
  apply_email: string | null;
  remote_countries: string[];
  benefits: Benefit[];
  org_id: number;
  org_name: string;
  org_slug: string;
  org_type: OrgType;
  org_status: StoredOrgStatus;
}

export const LISTING_SELECT = `
  l.id, l.listing_type, l.status, l.locale, l.title, l.slug, l.description, l.location_type,
  l.functions, l.areas_of_focus, l.job_type, l.professional_level, l.education, l.payment,
  l.salary_minimum, l.salary_maximum, l.salary_currency, l.salary_period,
  l.starts_at, l.ends_at, l.published_at, l.expires_at, l.updated_at,
  l.apply_method, l.apply_url, l.apply_email, l.remote_countries, l.benefits,
  o.id AS org_id, o.name AS org_name, o.slug AS org_slug, o.org_type, o.status AS org_status,
  ${PLACE_SELECT}`;

export const LISTING_FROM = `
  listings l
  JOIN organizations o ON o.id = l.org_id
  LEFT JOIN places p ON p.id = l.place_id`;
