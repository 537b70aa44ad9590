import type { Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

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
  orgs: { id: number; name: string; is_owner: boolean; selected: boolean }[];
}

// The organisations: each with whether the user owns it and whether it is the one they chose to work in
// (org_selections, written by the orgs module; docs/product/organisations.md#admins).
const USER_SELECT = `
  SELECT u.id, u.email, u.email_verified, u.first_name, u.last_name, u.lang, u.is_staff,
         u.just_signed_up_with_provider, u.created_at,
         coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'is_owner', oa.role = 'OWNER',
                                             'selected', s.org_id IS NOT NULL) ORDER BY o.id)
                  FILTER (WHERE o.id IS NOT NULL), '[]') AS orgs
    FROM users u
    LEFT JOIN org_admins oa ON oa.user_id = u.id
    LEFT JOIN organizations o ON o.id = oa.org_id
    LEFT JOIN org_selections s ON s.user_id = u.id AND s.org_id = o.id`;

/** The user's own row and the organisations they administer (the User's other parts: userFacts.ts). */
export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${USER_SELECT} WHERE u.id = $1 GROUP BY u.id`, [id]);
  return rows[0] ?? null;
}

/** Who a mail about the user goes to: address, names, language, and whether the address is confirmed. */
export interface Recipient {
  id: number;
  email: string;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  lang: Lang;
}

const RECIPIENT_COLUMNS = 'u.id, u.email, u.email_verified, u.first_name, u.last_name, u.lang';

/** The account that signs in with `email` (compared as better-auth stores it: trimmed, lower case). */
export async function findRecipientByEmail(db: Db, email: string): Promise<Recipient | null> {
  const { rows } = await db.query<Recipient>(`SELECT ${RECIPIENT_COLUMNS} FROM users u WHERE u.email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findRecipient(db: Db, userId: number): Promise<Recipient | null> {
  const { rows } = await db.query<Recipient>(`SELECT ${RECIPIENT_COLUMNS} FROM users u WHERE u.id = $1`, [
    userId,
  ]);
  return rows[0] ?? null;
}

/** Locks the user's row until the caller's transaction ends: one user's concurrent writes elsewhere wait in turn. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The admins of an organisation, in id order. */
export async function findOrgAdminRecipients(db: Db, orgId: number): Promise<Recipient[]> {
  const { rows } = await db.query<Recipient>(
    `SELECT ${RECIPIENT_COLUMNS} FROM org_admins oa JOIN users u ON u.id = oa.user_id
      WHERE oa.org_id = $1 ORDER BY u.id`,
    [orgId],
  );
  return rows;
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

/**
 * Organisations this user administers alone, or owns alone (deleting the account would leave them without an
 * admin, or without an owner: docs/product/organisations.md#owners).
 */
export async function orgsAdministeredAlone(db: Db, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ org_id: number }>(
    `SELECT oa.org_id FROM org_admins oa
      WHERE oa.user_id = $1
        AND NOT EXISTS (SELECT 1 FROM org_admins other
                         WHERE other.org_id = oa.org_id AND other.user_id <> $1
                           AND (oa.role = 'ADMIN' OR other.role = 'OWNER'))
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
