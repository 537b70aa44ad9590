import type { Express } from 'express';
import { request } from '../../testing/contractRequest';
import { openSeededApp, type SeededApp } from '../../testing/seededApp';

// GET /data/users/by-email answers anyone whether an address has an account (docs/product/accounts.md#account-calls). Unlimited, it
// listed a whole mailing list's members (issue 15, item 4): it is limited per address and for everyone.

let seeded: SeededApp;
let app: Express;

beforeAll(async () => {
  seeded = await openSeededApp({
    limits: { emailLookupsPerAddress: { points: 3 }, emailLookupsGlobal: { points: 8 } },
  });
  ({ app } = seeded);
});
afterAll(() => seeded?.close());

const lookUp = (email: string, address: string) =>
  request(app)
    .get(`/data/users/by-email?email=${encodeURIComponent(email)}`)
    .set('X-Forwarded-For', address);

function expectLimited(res: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatchObject({ errors: { request: 'RATE_LIMITED' } });
}

describe('GET /data/users/by-email, limited (issue 15)', () => {
  it('answers one address a few lookups, then 429 with Retry-After; another address still gets answers', async () => {
    for (let i = 0; i < 3; i++) await lookUp(`someone${i}@example.org`, '203.0.113.10').expect(200);
    expectLimited(await lookUp('jane.doe@example.org', '203.0.113.10'));
    // An IPv6 client cannot walk its own prefix for fresh counters.
    for (let i = 0; i < 3; i++) await lookUp(`someone${i}@example.org`, `2001:db8:1:${i}::1`).expect(200);
    expectLimited(await lookUp('jane.doe@example.org', '2001:db8:1:ff::1'));
    await lookUp('jane.doe@example.org', '203.0.113.20').expect(200, { userExists: true, _version: 1 });
  });

  it('answers everyone together at most so many lookups (key "all"): many addresses are no way around it', async () => {
    // 3 + 3 + 1 counted above; one more reaches 8.
    await lookUp('nobody@example.org', '203.0.113.30').expect(200, { userExists: false, _version: 1 });
    expectLimited(await lookUp('nobody@example.org', '203.0.113.40'));
    expectLimited(await lookUp('nobody@example.org', '198.51.100.1'));
  });
});
