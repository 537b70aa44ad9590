import { browser } from '../../testing/contractRequest';
import { openSeededApp, type SeededApp } from '../../testing/seededApp';
import { DEV_PASSWORD, NAMED_USERS } from '../../seed/users';
import { backoffMs, DEVICE_COOKIE } from './loginThrottle';

// The api trusts X-Forwarded-For from the loopback gateway, so in these tests the header stands for the
// address the gateway reports: each attempt comes "from" a different address, as a botnet's would (the
// gateway itself no longer passes on a client-written header: gateway/src/data-proxy.test.ts).

let seeded: SeededApp;
let n = 0;
const freshAddress = () => `203.0.113.${(n++ % 250) + 1}`;

beforeAll(async () => {
  seeded = await openSeededApp({
    limits: {
      loginFailuresPerAddressAndEmail: { points: 10 },
      loginFailuresPerAccount: { points: 3 },
      loginFailuresPerAddress: { points: 6 },
      loginFailuresPerDevice: { points: 2 },
    },
  });
});
afterAll(() => seeded?.close());

async function guess(email: string, address: string, cookie?: string, password = 'not the password!') {
  const b = await browser(seeded.app);
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=');
    b.cookies.set(name, value);
  }
  return b.post('/data/website/login').set('X-Forwarded-For', address).send({ email, password });
}

describe('log-in throttle', () => {
  it('backs off an account guessed from a new address each time (never a 429 before)', async () => {
    const email = NAMED_USERS.jobSeeker.email;
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await guess(email, freshAddress())).status);
    // Three failures are free; from then on a try waits 1 s, 2 s, 4 s … after the last.
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
    const limited = await guess(email, freshAddress());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ errors: { request: 'RATE_LIMITED' } });
    // The right password from a new browser waits too: a guess is a guess until the wait is over.
    expect((await guess(email, freshAddress(), undefined, DEV_PASSWORD)).status).toBe(429);
  });

  it('lets the owner in from a browser they signed in from before, during the attack', async () => {
    const email = NAMED_USERS.spanishSeeker.email;
    const own = await guess(email, '198.51.100.7', undefined, DEV_PASSWORD);
    expect(own.status).toBe(200);
    const device = (own.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${DEVICE_COOKIE}=`),
    );
    expect(device).toMatch(/HttpOnly/);
    const cookie = device!.split(';')[0]!;

    for (let i = 0; i < 8; i++) await guess(email, freshAddress());
    expect((await guess(email, freshAddress())).status).toBe(429);
    // Another account's device cookie (or a forged one) does not help the attacker.
    expect((await guess(email, freshAddress(), `${DEVICE_COOKIE}=abc.def`)).status).toBe(429);

    expect((await guess(email, '198.51.100.7', cookie, DEV_PASSWORD)).status).toBe(200);
  });

  it('stops trusting a browser that guesses wrong too often', async () => {
    const email = NAMED_USERS.portugueseSeeker.email;
    const own = await guess(email, '198.51.100.8', undefined, DEV_PASSWORD);
    const cookie = (own.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
    for (let i = 0; i < 2; i++) expect((await guess(email, freshAddress(), cookie)).status).toBe(400);
    for (let i = 0; i < 6; i++) await guess(email, freshAddress());
    expect((await guess(email, freshAddress(), cookie)).status).toBe(429);
  });

  it('caps failures per address across accounts', async () => {
    const address = '192.0.2.77';
    const emails = Array.from({ length: 6 }, (_, i) => `nobody.${i}@example.org`);
    for (const email of emails) expect((await guess(email, address)).status).toBe(400);
    expect((await guess('someone.else@example.org', address)).status).toBe(429);
    // Another address is not held back by it.
    expect((await guess('someone.else@example.org', '192.0.2.78')).status).toBe(400);
  });

  it('counts a parallel burst before checking any password', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => guess('burst@example.org', '192.0.2.99')),
    );
    expect(statuses.filter((r) => r.status === 400).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(6);
  });
});

describe('backoffMs', () => {
  it('doubles after the free failures and stops at the cap', () => {
    expect(backoffMs(5, 5)).toBe(1000);
    expect(backoffMs(6, 5)).toBe(2000);
    expect(backoffMs(9, 5)).toBe(16_000);
    expect(backoffMs(40, 5)).toBe(15 * 60_000);
  });
});
