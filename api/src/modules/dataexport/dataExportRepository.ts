import type { Db } from '../../platform/db/db';
import { findListingRefs } from '../listings';

// Reads, for one user, every table of the other modules that holds their rows. Each query is keyed by the
// user's id and nothing else: another user's rows cannot come back. Listings are named by the listings
// module (type and title).

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export async function exportUser(db: Db, userId: number) {
  const { rows } = await db.query<{
    id: number;
    email: string;
    email_verified: boolean;
    first_name: string | null;
    last_name: string | null;
    lang: string;
    created_at: Date | string;
  }>('SELECT id, email, email_verified, first_name, last_name, lang, created_at FROM users WHERE id = $1', [
    userId,
  ]);
  const u = rows[0];
  if (!u) return null;
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.email_verified,
    firstName: u.first_name,
    lastName: u.last_name,
    lang: u.lang,
    created: iso(u.created_at)!,
  };
}

export async function exportApplicantProfile(db: Db, userId: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT (SELECT f.public_id FROM files f WHERE f.id = p.resume_file_id) AS "resumeId",
            is_recruitable AS "isRecruitable", skills,
            willing_to_work_onsite AS "willingToWorkOnsite", willing_to_work_remote AS "willingToWorkRemote",
            willing_to_work_hybrid AS "willingToWorkHybrid", willing_to_work_part_time AS "willingToWorkPartTime",
            user_location AS "userLocation", updated_at AS "updatedAt"
       FROM applicant_profiles p WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { ...row, updatedAt: iso(row.updatedAt as Date) } : null;
}

export async function exportWorkHistory(db: Db, userId: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id, title, organization, start_month AS "startMonth", end_month AS "endMonth", current, description,
            created_at AS "createdAt"
       FROM work_history_jobs WHERE user_id = $1 ORDER BY start_month DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt as Date) }));
}

/** The résumés' metadata (names, types, sizes, dates); the files themselves download from the profile page. */
export async function exportResumes(db: Db, userId: number) {
  const { rows } = await db.query<{
    public_id: string;
    name: string;
    media_type: string;
    size: number;
    created_at: Date;
  }>(
    `SELECT public_id, name, media_type, size, created_at FROM files
      WHERE owner_id = $1 AND purpose = 'RESUME' ORDER BY id`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.public_id,
    name: r.name,
    mediaType: r.media_type,
    size: r.size,
    uploadedAt: iso(r.created_at)!,
  }));
}

export async function exportSavedListings(db: Db, userId: number) {
  const { rows } = await db.query<{ listing_id: number; saved_at: Date }>(
    `SELECT listing_id, saved_at FROM saved_listings WHERE user_id = $1 ORDER BY saved_at DESC, listing_id DESC`,
    [userId],
  );
  const refs = new Map(
    (
      await findListingRefs(
        db,
        rows.map((r) => r.listing_id),
      )
    ).map((l) => [l.id, l]),
  );
  return rows.flatMap((r) => {
    const listing = refs.get(r.listing_id);
    return listing
      ? [{ id: listing.id, type: listing.type, title: listing.title, savedAt: iso(r.saved_at)! }]
      : [];
  });
}

export async function exportSavedSearches(db: Db, userId: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id, name, text, search_type AS "type", filters, location, radius, notify_by_email AS "notifyByEmail",
            created_at AS "createdAt"
       FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt as Date) }));
}

export async function exportApplications(db: Db, userId: number) {
  const { rows } = await db.query<Record<string, unknown> & { listingId: number }>(
    `SELECT a.id, a.kind, a.status, a.listing_id AS "listingId",
            a.cover_letter AS "coverLetter", a.answers, a.profile,
            (SELECT f.public_id FROM files f WHERE f.id = a.resume_file_id) AS "resumeId",
            a.created_at AS "createdAt", a.updated_at AS "updatedAt"
       FROM applications a
      WHERE a.user_id = $1 ORDER BY a.updated_at DESC, a.id DESC`,
    [userId],
  );
  const refs = new Map(
    (
      await findListingRefs(
        db,
        rows.map((r) => r.listingId),
      )
    ).map((l) => [l.id, l]),
  );
  return rows.flatMap(({ id, kind, status, listingId, ...rest }) => {
    const listing = refs.get(listingId);
    if (!listing) return [];
    return [
      {
        id,
        kind,
        status,
        listingId,
        listingType: listing.type,
        listingTitle: listing.title,
        ...rest,
        createdAt: iso(rest.createdAt as Date),
        updatedAt: iso(rest.updatedAt as Date),
      },
    ];
  });
}

/** When each session began, was last used and ends; never its token, address or browser. */
export async function exportSessions(db: Db, userId: number) {
  const { rows } = await db.query<{ created_at: Date; updated_at: Date; expires_at: Date }>(
    'SELECT created_at, updated_at, expires_at FROM sessions WHERE user_id = $1 ORDER BY created_at DESC',
    [userId],
  );
  return rows.map((r) => ({
    createdAt: iso(r.created_at)!,
    lastActiveAt: iso(r.updated_at)!,
    expiresAt: iso(r.expires_at)!,
  }));
}

export async function exportPaymentMethods(db: Db, userId: number) {
  const { rows } = await db.query<{
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    created_at: Date;
  }>(
    'SELECT brand, last4, exp_month, exp_year, created_at FROM payment_methods WHERE user_id = $1 ORDER BY created_at DESC',
    [userId],
  );
  return rows.map((r) => ({
    brand: r.brand,
    last4: r.last4,
    expMonth: r.exp_month,
    expYear: r.exp_year,
    created: iso(r.created_at)!,
  }));
}

/** Mails the user turned off for one organisation (org unsubscribe links), with the organisation's name. */
export async function exportOrgEmailOptOuts(db: Db, userId: number) {
  const { rows } = await db.query<{ org_id: number; name: string; kind: string; created_at: Date }>(
    `SELECT o.org_id, g.name, o.kind, o.created_at
       FROM org_email_opt_outs o JOIN organizations g ON g.id = o.org_id
      WHERE o.user_id = $1 ORDER BY o.created_at DESC`,
    [userId],
  );
  return rows.map((r) => ({ orgId: r.org_id, orgName: r.name, kind: r.kind, since: iso(r.created_at)! }));
}
