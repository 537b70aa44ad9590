import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import { RESUME_MAX_BYTES } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { NAMED_USERS, orgAdminEmail } from '../../seed/users';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { firstId, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { docxBytes, exeBytes, pdfBytes, pdfOfSize } from '../../testing/testFiles';

let seeded: SeededApp;
let db: Db;
let app: Express;
let jane: Browser;

const UPLOAD = '/data/userdashboard/applicant-profile/resume';

beforeAll(async () => {
  seeded = await openSeededApp();
  ({ db, app } = seeded);
  jane = await signIn(app, NAMED_USERS.jobSeeker.email);
});
afterAll(() => seeded?.close());

/** Every file in the store's directory, at any depth (partial writes included). */
async function storedFiles(): Promise<string[]> {
  if (!existsSync(seeded.filesDir)) return [];
  const entries = await readdir(seeded.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const fileRows = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]!.n;

/** Downloads as `b`: the file's bytes, or the JSON error. */
const download = (b: Browser, id: string | number) =>
  b
    .get(`/data/resumes/${id}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const json = String(res.headers['content-type']).startsWith('application/json');
        done(null, json ? JSON.parse(bytes.toString('utf8')) : bytes);
      });
    });

describe('POST /data/userdashboard/applicant-profile/resume', () => {
  it('stores a PDF outside the rows, with its metadata, and makes it the profile’s résumé', async () => {
    const bytes = pdfBytes();
    const res = await jane.post(UPLOAD).attach('file', bytes, 'Currículo Jane Doe.pdf').expect(201);
    const { resumeId, profile } = res.body;
    expect(profile.resume).toMatchObject({
      id: resumeId,
      name: 'Currículo Jane Doe.pdf',
      mediaType: 'application/pdf',
      size: bytes.length,
    });
    const { rows } = await db.query<{ sha256: string; owner_id: number }>(
      'SELECT sha256, owner_id FROM files WHERE public_id = $1',
      [resumeId],
    );
    expect(rows[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await storedFiles()).toHaveLength(1);
    expect((await jane.get('/data/users/me').expect(200)).body.user.resumeId).toBe(resumeId);

    const got = await download(jane, resumeId).expect(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('attachment');
    expect(Buffer.compare(got.body as Buffer, bytes)).toBe(0);
  });

  it('replaces it with a DOCX, deleting the old file and its row', async () => {
    const before = (await jane.get('/data/userdashboard/applicant-profile/profile').expect(200)).body
      .resumeId;
    const res = await jane.post(UPLOAD).attach('file', docxBytes(), 'cv.docx').expect(201);
    expect(res.body.profile.resume.mediaType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.body.resumeId).not.toBe(before);
    expect(await fileRows()).toBe(1);
    expect(await storedFiles()).toHaveLength(1);
    await download(jane, before).expect(404);
  });

  it('refuses a 20 MB file with a 413 and stores nothing', async () => {
    const [rows, files] = [await fileRows(), await storedFiles()];
    const res = await jane
      .post(UPLOAD)
      .attach('file', pdfOfSize(20 * 1024 * 1024), 'big.pdf')
      .expect(413);
    expect(res.body.errors).toEqual({ file: 'FILE_TOO_LARGE' });
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
    // Exactly the limit is accepted.
    await jane.post(UPLOAD).attach('file', pdfOfSize(RESUME_MAX_BYTES), 'max.pdf').expect(201);
  });

  it('refuses an .exe renamed .pdf (by its content) and stores nothing', async () => {
    const [rows, files] = [await fileRows(), await storedFiles()];
    const res = await jane
      .post(UPLOAD)
      .attach('file', exeBytes(), { filename: 'resume.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(res.body.errors).toEqual({ file: 'FILE_TYPE_NOT_ALLOWED' });
    const text = await jane.post(UPLOAD).attach('file', Buffer.from('just text'), 'cv.docx').expect(400);
    expect(text.body.errors).toEqual({ file: 'FILE_TYPE_NOT_ALLOWED' });
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('needs a file in the "file" field', async () => {
    const none = await jane.post(UPLOAD).field('note', 'hello').expect(400);
    expect(none.body.errors).toEqual({ file: 'FILE_REQUIRED' });
    const wrongField = await jane.post(UPLOAD).attach('resume', pdfBytes(), 'cv.pdf').expect(400);
    expect(wrongField.body.errors).toHaveProperty('file');
  });

  it('needs a signed-in user and the CSRF token', async () => {
    await (await browser(app)).post(UPLOAD).attach('file', pdfBytes(), 'cv.pdf').expect(401);
    await request(app)
      .post(UPLOAD)
      .set('Cookie', jane.cookieHeader())
      .attach('file', pdfBytes(), 'cv.pdf')
      .expect(403);
  });
});

describe('GET /data/resumes/:id', () => {
  /** An open listing of the type (published, organisation not frozen, before its deadline, no questions). */
  const openListing = async (type: string, extra = 'true') => {
    const id = await firstId(
      db,
      `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
        WHERE l.listing_type = '${type}' AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
          AND (l.expires_at IS NULL OR l.expires_at > now()) AND ${extra}
          AND NOT EXISTS (SELECT 1 FROM listing_questions q WHERE q.listing_id = l.id) ORDER BY l.id LIMIT 1`,
    );
    const { rows } = await db.query<{ org_id: number }>('SELECT org_id FROM listings WHERE id = $1', [id]);
    return { id, orgId: rows[0]!.org_id };
  };
  const created = (res: { status: number; body: unknown }) => {
    if (res.status !== 201) throw new Error(`apply: ${res.status} ${JSON.stringify(res.body)}`);
  };

  it('serves an admin only a file an application to their organisation carried; anyone else gets 404', async () => {
    const lucia = await signIn(app, NAMED_USERS.spanishSeeker.email);
    const upload = async (name: string) =>
      (await lucia.post(UPLOAD).attach('file', pdfBytes(name), name).expect(201)).body.resumeId as string;
    const first = await upload('lucia.pdf');
    const event = await openListing('EVENT');
    const job = await openListing('JOB', `l.org_id <> ${event.orgId}`);
    const eventAdmin = await signIn(app, orgAdminEmail(event.orgId));
    const jobAdmin = await signIn(app, orgAdminEmail(job.orgId));
    const stranger = await signIn(app, orgAdminEmail(job.orgId === 1 ? 2 : 1));

    // Before any application nobody but Lucía reads it, and a refusal is the answer of an unknown id.
    await download(jobAdmin, first).expect(404);
    const unknown = await download(lucia, 'AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect((await download(jobAdmin, first).expect(404)).body).toEqual(unknown.body);

    // An RSVP carries no résumé: the event's organisation does not get to read her files.
    await lucia.post(`/data/listings/EVENT/${event.id}/applications`).send({}).expect(created);
    await download(eventAdmin, first).expect(404);

    // The job application carries this file: the job's organisation reads it, nobody else does.
    await lucia
      .post(`/data/listings/JOB/${job.id}/applications`)
      .send({ coverLetter: 'I would love to help.' })
      .expect(created);
    await download(lucia, first).expect(200);
    const got = await download(jobAdmin, first).expect(200);
    expect(Buffer.compare(got.body as Buffer, pdfBytes('lucia.pdf'))).toBe(0);
    await download(eventAdmin, first).expect(404);
    await download(stranger, first).expect(404);
    await download(jane, first).expect(404);
    await request(app).get(`/data/resumes/${first}`).expect(401);

    // A résumé uploaded after the application was never sent to anyone: only Lucía reads it.
    const later = await upload('lucia-2026.pdf');
    await download(lucia, later).expect(200);
    await download(jobAdmin, later).expect(404);
    await download(eventAdmin, later).expect(404);
    await download(jobAdmin, first).expect(404); // replaced: deleted
  });

  it('names résumés by 128 random bits (base64url), never by the row’s sequential number', async () => {
    const joao = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await joao.post(UPLOAD).attach('file', pdfBytes(), 'cv.pdf').expect(201)).body.resumeId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(3);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM files WHERE public_id = $1', [ids[2]]);
    const rowId = rows[0]!.id;
    // The row's number is not an id of the api: refused as malformed, for the owner too.
    expect((await download(joao, rowId).expect(400)).body.errors).toHaveProperty('id');
    await download(joao, ids[2]!).expect(200);
    expect((await joao.get('/data/users/me').expect(200)).body.user.resumeId).toBe(ids[2]);
    const profile = (await joao.get('/data/userdashboard/applicant-profile/profile').expect(200)).body;
    expect(profile).toMatchObject({
      resumeId: ids[2],
      profile: { resumeId: ids[2], resume: { id: ids[2] } },
    });
  });
});

describe('DELETE /data/userdashboard/applicant-profile/resume', () => {
  it('removes the résumé (row and file); a second time is a 404', async () => {
    const joao = await signIn(app, NAMED_USERS.portugueseSeeker.email);
    const { resumeId } = (await joao.post(UPLOAD).attach('file', pdfBytes(), 'cv.pdf').expect(201)).body;
    const key = (
      await db.query<{ k: string }>('SELECT storage_key AS k FROM files WHERE public_id = $1', [resumeId])
    ).rows[0]!.k;
    const res = await joao.delete(UPLOAD).expect(200);
    expect(res.body).toMatchObject({ resumeId: null, profile: { resume: null } });
    expect((await storedFiles()).some((f) => f.endsWith(key))).toBe(false);
    await joao.delete(UPLOAD).expect(404);
  });
});

describe('deleting the account', () => {
  it('removes the user’s files from the store too', async () => {
    const staff = await signIn(app, NAMED_USERS.staff.email);
    const { resumeId } = (await staff.post(UPLOAD).attach('file', pdfBytes(), 'cv.pdf').expect(201)).body;
    const key = (
      await db.query<{ k: string }>('SELECT storage_key AS k FROM files WHERE public_id = $1', [resumeId])
    ).rows[0]!.k;
    expect((await storedFiles()).some((f) => f.endsWith(key))).toBe(true);
    await staff.delete('/data/users/me/delete').expect(200);
    expect((await storedFiles()).some((f) => f.endsWith(key))).toBe(false);
    expect(await db.query('SELECT 1 FROM files WHERE public_id = $1', [resumeId])).toEqual({ rows: [] });
  });
});
