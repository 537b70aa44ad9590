import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { browser } from '../../testing/contractRequest';
import { openAppOn, openSeededApp, signIn, type SeededApp } from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS } from '../../seed/users';

// With REDIS_URL, several api instances share sessions and rate-limit counters. Runs when REDIS_URL is
// set (e.g. REDIS_URL=redis://127.0.0.1:6379 npm test -- api); each run uses its own key prefix.
const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('two api instances sharing Redis', () => {
  let first: SeededApp;
  let second: SeededApp;
  let db: Db;
  const prefix = `og-test-${randomBytes(4).toString('hex')}:`;
  const options = {
    redisUrl: REDIS_URL,
    redisKeyPrefix: prefix,
    limits: { loginFailuresPerAddressAndEmail: { points: 2 } },
  };

  beforeAll(async () => {
    first = await openSeededApp(options);
    db = first.db;
    second = await openAppOn(db, options);
  });
  afterAll(async () => {
    const redis = first?.accounts.redis;
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    }
    await second?.close();
    await first?.close();
  });

  it('keeps sessions in Redis (and PostgreSQL): one instance’s log-in works on the other, so does log-out', async () => {
    const b = await signIn(first.app, NAMED_USERS.jobSeeker.email);
    const keys = await first.accounts.redis!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [NAMED_USERS.jobSeeker.email],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);

    const onSecond = await browser(second.app);
    onSecond.cookies.set('og.session_token', b.cookies.get('og.session_token')!);
    const me = await onSecond.get('/data/users/me').expect(200);
    expect(me.body.user.email).toBe(NAMED_USERS.jobSeeker.email);

    await b.post('/data/website/logout').expect(200);
    expect((await onSecond.get('/data/users/me').expect(200)).body.user).toBeNull();
  });

  it('counts failed log-ins across instances', async () => {
    const email = NAMED_USERS.staff.email;
    const a = await browser(first.app);
    const c = await browser(second.app);
    await a.post('/data/website/login').send({ email, password: 'wrong password!' }).expect(400);
    await c.post('/data/website/login').send({ email, password: 'wrong password!' }).expect(400);
    const limited = await a.post('/data/website/login').send({ email, password: DEV_PASSWORD }).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
