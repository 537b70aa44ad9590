import type { Db } from '../platform/db/db';
import { TEST_SEED } from '../testing/seededApp';
import { openTestDatabase } from '../testing/testDatabase';
import { SEEKER_NOTIFICATIONS } from './notifications';
import { seed } from './seed';
import { NAMED_USERS } from './users';

interface Row {
  email: string;
  kind: string;
  status: string;
  viewed: boolean;
  created_at: string;
}

const notificationsOf = async (db: Db, email: string) =>
  (
    await db.query<Row>(
      `SELECT u.email, n.kind, n.status, n.viewed, to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created_at
         FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 ORDER BY n.created_at DESC`,
      [email],
    )
  ).rows;

describe('seeded notifications', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    await seed(db, TEST_SEED);
  });
  afterAll(() => db?.close());

  it('gives each job seeker a few NEW ones, a day apart, the same on every run', async () => {
    const jane = await notificationsOf(db, NAMED_USERS.jobSeeker.email);
    expect(jane.map(({ kind, created_at }) => [kind, created_at])).toEqual([
      ['RESUME_WEBINAR', '2026-11-15'],
      ['SURVEY', '2026-11-14'],
      ['INTERVIEW_WEBINAR', '2026-11-13'],
    ]);
    expect(jane.every((n) => n.status === 'NEW' && !n.viewed)).toBe(true);
    const lucia = await notificationsOf(db, NAMED_USERS.spanishSeeker.email);
    expect(lucia.map((n) => n.kind)).toEqual(['SURVEY', 'INTERVIEW_WEBINAR', 'GRAD_FAIR_TEXT_AND_CALENDAR']);
  });

  it('only to job seekers, and never an admin’s kind', async () => {
    const { rows } = await db.query<{ users: number; total: number; admin_kinds: number; others: number }>(
      `SELECT count(DISTINCT n.user_id)::int AS users, count(*)::int AS total,
              count(*) FILTER (WHERE n.kind IN ('ORG_ADMIN_ATS_CTA', 'ADMIN_SURVEY_2024'))::int AS admin_kinds,
              count(*) FILTER (WHERE u.is_staff OR EXISTS (SELECT 1 FROM org_admins a WHERE a.user_id = u.id))::int AS others
         FROM notifications n JOIN users u ON u.id = n.user_id`,
    );
    // The three named job seekers and the generated ones.
    const seekers = 3 + TEST_SEED.seekers;
    expect(rows[0]).toEqual({
      users: seekers,
      total: seekers * SEEKER_NOTIFICATIONS,
      admin_kinds: 0,
      others: 0,
    });
  });

  it('comes back with the users when a database seeded before them gets them', async () => {
    await db.query('DELETE FROM users');
    expect(await notificationsOf(db, NAMED_USERS.jobSeeker.email)).toEqual([]);
    expect((await seed(db, TEST_SEED)).users).toBeGreaterThan(0);
    expect((await notificationsOf(db, NAMED_USERS.jobSeeker.email)).map((n) => n.kind)).toEqual([
      'RESUME_WEBINAR',
      'SURVEY',
      'INTERVIEW_WEBINAR',
    ]);
    expect((await seed(db, TEST_SEED)).skipped).toBe(true);
    expect(await notificationsOf(db, NAMED_USERS.jobSeeker.email)).toHaveLength(SEEKER_NOTIFICATIONS);
  });
});
