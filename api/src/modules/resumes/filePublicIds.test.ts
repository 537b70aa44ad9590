import type { Db } from '../../platform/db/db';
import { migrate } from '../../platform/db/migrate';
import { openTestDatabase } from '../../testing/testDatabase';

// Migration 080: files stored before public ids existed get one, and the applicant profiles applications
// kept (jsonb) name their résumé by it.

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

describe('080_file_public_ids', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase(); // fully migrated: rolled back to before 080 below
  });
  afterAll(() => db?.close());

  it('gives every existing file a random public id and renames it in the applications’ copies', async () => {
    const resume = (id: number) =>
      JSON.stringify({
        id,
        name: 'cv.pdf',
        mediaType: 'application/pdf',
        size: 10,
        uploadedAt: '2026-01-01T00:00:00.000Z',
      });
    await db.exec(`
      ALTER TABLE files DROP COLUMN public_id;
      DELETE FROM schema_migrations WHERE name = '20261121003100_file_public_ids.sql';
      INSERT INTO users (id, name, email) VALUES (1, 'Ana', 'ana@example.org');
      INSERT INTO organizations (id, name, slug, org_type, locale, created_at)
        VALUES (1, 'Green', 'green', 'NONPROFIT', 'en', now());
      INSERT INTO listings (id, listing_type, locale, title, slug, org_id, location_type, published_at)
        VALUES (1, 'JOB', 'en', 'One', 'one', 1, 'REMOTE', now()), (2, 'JOB', 'en', 'Two', 'two', 1, 'REMOTE', now()),
               (3, 'EVENT', 'en', 'Three', 'three', 1, 'REMOTE', now());
      INSERT INTO files (id, owner_id, purpose, name, media_type, size, sha256, storage_key)
        SELECT n, 1, 'RESUME', 'cv.pdf', 'application/pdf', 10, repeat('a', 64), 'key' || n
          FROM generate_series(1, 50) AS n;
      SELECT setval(pg_get_serial_sequence('files', 'id'), 50);
      INSERT INTO applications (user_id, listing_id, kind, profile, resume_file_id) VALUES
        (1, 1, 'APPLICATION', '{"resumeId": 7, "resume": ${resume(7)}, "skills": ["Writing"]}', 7),
        (1, 2, 'APPLICATION', '{"resumeId": 3, "resume": ${resume(3)}, "skills": []}', NULL),
        (1, 3, 'ATTENDANCE', NULL, NULL);`);

    expect(await migrate(db, undefined, { outOfOrder: true })).toEqual(['20261121003100_file_public_ids.sql']);

    const { rows: files } = await db.query<{ id: number; public_id: string }>(
      'SELECT id, public_id FROM files ORDER BY id',
    );
    expect(files).toHaveLength(50);
    for (const f of files) expect(f.public_id).toMatch(PUBLIC_ID);
    expect(new Set(files.map((f) => f.public_id)).size).toBe(50);
    const seven = files.find((f) => f.id === 7)!.public_id;

    const { rows: apps } = await db.query<{ listing_id: number; profile: Record<string, unknown> | null }>(
      'SELECT listing_id, profile FROM applications ORDER BY listing_id',
    );
    expect(apps[0]!.profile).toEqual({
      resumeId: seven,
      resume: { ...JSON.parse(resume(7)), id: seven },
      skills: ['Writing'],
    });
    // A copy whose file is gone (replaced since) names none.
    expect(apps[1]!.profile).toEqual({ resumeId: null, resume: null, skills: [] });
    expect(apps[2]!.profile).toBeNull();

    // From now on a file needs a well-formed public id of its own.
    const insert = (publicId: string | null) =>
      db.query(
        `INSERT INTO files (public_id, owner_id, purpose, name, media_type, size, sha256, storage_key)
         VALUES ($1, 1, 'RESUME', 'x.pdf', 'application/pdf', 1, repeat('b', 64), md5(random()::text))`,
        [publicId],
      );
    await expect(insert(null)).rejects.toThrow(/null value/);
    await expect(insert('1')).rejects.toThrow(/files_public_id_format/);
    await expect(insert(seven)).rejects.toThrow(/files_public_id_key/);
  });
});
