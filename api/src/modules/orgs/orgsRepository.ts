import type { AreaOfFocus, Lang, OrgStatus, OrgType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { DELETED_ORG, liveOrgSql } from '../listings';

// Every write of organizations, org_admins, org_invites, org_admin_requests and org_selections (the orgs
// module owns them: api/README.md "orgs"), and the reads its rules need. Other modules read organisations
// through the organizations module.

/** An organisation's fields as its admins write them, with its place resolved to a places row. */
export interface OrgFields {
  name: string;
  slug: string;
  orgType: OrgType;
  locale: Lang;
  description: string;
  website: string | null;
  areasOfFocus: AreaOfFocus[];
  placeId: number | null;
}

export async function insertOrganization(tx: Db, fields: OrgFields, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO organizations (name, slug, org_type, locale, description, website, areas_of_focus, place_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      fields.name,
      fields.slug,
      fields.orgType,
      fields.locale,
      fields.description,
      fields.website,
      fields.areasOfFocus,
      fields.placeId,
      now,
    ],
  );
  return rows[0]!.id;
}

/** Rewrites the organisation's fields; `placeId` undefined keeps its place. */
export async function updateOrganization(
  tx: Db,
  orgId: number,
  fields: Omit<OrgFields, 'placeId'> & { placeId: number | null | undefined },
): Promise<void> {
  await tx.query(
    `UPDATE organizations SET name = $2, slug = $3, org_type = $4, locale = $5, description = $6,
            website = $7, areas_of_focus = $8,
            place_id = CASE WHEN $9::boolean THEN place_id ELSE $10::int END
      WHERE id = $1`,
    [
      orgId,
      fields.name,
      fields.slug,
      fields.orgType,
      fields.locale,
      fields.description,
      fields.website,
      fields.areasOfFocus,
      fields.placeId === undefined,
      fields.placeId ?? null,
    ],
  );
}

/** The organisation's logo file (its row id and public id), or nulls. */
export async function findOrgLogo(
  db: Db,
  orgId: number,
): Promise<{ fileId: number | null; publicId: string | null }> {
  const { rows } = await db.query<{ file_id: number | null; public_id: string | null }>(
    `SELECT o.logo_file_id AS file_id, f.public_id FROM organizations o
       LEFT JOIN files f ON f.id = o.logo_file_id WHERE o.id = $1`,
    [orgId],
  );
  return { fileId: rows[0]?.file_id ?? null, publicId: rows[0]?.public_id ?? null };
}

export async function setOrgLogo(tx: Db, orgId: number, fileId: number | null): Promise<void> {
  await tx.query('UPDATE organizations SET logo_file_id = $2 WHERE id = $1', [orgId, fileId]);
}

export async function setOrgStatus(tx: Db, orgId: number, status: OrgStatus): Promise<void> {
  await tx.query('UPDATE organizations SET status = $2 WHERE id = $1', [orgId, status]);
}

/** What the team's rules read of the organisation, its row locked until the transaction ends. */
export interface LockedOrg {
  id: number;
  name: string;
  locale: Lang;
  org_type: OrgType;
}

/**
 * A live (not deleted) organisation, null when none; locked by default, so that its team changes one at a
 * time (the rules read the team, then write it).
 */
export async function lockOrg(tx: Db, orgId: number, lock = true): Promise<LockedOrg | null> {
  if (orgId > MAX_ID) return null;
  const { rows } = await tx.query<LockedOrg>(
    `SELECT o.id, o.name, o.locale, o.org_type FROM organizations o WHERE o.id = $1 AND ${liveOrgSql('o')}${lock ? ' FOR UPDATE' : ''}`,
    [orgId],
  );
  return rows[0] ?? null;
}

/**
 * Marks the organisation deleted and removes its team (admins, invites, requests, selections): it leaves
 * every admin's list at once.
 */
export async function deleteOrganization(tx: Db, orgId: number, now: Date): Promise<void> {
  await tx.query('UPDATE organizations SET status = $2, deleted_at = $3 WHERE id = $1', [
    orgId,
    DELETED_ORG,
    now,
  ]);
  await tx.query('DELETE FROM org_admins WHERE org_id = $1', [orgId]);
  await tx.query('DELETE FROM org_invites WHERE org_id = $1', [orgId]);
  await tx.query('DELETE FROM org_admin_requests WHERE org_id = $1', [orgId]);
  await tx.query('DELETE FROM org_selections WHERE org_id = $1', [orgId]);
}

// Admins.

export type AdminRole = 'OWNER' | 'ADMIN';

/** One admin with the user's address and name. */
export interface AdminRow {
  user_id: number;
  email: string;
  name: string;
  role: AdminRole;
  added_at: Date;
}

const ADMIN_SELECT = `oa.user_id, u.email, u.name, oa.role, oa.created_at AS added_at
  FROM org_admins oa JOIN users u ON u.id = oa.user_id`;

/** The organisation's admins, most recently added (or moved to the front) first. */
export async function listAdmins(db: Db, orgId: number): Promise<AdminRow[]> {
  const { rows } = await db.query<AdminRow>(
    `SELECT ${ADMIN_SELECT} WHERE oa.org_id = $1 ORDER BY oa.position DESC`,
    [orgId],
  );
  return rows;
}

export async function findAdmin(db: Db, orgId: number, userId: number): Promise<AdminRow | null> {
  if (userId > MAX_ID) return null;
  const { rows } = await db.query<AdminRow>(
    `SELECT ${ADMIN_SELECT} WHERE oa.org_id = $1 AND oa.user_id = $2`,
    [orgId, userId],
  );
  return rows[0] ?? null;
}

/**
 * Makes the user an admin, at the front of the list (moved there when already one). An owner stays an
 * owner; `role` OWNER makes them one.
 */
export async function putAdminFirst(
  tx: Db,
  orgId: number,
  userId: number,
  role: AdminRole,
  now: Date,
): Promise<AdminRow> {
  await tx.query(
    `INSERT INTO org_admins (org_id, user_id, role, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (org_id, user_id) DO UPDATE
       SET position = nextval('org_admins_position_seq'), created_at = EXCLUDED.created_at,
           role = CASE WHEN org_admins.role = 'OWNER' THEN 'OWNER' ELSE EXCLUDED.role END`,
    [orgId, userId, role, now],
  );
  return (await findAdmin(tx, orgId, userId))!;
}

export async function countOwners(db: Db, orgId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM org_admins WHERE org_id = $1 AND role = 'OWNER'`,
    [orgId],
  );
  return rows[0]?.n ?? 0;
}

/** Removes the admin, and their choice of this organisation as the one they work in. */
export async function deleteAdmin(tx: Db, orgId: number, userId: number): Promise<void> {
  await tx.query('DELETE FROM org_admins WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
  await tx.query('DELETE FROM org_selections WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
}

// Invites.

export interface InviteRow {
  id: string;
  org_id: number;
  email: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

const INVITE_COLUMNS = 'i.id, i.org_id, i.email, i.created_at, i.expires_at, i.accepted_at';

/** The organisation's invites not yet accepted, newest first. */
export async function listOpenInvites(db: Db, orgId: number): Promise<InviteRow[]> {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${INVITE_COLUMNS} FROM org_invites i WHERE i.org_id = $1 AND i.accepted_at IS NULL
      ORDER BY i.created_at DESC, i.id`,
    [orgId],
  );
  return rows;
}

export async function findOpenInviteTo(db: Db, orgId: number, email: string): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${INVITE_COLUMNS} FROM org_invites i WHERE i.org_id = $1 AND i.email = $2 AND i.accepted_at IS NULL`,
    [orgId, email],
  );
  return rows[0] ?? null;
}

/** An invite with its organisation's name; only a live organisation's (a deleted one's are removed). */
export async function findInvite(
  db: Db,
  inviteId: string,
  lock = false,
): Promise<(InviteRow & { org_name: string; org_locale: Lang }) | null> {
  const { rows } = await db.query<InviteRow & { org_name: string; org_locale: Lang }>(
    `SELECT ${INVITE_COLUMNS}, o.name AS org_name, o.locale AS org_locale
       FROM org_invites i JOIN organizations o ON o.id = i.org_id
      WHERE i.id = $1 AND ${liveOrgSql('o')}${lock ? ' FOR UPDATE OF i' : ''}`,
    [inviteId],
  );
  return rows[0] ?? null;
}

export async function insertInvite(
  tx: Db,
  invite: { id: string; orgId: number; email: string; invitedBy: number; now: Date; expiresAt: Date },
): Promise<InviteRow> {
  const { rows } = await tx.query<InviteRow>(
    `INSERT INTO org_invites AS i (id, org_id, email, invited_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${INVITE_COLUMNS}`,
    [invite.id, invite.orgId, invite.email, invite.invitedBy, invite.now, invite.expiresAt],
  );
  return rows[0]!;
}

export async function renewInvite(tx: Db, inviteId: string, expiresAt: Date): Promise<InviteRow> {
  const { rows } = await tx.query<InviteRow>(
    `UPDATE org_invites AS i SET expires_at = $2 WHERE i.id = $1 RETURNING ${INVITE_COLUMNS}`,
    [inviteId, expiresAt],
  );
  return rows[0]!;
}

export async function deleteInvite(tx: Db, inviteId: string): Promise<void> {
  await tx.query('DELETE FROM org_invites WHERE id = $1', [inviteId]);
}

export async function markInviteAccepted(tx: Db, inviteId: string, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE org_invites SET accepted_at = $3, accepted_by = $2 WHERE id = $1', [
    inviteId,
    userId,
    now,
  ]);
}

// Admin requests.

export interface AdminRequestRow {
  id: number;
  org_id: number;
  approved: boolean;
  created_at: Date;
  user_id: number;
  email: string;
  name: string;
}

const REQUEST_SELECT = `r.id, r.org_id, r.approved, r.created_at, r.user_id, u.email, u.name
  FROM org_admin_requests r JOIN users u ON u.id = r.user_id`;

/** The requests waiting for an answer, newest first. */
export async function listWaitingRequests(db: Db, orgId: number): Promise<AdminRequestRow[]> {
  const { rows } = await db.query<AdminRequestRow>(
    `SELECT ${REQUEST_SELECT} WHERE r.org_id = $1 AND NOT r.approved ORDER BY r.created_at DESC, r.id DESC`,
    [orgId],
  );
  return rows;
}

/** A request of this organisation still waiting for an answer, locked. */
export async function findWaitingRequest(
  tx: Db,
  orgId: number,
  requestId: number,
): Promise<AdminRequestRow | null> {
  if (requestId > MAX_ID) return null;
  const { rows } = await tx.query<AdminRequestRow>(
    `SELECT ${REQUEST_SELECT} WHERE r.id = $1 AND r.org_id = $2 AND NOT r.approved FOR UPDATE OF r`,
    [requestId, orgId],
  );
  return rows[0] ?? null;
}

export async function hasWaitingRequest(db: Db, orgId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM org_admin_requests WHERE org_id = $1 AND user_id = $2 AND NOT approved',
    [orgId, userId],
  );
  return rows.length > 0;
}

export async function insertRequest(
  tx: Db,
  orgId: number,
  userId: number,
  now: Date,
): Promise<{ id: number; created_at: Date }> {
  const { rows } = await tx.query<{ id: number; created_at: Date }>(
    `INSERT INTO org_admin_requests (org_id, user_id, created_at) VALUES ($1, $2, $3)
     RETURNING id, created_at`,
    [orgId, userId, now],
  );
  return rows[0]!;
}

export async function approveRequest(tx: Db, requestId: number, now: Date): Promise<void> {
  await tx.query('UPDATE org_admin_requests SET approved = true, answered_at = $2 WHERE id = $1', [
    requestId,
    now,
  ]);
}

/** The user's waiting request, if any, is answered by their becoming an admin another way. */
export async function approveWaitingRequestOf(
  tx: Db,
  orgId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE org_admin_requests SET approved = true, answered_at = $3
      WHERE org_id = $1 AND user_id = $2 AND NOT approved`,
    [orgId, userId, now],
  );
}

export async function deleteRequest(tx: Db, requestId: number): Promise<void> {
  await tx.query('DELETE FROM org_admin_requests WHERE id = $1', [requestId]);
}

// The user's organisations.

/** The organisations the user administers, by name, with the one they selected. */
export async function listMyOrganizations(
  db: Db,
  userId: number,
): Promise<{ id: number; name: string; role: AdminRole; selected: boolean }[]> {
  const { rows } = await db.query<{ id: number; name: string; role: AdminRole; selected: boolean }>(
    `SELECT o.id, o.name, oa.role, (s.org_id IS NOT NULL) AS selected
       FROM org_admins oa
       JOIN organizations o ON o.id = oa.org_id
       LEFT JOIN org_selections s ON s.user_id = oa.user_id AND s.org_id = oa.org_id
      WHERE oa.user_id = $1 AND ${liveOrgSql('o')}
      ORDER BY lower(o.name), o.id`,
    [userId],
  );
  return rows;
}

export async function selectOrganization(tx: Db, userId: number, orgId: number, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO org_selections (user_id, org_id, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET org_id = EXCLUDED.org_id, updated_at = EXCLUDED.updated_at`,
    [userId, orgId, now],
  );
}
