import { openTestDatabase } from '../../testing/testDatabase';
import type { Db } from './db';
import { migrate } from './migrate';

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
      DELETE FROM schema_migrations WHERE name = '006_org_type_codes.sql';`);

    expect(await migrate(db)).toEqual(['006_org_type_codes.sql']);
    const { rows } = await db.query<{ org_type: string }>('SELECT org_type FROM organizations ORDER BY id');
    expect(rows.map((r) => r.org_type)).toEqual(['SOCIAL_ENTERPRISE', 'NONPROFIT']);
    await expect(
      db.query(
        `INSERT INTO organizations (name, slug, org_type, locale, created_at) VALUES ('x', 'x', 'nonprofit', 'en', now())`,
      ),
    ).rejects.toThrow(/organizations_org_type_check/);
  });
});
