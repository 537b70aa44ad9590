import type { Express } from 'express';
import {
  serialiseTmpRecords,
  TMP_STORAGE_MAX_CHARS,
  TMP_STORAGE_MAX_ENTRIES_PER_VISITOR,
  TMP_STORAGE_TTL_DAYS,
  type TmpRecord,
} from '@opengood/contracts';
import { createApp } from '../../app';
import type { Db } from '../../platform/db/db';
import { createLimits } from '../../platform/security/limits';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { insertTestUsers } from '../../testing/testUsers';
import {
  type CsrfPair,
  csrfOf,
  setCookiesOf,
  signedInByHeader,
  writeHeaders,
} from '../../testing/testVisitors';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;
/** One CSRF secret for this file's apps, so one token serves them all. */
const secret = 'tmp-storage-test-secret';

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [7, 8]);
  app = createApp({ db, sessions: signedInByHeader, secret });
  csrf = await csrfOf(app);
});
afterAll(() => db?.close());

const records: TmpRecord[] = [
  { kind: 'SAVE_LISTING', data: { id: 12, type: 'JOB' } },
  { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/jobs/12' } },
];

/** Who makes a call: a browser's cookies (its `vid=…`), a signed-in user, the address it comes from. */
interface As {
  cookies?: string[];
  user?: string;
  address?: string;
}

const headers = (as: As = {}, write = false) => ({
  ...(write ? writeHeaders(csrf, as) : as.user ? { 'X-Test-User': as.user } : {}),
  ...(!write && as.cookies?.length ? { Cookie: as.cookies.join('; ') } : {}),
  ...(as.address ? { 'X-Forwarded-For': as.address } : {}),
});

const post = (body: object, as: As = {}, on = app) =>
  request(on).post('/data/tmp-storage').set(headers(as, true)).send(body);
const get = (id: string, as: As = {}) => request(app).get(`/data/tmp-storage/${id}`).set(headers(as));
const remove = (id: string, as: As = {}) =>
  request(app).delete(`/data/tmp-storage/${id}`).set(headers(as, true));

/** A browser that has stored something: its visitor cookie, and the entry's id. */
async function newVisitor(data = serialiseTmpRecords(records)): Promise<{ vid: string; id: string }> {
  const res = await post({ data }).expect(201);
  const vid = setCookiesOf(res).find((c) => c.startsWith('vid='));
  expect(vid).toMatch(/^vid=[A-Za-z0-9_-]{22}$/);
  return { vid: vid!, id: res.body.data.id as string };
}

async function store(as: As, data = serialiseTmpRecords(records)): Promise<string> {
  const res = await post({ data }, as).expect(201);
  return res.body.data.id as string;
}

describe('/data/tmp-storage', () => {
  it('stores the records under a fresh unguessable id, serves them to their writer, then forgets them once deleted', async () => {
    const { vid, id } = await newVisitor();
    const me = { cookies: [vid] };
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await store(me)).not.toBe(id);
    const res = await get(id, me).expect(200);
    expect(res.body.data.id).toBe(id);
    expect(JSON.parse(res.body.data.data)).toEqual(records);
    expect(res.headers['cache-control']).toBe('no-store');

    await remove(id, me).expect(200, { ok: true, _version: 1 });
    await get(id, me).expect(404);
    await remove(id, me).expect(404);
  });

  it('keeps only the fields the record kinds define', async () => {
    const { vid, id } = await newVisitor(
      JSON.stringify([{ kind: 'SAVE_LISTING', data: { id: 3, type: 'EVENT', extra: 'x' } }]),
    );
    const res = await get(id, { cookies: [vid] }).expect(200);
    expect(JSON.parse(res.body.data.data)).toEqual([
      { kind: 'SAVE_LISTING', data: { id: 3, type: 'EVENT' } },
    ]);
  });

  it('answers an expired entry like a missing one, and purges it on the next write', async () => {
    const { vid, id } = await newVisitor();
    await db.query(`UPDATE tmp_storage SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const res = await get(id, { cookies: [vid] }).expect(404);
    expect(res.body.errors).toEqual({ tmpId: 'No temporary data with this id, or it has expired' });
    await remove(id, { cookies: [vid] }).expect(404);
    await store({ cookies: [vid] });
    const { rows } = await db.query('SELECT id FROM tmp_storage WHERE expires_at <= now()');
    expect(rows).toEqual([]);
  });

  it(`expires entries ${TMP_STORAGE_TTL_DAYS} days after they are written: sign-up and the verification mail fit in it`, async () => {
    expect(TMP_STORAGE_TTL_DAYS).toBe(2);
    const { id } = await newVisitor();
    const { rows } = await db.query<{ days: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM tmp_storage WHERE id = $1',
      [id],
    );
    expect(rows[0]!.days).toBe(2);
  });

  it('refuses data that is not a list of typed records, or too large', async () => {
    const refused = [
      '{not json',
      '[]',
      JSON.stringify([{ kind: 'UNKNOWN', data: {} }]),
      JSON.stringify([{ kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: 'https://elsewhere.test/' } }]),
      JSON.stringify([{ kind: 'CMS_SUBSCRIBE', data: { note: 'x'.repeat(TMP_STORAGE_MAX_CHARS) } }]),
    ];
    for (const data of refused) {
      const res = await post({ data }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['data']);
    }
    await post({ data: records }).expect(400);
    await post({}).expect(400);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tmp_storage');
    const before = rows[0]!.n;
    await post({ data: '[]' }).expect(400);
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tmp_storage');
    expect(after.rows[0]!.n).toBe(before);
  });

  it('refuses ids that could not have been issued, and answers unknown ones with 404', async () => {
    const bad = await request(app).get('/data/tmp-storage/short').expect(400);
    expect(bad.body.errors).toEqual({ tmpId: 'Must be a temporary-storage id' });
    await remove('short').expect(400);
    await get('AAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });
});

describe('whose entry it is (issue 15: a link with someone else’s tmpId)', () => {
  it('answers another visitor’s entry with 404, signed in or not, and leaves it alone', async () => {
    const attacker = await newVisitor();
    const victim = await newVisitor();
    for (const as of [{ cookies: [victim.vid] }, { cookies: [victim.vid], user: '7' }, { user: '7' }, {}]) {
      const res = await get(attacker.id, as).expect(404);
      expect(res.body.errors).toEqual({ tmpId: 'No temporary data with this id, or it has expired' });
      await remove(attacker.id, as).expect(404);
    }
    await get(attacker.id, { cookies: [attacker.vid] }).expect(200);
  });

  it('serves an anonymous visitor’s entry to them once signed up or in, in the same browser', async () => {
    const { vid, id } = await newVisitor();
    await get(id, { cookies: [vid], user: '8' }).expect(200);
    await remove(id, { cookies: [vid], user: '8' }).expect(200);
  });

  it('keeps a signed-in user’s entry theirs in any browser, and nobody else’s', async () => {
    const res = await post({ data: serialiseTmpRecords(records) }, { user: '7' }).expect(201);
    expect(setCookiesOf(res).filter((c) => c.startsWith('vid='))).toEqual([]);
    const id = res.body.data.id as string;
    const stranger = await newVisitor();
    await get(id, { cookies: [stranger.vid] }).expect(404);
    await get(id, { user: '8' }).expect(404);
    await get(id, { user: '7', cookies: [stranger.vid] }).expect(200);
    const { rows } = await db.query('SELECT owner_user_id, owner_visitor_id FROM tmp_storage WHERE id = $1', [
      id,
    ]);
    expect(rows).toEqual([{ owner_user_id: 7, owner_visitor_id: null }]);
  });

  it('a forged visitor cookie gets a fresh id, and so nobody’s entries', async () => {
    const { id } = await newVisitor();
    const res = await post({ data: serialiseTmpRecords(records) }, { cookies: ['vid=../../etc'] }).expect(
      201,
    );
    const fresh = setCookiesOf(res).find((c) => c.startsWith('vid='))!;
    expect(fresh).toMatch(/^vid=[A-Za-z0-9_-]{22}$/);
    await get(id, { cookies: [fresh] }).expect(404);
  });
});

describe('bounds on what a visitor may store (issue 15)', () => {
  it(`keeps at most ${TMP_STORAGE_MAX_ENTRIES_PER_VISITOR} live entries per visitor: a new one replaces their oldest`, async () => {
    const first = await newVisitor();
    const me = { cookies: [first.vid] };
    const ids = [first.id];
    for (let i = 1; i <= TMP_STORAGE_MAX_ENTRIES_PER_VISITOR; i++) ids.push(await store(me));
    await get(ids[0]!, me).expect(404);
    for (const id of ids.slice(1)) await get(id, me).expect(200);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM tmp_storage WHERE owner_visitor_id = $1',
      [first.vid.slice('vid='.length)],
    );
    expect(rows[0]!.n).toBe(TMP_STORAGE_MAX_ENTRIES_PER_VISITOR);
    // Another visitor's entries are not theirs to push out.
    const other = await newVisitor();
    await store(me);
    await get(other.id, { cookies: [other.vid] }).expect(200);
  });

  it('limits writes per visitor and per address (429 with Retry-After)', async () => {
    const limited = createApp({
      db,
      sessions: signedInByHeader,
      secret,
      limits: createLimits({
        overrides: { tmpStorageWritesPerVisitor: { points: 2 }, tmpStorageWritesPerAddress: { points: 5 } },
      }),
    });
    const data = serialiseTmpRecords(records);
    const expectLimited = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ errors: { request: 'RATE_LIMITED' } });
    };

    // One browser: its first write names it (vid), then it is counted as a visitor.
    const a = { address: '203.0.113.10' };
    const first = await post({ data }, a, limited).expect(201);
    const vid = setCookiesOf(first).find((c) => c.startsWith('vid='))!;
    const me = { ...a, cookies: [vid] };
    await post({ data }, me, limited).expect(201);
    await post({ data }, me, limited).expect(201);
    expectLimited(await post({ data }, me, limited));
    // A signed-in user is counted as the user.
    await post({ data }, { ...a, user: '7' }, limited).expect(201);

    // Many browsers (or none: no cookie kept) from one address.
    const b = { address: '203.0.113.20' };
    for (let i = 0; i < 5; i++) await post({ data }, b, limited).expect(201);
    expectLimited(await post({ data }, b, limited));
    // Another address is not held back.
    await post({ data }, { address: '203.0.113.30' }, limited).expect(201);
  });
});
