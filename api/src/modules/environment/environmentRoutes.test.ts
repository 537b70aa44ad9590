import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createApp } from '../../app';
import type { Db } from '../../platform/db/db';
import { request } from '../../testing/contractRequest';
import { openTestDatabase } from '../../testing/testDatabase';
import { openAppOn } from '../../testing/seededApp';
import { insertTestUsers } from '../../testing/testUsers';
import { unusedDb } from '../../testing/unusedDb';
import { type CsrfPair, signedInByHeader, csrfOf, writeHeaders } from '../../testing/testVisitors';

/** Every Set-Cookie header of an answer, attributes included. */
const setCookies = (res: { headers: Record<string, unknown> }): string[] =>
  (res.headers['set-cookie'] as string[] | undefined) ?? [];

const acceptCookies = (as: { user?: string } = {}) =>
  request(app).post('/data/website/accept-cookies').set(writeHeaders(csrf, as));

/**
 * The discovery document of a provider on 127.0.0.1 (better-auth reads it when the accounts open); only
 * whether one is configured matters here, the sign-in itself is tested in accounts/oidc.test.ts.
 */
async function serveDiscovery(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        issuer: url,
        authorization_endpoint: `${url}/auth`,
        token_endpoint: `${url}/token`,
        jwks_uri: `${url}/jwks`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let db: Db;
let app: Express;
let csrf: CsrfPair | null;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db, [41, 42]);
  app = createApp({ db, sessions: signedInByHeader });
  csrf = await csrfOf(app);
});
afterAll(() => db?.close());

describe('GET /data/environment', () => {
  it('answers an anonymous first visit from loopback without touching the database', async () => {
    const res = await request(createApp({ db: unusedDb, clientVersion: 7, stripe: null }))
      .get('/data/environment')
      .expect('Content-Type', /json/)
      .expect(200);
    expect(res.body).toEqual({
      showAcceptCookies: true,
      guessedLocation: null,
      isUS: false,
      abExperiments: [],
      oidcSignIn: false,
      _version: 7,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('tells the browser where cards are tokenised: the local test server with its publishable key, or Stripe.js', async () => {
    const stripe = {
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      browserUrl: undefined,
      webhookSecret: 'whsec_x',
    };
    const local = await request(
      createApp({ db: unusedDb, stripe: { ...stripe, apiUrl: 'http://127.0.0.1:12111' } }),
    )
      .get('/data/environment')
      .expect(200);
    expect(local.body.paymentProvider).toEqual({
      publishableKey: 'pk_test_x',
      localServerUrl: 'http://127.0.0.1:12111',
    });
    const real = await request(createApp({ db: unusedDb, stripe: { ...stripe, apiUrl: undefined } }))
      .get('/data/environment')
      .expect(200);
    expect(real.body.paymentProvider).toEqual({ publishableKey: 'pk_test_x', localServerUrl: null });
  });

  it('offers OpenID Connect sign-in only when the accounts have a provider configured', async () => {
    const issuer = await serveDiscovery();
    const plain = await openAppOn(db);
    const withProvider = await openAppOn(db, {
      oidc: { issuer: issuer.url, clientId: 'opengood', clientSecret: 'not-a-real-secret' },
    });
    try {
      const off = await request(plain.app).get('/data/environment').expect(200);
      expect(off.body.oidcSignIn).toBe(false);
      const on = await request(withProvider.app).get('/data/environment').expect(200);
      expect(on.body.oidcSignIn).toBe(true);
    } finally {
      await plain.close();
      await withProvider.close();
      await issuer.close();
    }
  });

  it('guesses a US visitor from the address the gateway forwards', async () => {
    const res = await request(app).get('/data/environment').set('X-Forwarded-For', '24.24.24.24').expect(200);
    expect(res.body.isUS).toBe(true);
    expect(res.body.guessedLocation).toEqual({
      city: 'Syracuse',
      stateCode: 'NY',
      countryCode: 'US',
      latitude: expect.closeTo(43.05, 1),
      longitude: expect.closeTo(-76.15, 1),
    });
  });

  it('guesses a Brazilian visitor, over IPv4 and IPv6', async () => {
    const v4 = await request(app).get('/data/environment').set('X-Forwarded-For', '177.71.128.1').expect(200);
    expect(v4.body.isUS).toBe(false);
    expect(v4.body.guessedLocation).toMatchObject({ countryCode: 'BR', stateCode: 'SP' });
    const v6 = await request(app).get('/data/environment').set('X-Forwarded-For', '2804:14c::1').expect(200);
    expect(v6.body.guessedLocation).toMatchObject({ countryCode: 'BR' });
  });

  it('takes the hop nearest the trusted gateway, not an address the client wrote itself', async () => {
    const res = await request(app)
      .get('/data/environment')
      .set('X-Forwarded-For', '24.24.24.24, 177.71.128.1')
      .expect(200);
    expect(res.body.guessedLocation).toMatchObject({ countryCode: 'BR' });
  });

  it('guesses nothing for private and loopback addresses', async () => {
    for (const address of ['10.1.2.3', '192.168.0.7', '::1', '127.0.0.1']) {
      const res = await request(app).get('/data/environment').set('X-Forwarded-For', address).expect(200);
      expect(res.body).toMatchObject({ guessedLocation: null, isUS: false });
    }
  });
});

describe('POST /data/website/accept-cookies', () => {
  it('sets the year-long consent cookie, after which the bar is hidden', async () => {
    const res = await acceptCookies().expect(200);
    expect(res.body).toEqual({ showAcceptCookies: false, _version: 1 });
    const cookie = setCookies(res).find((c) => c.startsWith('cookies_accepted=1;'));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    const env = await request(app).get('/data/environment').set('Cookie', 'cookies_accepted=1').expect(200);
    expect(env.body.showAcceptCookies).toBe(false);
  });

  it('marks the cookie Secure when the gateway says the client used HTTPS', async () => {
    const res = await acceptCookies().set('X-Forwarded-Proto', 'https').expect(200);
    expect(setCookies(res).find((c) => c.startsWith('cookies_accepted='))).toMatch(/; Secure/);
  });

  it('remembers a signed-in user’s acceptance in every browser, for that user only', async () => {
    await acceptCookies({ user: '41' }).expect(200);
    const again = await acceptCookies({ user: '41' }).expect(200);
    expect(again.body.showAcceptCookies).toBe(false);
    const same = await request(app).get('/data/environment').set('X-Test-User', '41').expect(200);
    expect(same.body.showAcceptCookies).toBe(false);
    const other = await request(app).get('/data/environment').set('X-Test-User', '42').expect(200);
    expect(other.body.showAcceptCookies).toBe(true);
  });

  it('refuses a malformed body with a JSON 400', async () => {
    const res = await acceptCookies().set('Content-Type', 'application/json').send('{oops').expect(400);
    expect(res.body).toMatchObject({ errors: { body: 'Must be valid JSON' } });
    expect(setCookies(res)).toEqual([]);
  });
});
