import { NOTIFICATION_KINDS, type NotificationKind } from '@opengood/contracts';
import { seedNotifications } from '../modules/notifications';
import type { Db } from '../platform/db/db';
import { seedUsers } from './users';

/** How many notifications each seeded job seeker gets. */
export const SEEKER_NOTIFICATIONS = 3;

/** Kinds addressed to organisation admins, which a job seeker's list should not show. */
const ADMIN_KINDS: ReadonlySet<NotificationKind> = new Set(['ORG_ADMIN_ATS_CTA', 'ADMIN_SURVEY_2024']);

/** Offsets into NOTIFICATION_KINDS whose run of SEEKER_NOTIFICATIONS kinds has no admin kind. */
const SEEKER_OFFSETS = NOTIFICATION_KINDS.map((_, offset) => offset).filter((offset) =>
  Array.from(
    { length: SEEKER_NOTIFICATIONS },
    (_, i) => NOTIFICATION_KINDS[(offset + i) % NOTIFICATION_KINDS.length]!,
  ).every((kind) => !ADMIN_KINDS.has(kind)),
);

/**
 * Gives every seeded job seeker (neither staff nor an organisation's admin) a few NEW notifications, so the
 * shell's notifications dropdown has something to show on a fresh start. Deterministic: users in id order,
 * the kinds' offsets taken in turn, dated a day apart back from the seed's reference date.
 */
export async function seedSeekerNotifications(tx: Db, referenceDate: number): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM users u
      WHERE NOT is_staff AND NOT EXISTS (SELECT 1 FROM org_admins a WHERE a.user_id = u.id)
      ORDER BY id`,
  );
  const now = new Date(referenceDate);
  for (const [i, { id }] of rows.entries()) {
    const offset = SEEKER_OFFSETS[i % SEEKER_OFFSETS.length]!;
    await seedNotifications(tx, id, { count: SEEKER_NOTIFICATIONS, offset, now });
  }
}

/** seedUsers, then the new job seekers' notifications; returns how many users it added. */
export async function seedUsersWithNotifications(
  tx: Db,
  options: { seekers: number; referenceDate: number },
): Promise<number> {
  const added = await seedUsers(tx, options);
  if (added > 0) await seedSeekerNotifications(tx, options.referenceDate);
  return added;
}
