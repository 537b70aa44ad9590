// Row shapes as the SQL below returns them (snake_case, one row per listing/org with its joins).

export interface PlaceColumns {
  city: string | null;
  state_code: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface OrgRef {
  org_id: number;
  org_name: string;
  org_slug: string;
  org_type: string;
  org_status: 'PUBLISHED' | 'FROZEN';
}

export interface ListingRecord extends PlaceColumns, OrgRef {
  id: number;
  listing_type: 'JOB' | 'INTERNSHIP' | 'VOLOP' | 'EVENT';
  status: 'PUBLISHED' | 'UNPUBLISHED';
  locale: string;
  title: string;
  slug: string;
  description: string;
  location_type: 'ONSITE' | 'REMOTE' | 'HYBRID';
  functions: string[];
  areas_of_focus: string[];
  job_type: string | null;
  professional_level: string | null;
  education: string | null;
  payment: string | null;
  salary_minimum: number | null;
  salary_maximum: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  published_at: Date;
  expires_at: Date | null;
}

export interface OrgRecord extends PlaceColumns {
  id: number;
  name: string;
  slug: string;
  org_type: string;
  locale: string;
  description: string;
  website: string | null;
  areas_of_focus: string[];
  status: 'PUBLISHED' | 'FROZEN';
  created_at: Date;
}

export const PLACE_SELECT = 'p.name AS city, p.state_code, p.country_code, p.latitude, p.longitude';

export const LISTING_SELECT = `
  l.id, l.listing_type, l.status, l.locale, l.title, l.slug, l.description, l.location_type,
  l.functions, l.areas_of_focus, l.job_type, l.professional_level, l.education, l.payment,
  l.salary_minimum, l.salary_maximum, l.salary_currency, l.salary_period,
  l.starts_at, l.ends_at, l.published_at, l.expires_at,
  o.id AS org_id, o.name AS org_name, o.slug AS org_slug, o.org_type, o.status AS org_status,
  ${PLACE_SELECT}`;

export const LISTING_FROM = `
  listings l
  JOIN organizations o ON o.id = l.org_id
  LEFT JOIN places p ON p.id = l.place_id`;

/** Ids are int4 in the schema; larger path ids simply match nothing instead of erroring in SQL. */
export const MAX_ID = 2_147_483_647;
