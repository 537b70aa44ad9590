import { verify } from '@node-rs/argon2';
import { LANGS } from '@opengood/contracts';
import type { Db } from '../platform/db/db';
import { TEST_SEED } from '../testing/seededApp';
import { openTestDatabase } from '../testing/testDatabase';
import { SEED_REFERENCE_DATE } from './generate';
import { seed } from './seed';
import { NOT_RECRUITABLE_CANDIDATES, RECRUITABLE_CANDIDATES } from './recruitableCandidates';
import { DEV_PASSWORD, devPasswordHash, generateUsers, NAMED_USERS, orgAdminEmail, seedUsers } from './users';

describe('generateUsers', () => {
  const orgs = [
    { id: 1, locale: 'en' as const },
    { id: 2, locale: 'pt' as const },
  ];

  it('is deterministic: named users, job seekers in each language, then one admin per organisation', () => {
    const a = generateUsers(orgs, 6, SEED_REFERENCE_DATE);
    expect(generateUsers(orgs, 6, SEED_REFERENCE_DATE)).toEqual(a);
    expect(a.users).toHaveLength(4 + 6 + 2);
    expect(a.users.slice(0, 4).map((u) => u.email)).toEqual(Object.values(NAMED_USERS).map((u) => u.email));
    expect(new Set(a.users.slice(4, 10).map((u) => u.lang))).toEqual(new Set(LANGS));
    expect(a.orgAdmins).toEqual([
      { org_id: 1, user_id: 11 },
      { org_id: 2, user_id: 12 },
    ]);
    expect(a.users[11]).toMatchObject({ email: orgAdminEmail(2), lang: 'pt' });
    expect(new Set(a.users.map((u) => u.email)).size).toBe(a.users.length);
    expect(a.users.filter((u) => u.is_staff).map((u) => u.email)).toEqual([NAMED_USERS.staff.email]);
  });

  it('hashes the development password once, the same way every run', async () => {
    const hash = await devPasswordHash();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await devPasswordHash()).toBe(hash);
    expect(await verify(hash, DEV_PASSWORD)).toBe(true);
  });
});

describe('seeding users', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  it('adds verified users with passwords, a Spanish one, and an admin for every organisation', async () => {
    const result = await seed(db, TEST_SEED);
    // …and the job seekers open to recruiters (recruitableCandidates.ts), and a few who are not.
    expect(result.users).toBe(
      4 + TEST_SEED.seekers + TEST_SEED.orgs + RECRUITABLE_CANDIDATES + NOT_RECRUITABLE_CANDIDATES,
    );
    const { rows } = await db.query<{
      unverified: number;
      without_password: number;
      orgs_without_admin: number;
    }>(
      `SELECT (SELECT count(*)::int FROM users WHERE NOT email_verified) AS unverified,
              (SELECT count(*)::int FROM users u WHERE NOT EXISTS
                 (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.provider_id = 'credential' AND a.password IS NOT NULL)) AS without_password,
              (SELECT count(*)::int FROM organizations o WHERE NOT EXISTS
                 (SELECT 1 FROM org_admins oa WHERE oa.org_id = o.id)) AS orgs_without_admin`,
    );
    expect(rows[0]).toEqual({ unverified: 0, without_password: 0, orgs_without_admin: 0 });
    const { rows: spanish } = await db.query<{ lang: string }>('SELECT lang FROM users WHERE email = $1', [
      NAMED_USERS.spanishSeeker.email,
    ]);
    expect(spanish[0]!.lang).toBe('es');
  });

  it('adds nothing when users exist, and new sign-ups get ids after the seeded ones', async () => {
    expect(
      await db.transaction((tx) => seedUsers(tx, { seekers: 3, referenceDate: SEED_REFERENCE_DATE })),
    ).toBe(0);
    const { rows } = await db.query<{ id: number; max: number }>(
      `INSERT INTO users (name, email) VALUES ('X', 'later@example.org') RETURNING id, (SELECT max(id) FROM users) AS max`,
    );
    expect(rows[0]!.id).toBeGreaterThan(4 + TEST_SEED.seekers + TEST_SEED.orgs);
  });
});
