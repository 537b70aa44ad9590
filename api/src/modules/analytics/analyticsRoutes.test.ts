import type { Express } from 'express';
import { PROPERTIES_MAX_CHARS, TRACKED_EVENT_RETENTION_DAYS } from '@opengood/contracts';
import { createApp } from '../../app';
import type { Db } from '../../platform/db/db';
import { createLimits } from '../../platform/security/limits';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { insertTestUsers } from '../../testing/testUsers';
import {
  type CsrfPair,
  setCookiesOf,
  signedInByHeader,
  csrfOf,
  writeHeaders,
} from '../../testing/testVisitors';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;
/** One CSRF secret for this file's apps, so one token serves them all. */
const secret = 'analytics-test-secret';

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [9]);
  app = createApp({ db, sessions: signedInByHeader, secret });
  csrf = await csrfOf(app);
});
afterAll(() => db?.close());

interface EventRow {
  name: string;
  properties: unknown;
  context: unknown;
  user_id: number | null;
  visitor_id: string | null;
}

const lastEvent = async () =>
  (
    await db.query<EventRow>(
      'SELECT name, properties, context, user_id, visitor_id FROM tracked_events ORDER BY id DESC LIMIT 1',
    )
  ).rows[0];

const countEvents = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tracked_events')).rows[0]!.n;

const track = (body: object, as: { user?: string; cookies?: string[] } = {}) =>
  request(app).post('/data/tracked-events').set(writeHeaders(csrf, as)).send(body);

const viewed = { name: 'Viewed Listing', properties: { listing_id: 12, listing_type: 'JOB' } };

describe('POST /data/tracked-events', () => {
  it('stores an anonymous visitor’s event under a new visitor id, with the UTM defaults', async () => {
    const res = await track({ ...viewed, context: { app: 'web', lang: 'pt', url: '/pt/vagas/12' } }).expect(
      201,
    );
    expect(res.body).toEqual({ ok: true, _version: 1 });
    const vid = setCookiesOf(res)
      .find((c) => c.startsWith('vid='))!
      .slice('vid='.length);
    expect(await lastEvent()).toEqual({
      name: 'Viewed Listing',
      properties: { listing_id: 12, listing_type: 'JOB' },
      context: {
        app: 'web',
        lang: 'pt',
        url: '/pt/vagas/12',
        utm: { source: 'referral', medium: 'referral' },
      },
      user_id: null,
      visitor_id: vid,
    });
  });

  it('stores a signed-in user’s event under the user, keeping the UTM it was given', async () => {
    const res = await track(
      {
        name: 'Scrolled To Bottom',
        context: { app: 'ios', utm: { source: 'newsletter', campaign: 'may' } },
      },
      { user: '9', cookies: ['vid=AAAAAAAAAAAAAAAAAAAAAA'] },
    ).expect(201);
    expect(setCookiesOf(res).filter((c) => c.startsWith('vid='))).toEqual([]);
    expect(await lastEvent()).toMatchObject({
      name: 'Scrolled To Bottom',
      properties: {},
      context: { app: 'ios', utm: { source: 'newsletter', medium: 'referral', campaign: 'may' } },
      user_id: 9,
      visitor_id: null,
    });
  });

  it('refuses events that break the naming rules or the size bounds, storing nothing', async () => {
    const before = await countEvents();
    const context = { app: 'web' };
    for (const [body, field] of [
      [{ name: 'viewed_listing', context }, 'name'],
      [{ name: 'Viewed Listing', properties: { listingId: 1 }, context }, 'properties'],
      [
        { name: 'Viewed Listing', properties: { blob: 'x'.repeat(PROPERTIES_MAX_CHARS) }, context },
        'properties',
      ],
      [{ name: 'Viewed Listing', context: { app: 'android' } }, 'context'],
      // Each address within its bound, but stored several times longer (\u0001 is 6 characters in JSON).
      [
        {
          name: 'Viewed Listing',
          context: { app: 'web', url: '\u0001'.repeat(2048), referrer: '\u0001'.repeat(2048) },
        },
        'context',
      ],
      [{ name: 'Viewed Listing' }, 'context'],
    ] as const) {
      const res = await track(body).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(await countEvents()).toBe(before);
  });
});

describe('bounds on anonymous events (issue 15)', () => {
  const expectLimited = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ errors: { request: 'RATE_LIMITED' } });
  };

  it('limits events per visitor and per address (429 with Retry-After), storing none past the limit', async () => {
    const limited = createApp({
      db,
      sessions: signedInByHeader,
      secret,
      limits: createLimits({
        overrides: { trackedEventsPerVisitor: { points: 2 }, trackedEventsPerAddress: { points: 5 } },
      }),
    });
    const send = (as: { cookies?: string[]; user?: string }, address: string) =>
      request(limited)
        .post('/data/tracked-events')
        .set({ ...writeHeaders(csrf, as), 'X-Forwarded-For': address })
        .send({ ...viewed, context: { app: 'web' } });

    const first = await send({}, '203.0.113.10').expect(201);
    const vid = setCookiesOf(first).find((c) => c.startsWith('vid='))!;
    await send({ cookies: [vid] }, '203.0.113.10').expect(201);
    await send({ cookies: [vid] }, '203.0.113.10').expect(201);
    const before = await countEvents();
    expectLimited(await send({ cookies: [vid] }, '203.0.113.10'));
    expect(await countEvents()).toBe(before);
    // A signed-in user is counted as the user.
    await send({ user: '9' }, '203.0.113.10').expect(201);

    for (let i = 0; i < 5; i++) await send({}, '203.0.113.20').expect(201);
    expectLimited(await send({}, '203.0.113.20'));
    await send({}, '203.0.113.30').expect(201);
  });

  it(`deletes events older than ${TRACKED_EVENT_RETENTION_DAYS} days as new ones are recorded`, async () => {
    const old = async (days: number) =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO tracked_events (name, context, visitor_id, created_at)
           VALUES ('Old Event', '{"app":"web"}', 'AAAAAAAAAAAAAAAAAAAAAA', now() - make_interval(days => $1::int))
           RETURNING id`,
          [days],
        )
      ).rows[0]!.id;
    const expired = await old(TRACKED_EVENT_RETENTION_DAYS + 1);
    const kept = await old(TRACKED_EVENT_RETENTION_DAYS - 1);
    // A new app purges with its first event (then hourly).
    const fresh = createApp({ db, sessions: signedInByHeader, secret });
    await request(fresh)
      .post('/data/tracked-events')
      .set(writeHeaders(csrf))
      .send({ ...viewed, context: { app: 'web' } })
      .expect(201);
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM tracked_events WHERE id = ANY($1::bigint[])',
      [[expired, kept]],
    );
    expect(rows.map((r) => r.id)).toEqual([kept]);
  });
});
