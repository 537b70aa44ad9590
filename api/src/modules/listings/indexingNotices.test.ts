import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { listingPath } from '@opengood/routes';
import type { Db } from '../../platform/db/db';
import { createSearchIndexing, INDEXING_DAILY_QUOTA, nextUtcDay } from '../../platform/indexing';
import type { Browser } from '../../testing/contractRequest';
import { openSeededApp, signIn, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';
import { orgAdminEmail } from '../../seed/users';
import { SEARCH_INDEXING_JOB, sendIndexingNotices } from './indexingNotices';
import { publicListingSql } from './listingLifecycle';
import { LISTING_EXPIRY_JOB } from './listingExpiry';

// Search-engine indexing (docs/product/listings.md "Listing lifecycle"; api/README.md "Search-engine
// indexing"): each change to what the public sees of a listing queues a notice, which the indexing job sends
// in Google's Indexing API shape to INDEXING_API_URL — here a fake on the loopback that records the calls —
// at most INDEXING_DAILY_QUOTA a UTC day, the rest waiting for the next day.

interface Call {
  method: string;
  path: string;
  body: { url: string; type: string };
}

let calls: Call[] = [];
let failNext = 0;
let fake: Server;
let apiUrl: string;
let seeded: SeededApp;
let db: Db;
let app: Express;
let admin: Browser;
const ORG = 3;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      calls.push({ method: req.method!, path: req.url!, body: JSON.parse(text) as Call['body'] });
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  seeded = await openSeededApp({ indexingApiUrl: apiUrl });
  ({ db, app } = seeded);
  admin = await signIn(app, orgAdminEmail(ORG));
});
afterAll(async () => {
  await seeded?.close();
  await new Promise((resolve) => fake?.close(resolve));
});
beforeEach(async () => {
  calls = [];
  await db.query('DELETE FROM search_indexing_days');
});

const listings = `/data/orgdashboard/${ORG}/listings`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const VOLOP = {
  listingType: 'VOLOP',
  title: 'Mutirão de limpeza da praia',
  description: '<p>Traga protetor solar.</p>',
  locale: 'pt',
  locationType: 'REMOTE',
  deadline: inDays(20),
};
const publicUrlOf = (id: number) => `${TEST_PUBLIC_URL}${listingPath('pt', 'VOLOP', id, VOLOP.title)}`;
const drain = () => seeded.accounts.jobs.drain();

async function publishedVolop(): Promise<number> {
  const { body } = await admin.post(listings).send(VOLOP).expect(201);
  await admin.post(`${listings}/${body.data.id}/publish`).expect(200);
  return body.data.id as number;
}

describe('search-engine indexing notices', () => {
  it('publish sends URL_UPDATED, an edit of the live listing URL_UPDATED again, close URL_DELETED', async () => {
    const id = await publishedVolop();
    await drain();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v3/urlNotifications:publish',
        body: { url: publicUrlOf(id), type: 'URL_UPDATED' },
      },
    ]);
    await admin
      .put(`${listings}/${id}`)
      .send({ ...VOLOP, description: '<p>Traga protetor solar e água.</p>', version: 2 })
      .expect(200);
    await admin.post(`${listings}/${id}/close`).expect(200);
    await drain();
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { url: publicUrlOf(id), type: 'URL_UPDATED' },
      { url: publicUrlOf(id), type: 'URL_DELETED' },
    ]);
    // Sent once each: a later run finds nothing due.
    await drain();
    expect(calls).toHaveLength(3);
  });

  it('a draft saved, or a job waiting for payment, tells nobody', async () => {
    const { body } = await admin.post(listings).send(VOLOP).expect(201);
    await admin
      .put(`${listings}/${body.data.id}`)
      .send({ ...VOLOP, title: 'Outro título', version: 1 })
      .expect(200);
    await drain();
    expect(calls).toEqual([]);
  });

  it('the hourly expiry job sends URL_DELETED for each listing whose deadline passed', async () => {
    const id = await publishedVolop();
    await drain();
    calls = [];
    await db.query(`UPDATE listings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await seeded.accounts.jobs.send(LISTING_EXPIRY_JOB, {});
    await drain();
    expect(calls.map((c) => c.body)).toContainEqual({ url: publicUrlOf(id), type: 'URL_DELETED' });
    expect(calls.filter((c) => c.body.type === 'URL_DELETED').length).toBeGreaterThanOrEqual(1);
  });

  it(`sends at most ${INDEXING_DAILY_QUOTA} a UTC day; the rest wait for the next day, none dropped`, async () => {
    const today = new Date().toISOString().slice(0, 10);
    await db.query('INSERT INTO search_indexing_days (day, sent) VALUES ($1, $2)', [
      today,
      INDEXING_DAILY_QUOTA - 1,
    ]);
    const first = await publishedVolop();
    const second = await publishedVolop();
    await drain();
    expect(calls.map((c) => c.body)).toEqual([{ url: publicUrlOf(first), type: 'URL_UPDATED' }]);
    const { rows } = await db.query<{ sent: number }>(
      'SELECT sent FROM search_indexing_days WHERE day = $1',
      [today],
    );
    expect(rows[0]!.sent).toBe(INDEXING_DAILY_QUOTA);
    const waiting = await db.query<{ available_at: Date; sent_at: Date | null }>(
      'SELECT available_at, sent_at FROM listing_index_notices WHERE listing_id = $1',
      [second],
    );
    expect(waiting.rows[0]!.sent_at).toBeNull();
    expect(new Date(waiting.rows[0]!.available_at).getTime()).toBe(nextUtcDay(new Date()).getTime());

    // The next UTC day, the notice goes out.
    const tomorrow = () => new Date(nextUtcDay(new Date()).getTime() + 60_000);
    const port = createSearchIndexing({ db, apiUrl, now: tomorrow });
    const report = await sendIndexingNotices(db, port, TEST_PUBLIC_URL, tomorrow);
    expect(report).toEqual({ sent: 1, deferred: 0, failed: 0 });
    expect(calls.at(-1)!.body).toEqual({ url: publicUrlOf(second), type: 'URL_UPDATED' });
  });

  it('a refused notice is tried again later, not lost', async () => {
    failNext = 1;
    const id = await publishedVolop();
    await expect(drain()).resolves.toBeGreaterThan(0);
    const { rows } = await db.query<{ attempts: number; sent_at: Date | null; available_at: Date }>(
      'SELECT attempts, sent_at, available_at FROM listing_index_notices WHERE listing_id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ attempts: 1, sent_at: null });
    expect(new Date(rows[0]!.available_at).getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });

  it('deleting an organisation tells the search engines its listings are gone (live and expired: all it closes)', async () => {
    const OTHER = 12;
    const { rows: live } = await db.query<{ id: number }>(
      `SELECT l.id FROM listings l JOIN organizations o ON o.id = l.org_id
        WHERE l.org_id = $1 AND ${publicListingSql('l', 'o')} ORDER BY l.id`,
      [OTHER],
    );
    expect(live.length).toBeGreaterThan(0);
    const { rows: orgs } = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [
      OTHER,
    ]);
    const owner = await signIn(app, orgAdminEmail(OTHER));
    await owner
      .delete(`/data/orgdashboard/${OTHER}/organization`)
      .send({ confirmName: orgs[0]!.name })
      .expect(200);
    // Nothing woke the job: its schedule (here, a send) finds the notices.
    await seeded.accounts.jobs.send(SEARCH_INDEXING_JOB, {});
    await drain();
    const deleted = calls.filter((c) => c.body.type === 'URL_DELETED').map((c) => c.body.url);
    expect(deleted).toHaveLength(live.length);
    for (const { id } of live) expect(deleted.some((url) => url.includes(`/${id}-`))).toBe(true);
  });

  it('without INDEXING_API_URL the port only logs, sending and counting nothing', async () => {
    const port = createSearchIndexing({ db, apiUrl: undefined });
    await expect(port.notifyIndexing(publicUrlOf(1), 'URL_DELETED')).resolves.toEqual({ outcome: 'LOGGED' });
    expect(calls).toEqual([]);
    const { rows } = await db.query('SELECT * FROM search_indexing_days');
    expect(rows).toEqual([]);
  });
});
