import type { Express } from 'express';
import { serialiseTmpRecords, TMP_STORAGE_MAX_CHARS, type TmpRecord } from '@opengood/contracts';
import { createApp } from '../../platform/app';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { type CsrfPair, csrfOf, writeHeaders } from '../environment/testVisitors';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;

beforeAll(async () => {
  db = await openTestDatabase();
  app = createApp({ db });
  csrf = await csrfOf(app);
});
afterAll(() => db?.close());

const records: TmpRecord[] = [
  { kind: 'SAVE_LISTING', data: { id: 12, type: 'JOB' } },
  { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/jobs/12' } },
];

const post = (body: object) => request(app).post('/data/tmp-storage').set(writeHeaders(csrf)).send(body);

const remove = (id: string) => request(app).delete(`/data/tmp-storage/${id}`).set(writeHeaders(csrf));

async function store(data = serialiseTmpRecords(records)): Promise<string> {
  const res = await post({ data }).expect(201);
  return res.body.data.id as string;
}

describe('/data/tmp-storage', () => {
  it('stores the records under a fresh unguessable id, serves them, then forgets them once deleted', async () => {
    const id = await store();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await store()).not.toBe(id);
    const res = await request(app).get(`/data/tmp-storage/${id}`).expect(200);
    expect(res.body.data.id).toBe(id);
    expect(JSON.parse(res.body.data.data)).toEqual(records);
    expect(res.headers['cache-control']).toBe('no-store');

    await remove(id).expect(200, { ok: true, _version: 1 });
    await request(app).get(`/data/tmp-storage/${id}`).expect(404);
    await remove(id).expect(404);
  });

  it('keeps only the fields the record kinds define', async () => {
    const id = await store(
      JSON.stringify([{ kind: 'SAVE_LISTING', data: { id: 3, type: 'EVENT', extra: 'x' } }]),
    );
    const res = await request(app).get(`/data/tmp-storage/${id}`).expect(200);
    expect(JSON.parse(res.body.data.data)).toEqual([
      { kind: 'SAVE_LISTING', data: { id: 3, type: 'EVENT' } },
    ]);
  });

  it('answers an expired entry like a missing one, and purges it on the next write', async () => {
    const id = await store();
    await db.query(`UPDATE tmp_storage SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const res = await request(app).get(`/data/tmp-storage/${id}`).expect(404);
    expect(res.body.errors).toEqual({ tmpId: 'No temporary data with this id, or it has expired' });
    await remove(id).expect(404);
    await store();
    const { rows } = await db.query('SELECT id FROM tmp_storage WHERE expires_at <= now()');
    expect(rows).toEqual([]);
  });

  it('expires entries seven days after they are written', async () => {
    const id = await store();
    const { rows } = await db.query<{ days: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM tmp_storage WHERE id = $1',
      [id],
    );
    expect(rows[0]!.days).toBe(7);
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
    await request(app).get('/data/tmp-storage/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });
});
