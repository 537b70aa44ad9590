import type { Express } from 'express';
import { createApp } from '../../app';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { insertTestUsers } from '../../testing/testUsers';
import { type CsrfPair, signedInByHeader, csrfOf, writeHeaders } from '../../testing/testVisitors';
import { seedNotifications } from './seedNotifications';

const ALICE = '5';
const BOB = '6';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;
let alice: number[];
let bob: number[];

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [Number(ALICE), Number(BOB), 99]);
  app = createApp({ db, sessions: signedInByHeader });
  csrf = await csrfOf(app);
  const now = new Date('2026-03-01T12:00:00Z');
  alice = await seedNotifications(db, Number(ALICE), { count: 3, now });
  bob = await seedNotifications(db, Number(BOB), { count: 2, offset: 8, now });
});
afterAll(() => db?.close());

const list = (user: string) => request(app).get('/data/notifications').set('X-Test-User', user).expect(200);

/** As `user` (Alice unless said otherwise; null: nobody signed in). */
const patch = (id: number | string, body: object, user: string | null = ALICE) =>
  request(app)
    .patch(`/data/notifications/${id}`)
    .set(writeHeaders(csrf, { user: user ?? undefined }))
    .send(body);

const markViewed = (user: string | null) =>
  request(app)
    .post('/data/notifications/viewed')
    .set(writeHeaders(csrf, { user: user ?? undefined }));

describe('GET /data/notifications', () => {
  it('lists the signed-in user’s notifications, newest first', async () => {
    expect((await list(ALICE)).body.data).toEqual([
      {
        id: alice[0],
        kind: 'OFFICE_HOURS',
        status: 'NEW',
        viewed: false,
        read: false,
        created: '2026-03-01T12:00:00.000Z',
      },
      expect.objectContaining({
        id: alice[1],
        kind: 'ORG_ADMIN_ATS_CTA',
        created: '2026-02-28T12:00:00.000Z',
      }),
      expect.objectContaining({ id: alice[2], kind: 'RESUME_WEBINAR' }),
    ]);
    const kinds = (await list(BOB)).body.data.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(['UPLOAD_RESUME', 'SALARY_SURVEY_CTA']);
    expect((await list('99')).body.data).toEqual([]);
  });

  it('belong to a user who exists (a foreign key to users)', async () => {
    await expect(seedNotifications(db, 12345)).rejects.toThrow(/notifications_user_id_fkey/);
  });

  it('needs a signed-in user', async () => {
    const res = await request(app).get('/data/notifications').expect(401);
    expect(res.body.errors).toEqual({ user: 'Missing user' });
    await markViewed(null).expect(401);
    await patch(alice[0]!, { read: true }, null).expect(401);
  });
});

describe('PATCH /data/notifications/:id', () => {
  it('marks one read, then dismisses it; a dismissal is final', async () => {
    const id = alice[1]!;
    const read = await patch(id, { read: true }).expect(200);
    expect(read.body.data).toMatchObject({ id, status: 'NEW', read: true, viewed: false });
    const dismissed = await patch(id, { status: 'DISMISSED', viewed: true }).expect(200);
    expect(dismissed.body.data).toMatchObject({ id, status: 'DISMISSED', read: true, viewed: true });
    await patch(id, { status: 'DISMISSED' }).expect(200);
    const back = await patch(id, { status: 'NEW' }).expect(409);
    expect(back.body.errors).toEqual({ status: 'A dismissed notification stays dismissed' });
  });

  it('answers another user’s notification, or none, as not found, changing nothing', async () => {
    for (const id of [bob[0]!, 2147483647, 2147483648]) {
      const res = await patch(id, { status: 'DISMISSED' }).expect(404);
      expect(res.body.errors).toEqual({ id: 'No notification with this id' });
    }
    const { rows } = await db.query('SELECT status FROM notifications WHERE id = $1', [bob[0]]);
    expect(rows).toEqual([{ status: 'NEW' }]);
  });

  it('refuses an empty or malformed change', async () => {
    const refused = async (id: number | string, body: object) => (await patch(id, body).expect(400)).body;
    expect((await refused(alice[0]!, {})).errors).toEqual({ request: 'Give status, viewed or read' });
    expect(Object.keys((await refused(alice[0]!, { status: 'GONE' })).errors)).toEqual(['status']);
    expect(Object.keys((await refused(alice[0]!, { read: 'yes' })).errors)).toEqual(['read']);
    expect((await refused('abc', { read: true })).errors).toEqual({ id: 'Must be a positive whole number' });
  });
});

describe('POST /data/notifications/viewed', () => {
  it('marks all of the user’s notifications viewed, and no one else’s', async () => {
    const res = await markViewed(ALICE).expect(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data.every((n: { viewed: boolean }) => n.viewed)).toBe(true);
    expect((await list(BOB)).body.data.some((n: { viewed: boolean }) => n.viewed)).toBe(false);
  });
});
