import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../../testing/testDatabase';
import type { Db } from './db';
import { LEGACY_MIGRATION_NAMES } from './legacyMigrationNames';
import { MIGRATIONS_DIR, migrate, migrationNameProblems } from './migrate';

describe('migrations', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestDatabase(); // already fully migrated
  });
  afterAll(async () => {
    await db?.close();
  });

  it('applies nothing twice', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('turns organisation types stored as URL words into the shared codes (006)', async () => {
    // Roll the org_type column back to its 003 form, with a row written by the old seed.
    await db.exec(`
      ALTER TABLE organizations DROP CONSTRAINT organizations_org_type_check;
      ALTER TABLE organizations ADD CONSTRAINT organizations_org_type_check CHECK (org_type IN ('nonprofit','social-enterprise'));
      INSERT INTO organizations (id, name, slug, org_type, locale, created_at)
        VALUES (1, 'Old', 'old', 'social-enterprise', 'en', now()), (2, 'Older', 'older', 'nonprofit', 'en', now());
      DELETE FROM schema_migrations WHERE name = '20261121000500_org_type_codes.sql';`);

    expect(await migrate(db, undefined, { outOfOrder: true })).toEqual(['20261121000500_org_type_codes.sql']);
    const { rows } = await db.query<{ org_type: string }>('SELECT org_type FROM organizations ORDER BY id');
    expect(rows.map((r) => r.org_type)).toEqual(['SOCIAL_ENTERPRISE', 'NONPROFIT']);
    await expect(
      db.query(
        `INSERT INTO organizations (name, slug, org_type, locale, created_at) VALUES ('x', 'x', 'nonprofit', 'en', now())`,
      ),
    ).rejects.toThrow(/organizations_org_type_check/);
  });
});

describe('migration names and order', () => {
  it('names every migration file by its time, no two with one time', async () => {
    const { readdirSync } = await import('node:fs');
    expect(migrationNameProblems(readdirSync(MIGRATIONS_DIR))).toEqual([]);
  });

  it('refuses numbered names and two files with one time (the 061 collision)', () => {
    expect(
      migrationNameProblems([
        '061_org_sizes.sql',
        '20261125160000_org_sizes.sql',
        '20261125160000_user_settings.sql',
        'README.md',
      ]),
    ).toEqual([
      '061_org_sizes.sql: not named YYYYMMDDHHMMSS_what_it_does.sql',
      '20261125160000_user_settings.sql: the same time as 20261125160000_org_sizes.sql; give one of them a later one',
    ]);
  });

  it('refuses a migration that sorts before one the database already has, applying nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'og-migrations-'));
    const db = await openTestDatabase();
    try {
      writeFileSync(path.join(dir, '20300101000000_first.sql'), 'CREATE TABLE order_first (id int);');
      writeFileSync(path.join(dir, '20300103000000_third.sql'), 'CREATE TABLE order_third (id int);');
      expect(await migrate(db, dir)).toEqual(['20300101000000_first.sql', '20300103000000_third.sql']);
      // A branch merged late brings a migration written before the last one applied.
      writeFileSync(path.join(dir, '20300102000000_second.sql'), 'CREATE TABLE order_second (id int);');
      await expect(migrate(db, dir)).rejects.toThrow(
        /20300102000000_second.sql sorts before 20300103000000_third.sql, which this database already has/,
      );
      const { rows } = await db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'order_second'`);
      expect(rows).toEqual([]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('renames the rows of a database migrated under the old numbered names instead of applying them again', async () => {
    const db = await openTestDatabase();
    try {
      for (const [old, current] of LEGACY_MIGRATION_NAMES)
        await db.query('UPDATE schema_migrations SET name = $1 WHERE name = $2', [old, current]);
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      // Every file once, under its current name (those written since the renaming included).
      expect(rows.map((r) => r.name)).toEqual(
        readdirSync(MIGRATIONS_DIR)
          .filter((name) => name.endsWith('.sql'))
          .sort(),
      );
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(LEGACY_MIGRATION_NAMES.map(([, current]) => current)),
      );
    } finally {
      await db.close();
    }
  });
});
