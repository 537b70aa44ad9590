import type { Lang, SavingSearchStatus } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { APPLICANT_FLAGS_COLUMNS } from '../applicantprofile/applicantProfileRepository';
import { findIntakeIntents } from '../intake/intakeRepository';
import { SAVED_LISTING_REFS_COLUMN, type SavedListingRef } from '../savedlistings/savedListingRepository';
import { findSavedSearchSummary } from '../savedsearches/savedSearchRepository';
import { PUBLIC_PROFILE_FLAGS_COLUMNS } from '../usersettings/userSettingsRepository';

export interface UserRecord {
  id: number;
  email: string;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  lang: Lang;
  is_staff: boolean;
  just_signed_up_with_provider: boolean;
  created_at: Date | string;
  orgs: { id: number; name: string }[];
  /** The savedlistings module's { id, type } list and the applicant profile's flags (their columns). */
  saved_listings: SavedListingRef[];
  resume_id: string | null;
  is_recruitable: boolean | null;
  /** The usersettings module's public profile: turned on, and published. */
  has_profile_feature: boolean;
  has_published_profile: boolean;
  /** When the user answered the intake question (the intake module's), or null. */
  intake_intents_set_at: Date | string | null;
  /** The user's saved searches (the savedsearches module's): ids newest first, and the saving status. */
  saved_searches: { ids: number[]; status: SavingSearchStatus | null };
}

const USER_SELECT = `
  SELECT u.id, u.email, u.email_verified, u.first_name, u.last_name, u.lang, u.is_staff,
         u.just_signed_up_with_provider, u.created_at,
         coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) ORDER BY o.id)
                  FILTER (WHERE o.id IS NOT NULL), '[]') AS orgs,
         ${SAVED_LISTING_REFS_COLUMN},
         ${APPLICANT_FLAGS_COLUMNS},
         ${PUBLIC_PROFILE_FLAGS_COLUMNS}
    FROM users u
    LEFT JOIN org_admins oa ON oa.user_id = u.id
    LEFT JOIN organizations o ON o.id = oa.org_id`;

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const { rows } = await db.query<Omit<UserRecord, 'intake_intents_set_at' | 'saved_searches'>>(
    `${USER_SELECT} WHERE u.id = $1 GROUP BY u.id`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const intake = await findIntakeIntents(db, id);
  const savedSearches = await findSavedSearchSummary(db, id);
  return { ...row, intake_intents_set_at: intake?.set_at ?? null, saved_searches: savedSearches };
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS found',
    [email],
  );
  return rows[0]?.found ?? false;
}

/** Marks the address verified if it is still the user's (false when the user has another one since). */
export async function markEmailVerified(db: Db, id: number, address: string): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE users SET email_verified = true, updated_at = now()
      WHERE id = $1 AND lower(email) = lower($2) RETURNING id`,
    [id, address],
  );
  return rows.length > 0;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  lang?: Lang;
}

/**
 * Saves names and language; the display name (better-auth's `name`) follows the names. Saving the
 * profile also ends the just-signed-up-with-a-provider state (FINISH_OAUTH_SIGNUP is done).
 */
export async function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<void> {
  await db.query(
    `UPDATE users SET
       first_name = coalesce($2, first_name),
       last_name  = coalesce($3, last_name),
       lang       = coalesce($4, lang),
       name       = coalesce(nullif(trim(concat_ws(' ', coalesce($2, first_name), coalesce($3, last_name))), ''), email),
       just_signed_up_with_provider = false,
       updated_at = now()
     WHERE id = $1`,
    [id, changes.firstName ?? null, changes.lastName ?? null, changes.lang ?? null],
  );
}

/** Organisations this user administers alone (deleting the account would leave them without an admin). */
export async function orgsAdministeredAlone(db: Db, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ org_id: number }>(
    `SELECT oa.org_id FROM org_admins oa
      WHERE oa.user_id = $1
        AND NOT EXISTS (SELECT 1 FROM org_admins other WHERE other.org_id = oa.org_id AND other.user_id <> $1)
      ORDER BY oa.org_id`,
    [userId],
  );
  return rows.map((r) => r.org_id);
}

/**
 * Deletes the user: every table referencing users(id) does so ON DELETE CASCADE, so their rows go too.
 * Single-use values naming the user (reset and verification tokens) are not foreign keys: delete them here.
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSingleUseValues(tx, userId);
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  });
}

/**
 * Spends every single-use value naming the user: reset, verification and undo tokens (an undo's value is
 * the id, a space and the old address).
 */
export async function deleteSingleUseValues(db: Db, userId: number): Promise<void> {
  await db.query(`DELETE FROM verifications WHERE value = $1 OR value LIKE $1 || ' %'`, [String(userId)]);
}
