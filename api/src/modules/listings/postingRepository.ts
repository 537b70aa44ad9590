import type {
  ApplyMethod,
  AreaOfFocus,
  Benefit,
  EducationLevel,
  JobFunction,
  JobType,
  Lang,
  ListingType,
  LocationType,
  PaymentType,
  ProfessionalLevel,
  SalaryPeriod,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { noteIndexing, noteIndexingSql } from './indexingNotices';
import {
  indexingNoticeOf,
  liveOrgSql,
  unrecordedExpirySql,
  type StoredChange,
  type StoredListingStatus,
} from './listingLifecycle';

// The SQL of posting (docs/product/organisations.md#posting-a-listing): an organisation's listings as its
// admins write them. Every write bumps `version`, the stale-save check's counter.

/** A listing as its organisation edits it. */
export interface PostingRow {
  id: number;
  org_id: number;
  listing_type: ListingType;
  status: StoredListingStatus;
  version: number;
  title: string;
  slug: string;
  description: string;
  locale: Lang;
  place_id: number | null;
  /** The place's name in the listing's language (the form's location input shows it). */
  place_name: string | null;
  location_type: LocationType;
  remote_countries: string[];
  job_type: JobType | null;
  professional_level: ProfessionalLevel | null;
  education: EducationLevel | null;
  payment: PaymentType | null;
  functions: JobFunction[];
  areas_of_focus: AreaOfFocus[];
  benefits: Benefit[];
  salary_minimum: number | null;
  salary_maximum: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  apply_method: ApplyMethod | null;
  apply_url: string | null;
  apply_email: string | null;
  expires_at: Date | string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  time_zone: string | null;
  published_at: Date | string;
  updated_at: Date | string;
  application_count: number;
}

const POSTING_SELECT = `l.id, l.org_id, l.listing_type, l.status, l.version, l.title, l.slug, l.description, l.locale,
  l.place_id, (SELECT coalesce(p.names->>l.locale, p.name) FROM places p WHERE p.id = l.place_id) AS place_name, l.location_type,
  l.remote_countries, l.job_type, l.professional_level, l.education, l.payment, l.functions, l.areas_of_focus,
  l.benefits, l.salary_minimum, l.salary_maximum, l.salary_currency::text AS salary_currency,
  l.salary_period, l.apply_method, l.apply_url, l.apply_email, l.expires_at, l.starts_at, l.ends_at,
  l.time_zone, l.published_at, l.updated_at,
  (SELECT count(*)::int FROM applications a WHERE a.listing_id = l.id) AS application_count`;

/** The columns a draft's form writes. */
export interface PostingFields {
  listing_type: ListingType;
  title: string;
  slug: string;
  description: string;
  locale: Lang;
  place_id: number | null;
  location_type: LocationType;
  remote_countries: string[];
  job_type: JobType | null;
  professional_level: ProfessionalLevel | null;
  education: EducationLevel | null;
  payment: PaymentType | null;
  functions: JobFunction[];
  areas_of_focus: AreaOfFocus[];
  benefits: Benefit[];
  salary_minimum: number | null;
  salary_maximum: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  apply_method: ApplyMethod;
  apply_url: string | null;
  apply_email: string | null;
  expires_at: Date | null;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string | null;
}

const FIELD_COLUMNS = [
  'listing_type',
  'title',
  'slug',
  'description',
  'locale',
  'place_id',
  'location_type',
  'remote_countries',
  'job_type',
  'professional_level',
  'education',
  'payment',
  'functions',
  'areas_of_focus',
  'benefits',
  'salary_minimum',
  'salary_maximum',
  'salary_currency',
  'salary_period',
  'apply_method',
  'apply_url',
  'apply_email',
  'expires_at',
  'starts_at',
  'ends_at',
  'time_zone',
] as const satisfies readonly (keyof PostingFields)[];

/** A stored listing's form fields (a repost copies them). */
export function fieldsOfRow(row: PostingRow): PostingFields {
  const at = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    listing_type: row.listing_type,
    title: row.title,
    slug: row.slug,
    description: row.description,
    locale: row.locale,
    place_id: row.place_id,
    location_type: row.location_type,
    remote_countries: row.remote_countries,
    job_type: row.job_type,
    professional_level: row.professional_level,
    education: row.education,
    payment: row.payment,
    functions: row.functions,
    areas_of_focus: row.areas_of_focus,
    benefits: row.benefits,
    salary_minimum: row.salary_minimum,
    salary_maximum: row.salary_maximum,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    // Seeded listings carry no method: they take applications on the site.
    apply_method: row.apply_method ?? 'SITE',
    apply_url: row.apply_url,
    apply_email: row.apply_email,
    expires_at: at(row.expires_at),
    starts_at: at(row.starts_at),
    ends_at: at(row.ends_at),
    time_zone: row.time_zone,
  };
}

/**
 * A new draft of a live organisation (not deleted), dated `now` until it is published; null when there is
 * no such organisation.
 */
export async function insertDraft(
  db: Db,
  orgId: number,
  fields: PostingFields,
  now: Date,
): Promise<number | null> {
  const values = FIELD_COLUMNS.map((c) => fields[c]);
  const params = values.map((_v, i) => `$${i + 3}`).join(', ');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO listings (org_id, published_at, status, ${FIELD_COLUMNS.join(', ')})
     SELECT o.id, $2, 'DRAFT', ${params} FROM organizations o WHERE o.id = $1 AND ${liveOrgSql('o')}
     RETURNING id`,
    [orgId, now, ...values],
  );
  return rows[0]?.id ?? null;
}

/** One listing of a live organisation (locked for the transaction's write when `lock`), or null. */
export async function findOrgListing(
  db: Db,
  orgId: number,
  listingId: number,
  lock = false,
): Promise<PostingRow | null> {
  const { rows } = await db.query<PostingRow>(
    `SELECT ${POSTING_SELECT} FROM listings l JOIN organizations o ON o.id = l.org_id
     WHERE l.id = $1 AND l.org_id = $2 AND ${liveOrgSql('o')}${lock ? ' FOR UPDATE OF l' : ''}`,
    [listingId, orgId],
  );
  return rows[0] ?? null;
}

/** Every listing of a live organisation, newest first. */
export async function findOrgListings(db: Db, orgId: number): Promise<PostingRow[]> {
  const { rows } = await db.query<PostingRow>(
    `SELECT ${POSTING_SELECT} FROM listings l JOIN organizations o ON o.id = l.org_id
     WHERE l.org_id = $1 AND ${liveOrgSql('o')} ORDER BY l.published_at DESC, l.id DESC`,
    [orgId],
  );
  return rows;
}

/** Whether the organisation exists and is not deleted. */
export async function orgIsLive(db: Db, orgId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM organizations o WHERE o.id = $1 AND ${liveOrgSql('o')}`, [
    orgId,
  ]);
  return rows.length > 0;
}

/** The form's fields, one version later. */
export async function updateFields(db: Db, listingId: number, fields: PostingFields): Promise<void> {
  const sets = FIELD_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await db.query(`UPDATE listings SET ${sets}, version = version + 1, updated_at = now() WHERE id = $1`, [
    listingId,
    ...FIELD_COLUMNS.map((c) => fields[c]),
  ]);
}

/**
 * What a lifecycle transition stores (listingLifecycle.ts `transition`), one version later and dated now
 * (the sitemap's lastmod). The one place a transition is stored, so the one place its search-engine
 * notice is written (indexingNotices.ts): going live is URL_UPDATED, being taken down URL_DELETED; waiting
 * for payment changes nothing the public sees.
 */
export async function storeChange(db: Db, listingId: number, change: StoredChange): Promise<void> {
  const columns = (['status', 'published_at', 'expires_at', 'expired_at'] as const).filter(
    (c) => change[c] !== undefined,
  );
  const sets = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await db.query(`UPDATE listings SET ${sets}, version = version + 1, updated_at = now() WHERE id = $1`, [
    listingId,
    ...columns.map((c) => change[c]),
  ]);
  const notice = indexingNoticeOf(change);
  if (notice) await noteIndexing(db, [listingId], notice);
}

/**
 * Records, as of `now`, that the deadline of every published listing whose deadline has come has passed
 * (`expired_at`, and its last change then: the sitemap's lastmod), with a URL_DELETED notice for the
 * search engines; answers their ids. Run again, it finds none of them.
 */
export async function recordExpiries(db: Db, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH expired AS (
       UPDATE listings l SET expired_at = l.expires_at, updated_at = l.expires_at
        WHERE ${unrecordedExpirySql('l', '$1::timestamptz')} RETURNING l.id
     ), noted AS (${noteIndexingSql('expired', 'URL_DELETED')})
     SELECT id FROM expired`,
    [now],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
