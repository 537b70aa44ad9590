import type { Express } from 'express';
import { PROPERTIES_MAX_CHARS } from '@opengood/contracts';
import { createApp } from '../../platform/app';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { insertTestUsers } from '../../testing/testUsers';
import {
  type CsrfPair,
  setCookiesOf,
  signedInByHeader,
  csrfOf,
  writeHeaders,
} from '../environment/testVisitors';

let db: Db;
let app: Express;
let csrf: CsrfPair | null;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [9]);
  app = createApp({ db, sessions: signedInByHeader });
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
      [{ name: 'Viewed Listing' }, 'context'],
    ] as const) {
      const res = await track(body).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(await countEvents()).toBe(before);
  });
});
