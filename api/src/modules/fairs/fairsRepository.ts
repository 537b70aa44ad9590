import type { GradFairInviteStatus, Lang } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { liveOrgSql } from '../listings';
import { PLACE_SELECT, type PlaceColumns } from '../places';

// Every write of grad_fairs, grad_fair_registrations and grad_fair_invites (the fairs module owns them:
// api/README.md "Graduate fairs"), and the reads its rules need.

/** docs/product/grad-fairs.md#the-ad: distances on the sphere of radius 6371 km (haversine), in miles. */
export const EARTH_RADIUS_KM = 6371;
export const KM_PER_MILE = 1.609344;

export type Texts = Record<Lang, string>;

/** A fair with its city and how many of its places are taken (by organisations that still exist). */
export interface FairRow extends PlaceColumns {
  id: number;
  names: Texts;
  descriptions: Texts;
  venue: string;
  time_zone: string;
  starts_at: Date | string;
  ends_at: Date | string;
  registration_deadline: Date | string;
  capacity: number;
  taken: number;
  /** From the point the caller gave, else null. */
  distance_miles: number | null;
}

/** A fair as one organisation sees it: when it registered, or null. */
export interface OrgFairRow extends FairRow {
  registered_at: Date | string | null;
}

export interface InviteRow {
  id: number;
  fair_id: number;
  org_id: number;
  status: GradFairInviteStatus;
  created_at: Date | string;
  answered_at: Date | string | null;
}

/** `$n` placeholders of a point, or NULLs: the haversine distance in miles from it to the fair's city. */
function distanceSql(lat: string, lng: string): string {
  return `CASE WHEN ${lat}::float8 IS NULL THEN NULL ELSE
    2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(p.latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(p.latitude))
        * power(sin(radians(p.longitude - ${lng}::float8) / 2), 2)))) / ${KM_PER_MILE} END`;
}

/** The places taken: registrations of organisations not deleted. */
const TAKEN = `(SELECT count(*)::int FROM grad_fair_registrations r
                  JOIN organizations o ON o.id = r.org_id AND ${liveOrgSql('o')}
                 WHERE r.fair_id = f.id)`;

/** The columns of FairRow from `grad_fairs f JOIN places p`; $lat and $lng name the caller's point. */
const fairColumns = (lat = 'NULL', lng = 'NULL') =>
  `f.id, f.names, f.descriptions, f.venue, f.time_zone, f.starts_at, f.ends_at, f.registration_deadline,
   f.capacity, ${PLACE_SELECT}, ${TAKEN} AS taken, ${distanceSql(lat, lng)} AS distance_miles`;

export interface UpcomingQuery {
  now: Date;
  near?: { latitude: number; longitude: number } | undefined;
  withinMiles?: number | undefined;
  limit: number;
}

/** Fairs that have not begun: the nearest first when a point is given, else the soonest. */
export async function findUpcomingFairs(db: Db, q: UpcomingQuery): Promise<FairRow[]> {
  const { rows } = await db.query<FairRow>(
    `SELECT * FROM (
       SELECT ${fairColumns('$2', '$3')}
         FROM grad_fairs f JOIN places p ON p.id = f.place_id
        WHERE f.starts_at > $1
     ) fair
      WHERE $4::float8 IS NULL OR fair.distance_miles <= $4::float8
      ORDER BY fair.distance_miles NULLS LAST, fair.starts_at, fair.id
      LIMIT $5`,
    [q.now, q.near?.latitude ?? null, q.near?.longitude ?? null, q.withinMiles ?? null, q.limit],
  );
  return rows;
}

/** One fair; `lock` holds its row until the transaction ends (every registration change takes it first). */
export async function findFair(db: Db, fairId: number, lock = false): Promise<FairRow | null> {
  if (lock) await db.query('SELECT id FROM grad_fairs WHERE id = $1 FOR UPDATE', [fairId]);
  const { rows } = await db.query<FairRow>(
    `SELECT ${fairColumns()} FROM grad_fairs f JOIN places p ON p.id = f.place_id WHERE f.id = $1`,
    [fairId],
  );
  return rows[0] ?? null;
}

/** The fair as the organisation sees it. */
export async function findOrgFair(db: Db, orgId: number, fairId: number): Promise<OrgFairRow | null> {
  const { rows } = await db.query<OrgFairRow>(
    `SELECT ${fairColumns()}, reg.created_at AS registered_at
       FROM grad_fairs f JOIN places p ON p.id = f.place_id
       LEFT JOIN grad_fair_registrations reg ON reg.fair_id = f.id AND reg.org_id = $2
      WHERE f.id = $1`,
    [fairId, orgId],
  );
  return rows[0] ?? null;
}

/** The upcoming fairs, soonest first, each with the organisation's registration. */
export async function findUpcomingOrgFairs(db: Db, orgId: number, now: Date): Promise<OrgFairRow[]> {
  const { rows } = await db.query<OrgFairRow>(
    `SELECT ${fairColumns()}, reg.created_at AS registered_at
       FROM grad_fairs f JOIN places p ON p.id = f.place_id
       LEFT JOIN grad_fair_registrations reg ON reg.fair_id = f.id AND reg.org_id = $1
      WHERE f.starts_at > $2
      ORDER BY f.starts_at, f.id`,
    [orgId, now],
  );
  return rows;
}

/** The fairs the organisation is registered for, upcoming and past, the latest fair first. */
export async function findRegisteredFairs(db: Db, orgId: number): Promise<OrgFairRow[]> {
  const { rows } = await db.query<OrgFairRow>(
    `SELECT ${fairColumns()}, reg.created_at AS registered_at
       FROM grad_fair_registrations reg
       JOIN grad_fairs f ON f.id = reg.fair_id
       JOIN places p ON p.id = f.place_id
      WHERE reg.org_id = $1
      ORDER BY f.starts_at DESC, f.id DESC`,
    [orgId],
  );
  return rows;
}

/** The organisation, when it exists and is not deleted; its row is share-locked until the transaction ends. */
export async function findLiveOrg(db: Db, orgId: number): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM organizations o WHERE o.id = $1 AND ${liveOrgSql('o')} FOR KEY SHARE`,
    [orgId],
  );
  return rows[0] ?? null;
}

export async function isRegistered(db: Db, fairId: number, orgId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM grad_fair_registrations WHERE fair_id = $1 AND org_id = $2) AS found',
    [fairId, orgId],
  );
  return rows[0]?.found ?? false;
}

export async function insertRegistration(
  tx: Db,
  fairId: number,
  orgId: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO grad_fair_registrations (fair_id, org_id, registered_by, created_at) VALUES ($1, $2, $3, $4)`,
    [fairId, orgId, userId, now],
  );
}

export async function deleteRegistration(tx: Db, fairId: number, orgId: number): Promise<void> {
  await tx.query('DELETE FROM grad_fair_registrations WHERE fair_id = $1 AND org_id = $2', [fairId, orgId]);
}

const INVITE_COLUMNS = 'i.id, i.fair_id, i.org_id, i.status, i.created_at, i.answered_at';

/** One invitation; `lock` holds it until the transaction ends. */
export async function findInvite(db: Db, inviteId: number, lock = false): Promise<InviteRow | null> {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${INVITE_COLUMNS} FROM grad_fair_invites i WHERE i.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [inviteId],
  );
  return rows[0] ?? null;
}

/** The organisation's invitations: pending first, then the newest. */
export async function findOrgInvites(db: Db, orgId: number): Promise<InviteRow[]> {
  const { rows } = await db.query<InviteRow>(
    `SELECT ${INVITE_COLUMNS} FROM grad_fair_invites i
      WHERE i.org_id = $1
      ORDER BY (i.status = 'PENDING') DESC, i.created_at DESC, i.id DESC`,
    [orgId],
  );
  return rows;
}

export async function inviteExists(db: Db, fairId: number, orgId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM grad_fair_invites WHERE fair_id = $1 AND org_id = $2) AS found',
    [fairId, orgId],
  );
  return rows[0]?.found ?? false;
}

export async function insertInvite(
  tx: Db,
  fairId: number,
  orgId: number,
  invitedBy: number | null,
  now: Date,
): Promise<InviteRow> {
  const { rows } = await tx.query<InviteRow>(
    `INSERT INTO grad_fair_invites (fair_id, org_id, invited_by, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id, fair_id, org_id, status, created_at, answered_at`,
    [fairId, orgId, invitedBy, now],
  );
  return rows[0]!;
}

export async function answerInvite(
  tx: Db,
  inviteId: number,
  status: Exclude<GradFairInviteStatus, 'PENDING'>,
  userId: number,
  now: Date,
): Promise<InviteRow> {
  const { rows } = await tx.query<InviteRow>(
    `UPDATE grad_fair_invites SET status = $2, answered_at = $3, answered_by = $4 WHERE id = $1
     RETURNING id, fair_id, org_id, status, created_at, answered_at`,
    [inviteId, status, now, userId],
  );
  return rows[0]!;
}

/** A fair as the seed writes it. */
export interface NewFair {
  names: Texts;
  descriptions: Texts;
  placeId: number;
  venue: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  registrationDeadline: Date;
  capacity: number;
}

export async function insertFair(tx: Db, fair: NewFair): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO grad_fairs (names, descriptions, place_id, venue, time_zone, starts_at, ends_at,
                             registration_deadline, capacity)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      JSON.stringify(fair.names),
      JSON.stringify(fair.descriptions),
      fair.placeId,
      fair.venue,
      fair.timeZone,
      fair.startsAt,
      fair.endsAt,
      fair.registrationDeadline,
      fair.capacity,
    ],
  );
  return rows[0]!.id;
}

/** Whether any fair is still to begin (the seed tops the fairs up when none is). */
export async function anyUpcomingFair(db: Db, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM grad_fairs WHERE starts_at > $1) AS found',
    [now],
  );
  return rows[0]?.found ?? false;
}

/** Which of these places exist (the seed's cities must be in the places table). */
export async function existingPlaces(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM places WHERE id = ANY($1::int[])', [ids]);
  return new Set(rows.map((r) => r.id));
}

/** The organisations of these ids that exist and are not deleted. */
export async function existingOrgs(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT o.id FROM organizations o WHERE o.id = ANY($1::int[]) AND ${liveOrgSql('o')}`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}
