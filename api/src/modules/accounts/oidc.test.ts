import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { browser, request, type Browser } from '../../testing/contractRequest';
import { openAppOn, openSeededApp, TEST_PUBLIC_URL, type SeededApp } from '../../testing/seededApp';

// Sign-in with an OpenID Connect provider, against a real one (oidc-provider) on 127.0.0.1. Its
// development login form accepts any login: the login names the account, whose claims are below.

const CLIENT = { client_id: 'opengood', client_secret: 'opengood-test-client-secret' };
const PEOPLE: Record<string, Record<string, unknown>> = {
  'sub-maria': {
    email: 'maria.oidc@example.org',
    email_verified: true,
    given_name: 'María',
    family_name: 'Pérez',
    locale: 'es-AR',
  },
  'sub-nameless': { email: 'nameless.oidc@example.org', email_verified: true },
};

let providerServer: Server;
let issuer: string;
let seeded: SeededApp;

beforeAll(async () => {
  providerServer = createServer();
  providerServer.listen(0, '127.0.0.1');
  await once(providerServer, 'listening');
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  // Its development-mode notices (dev keys, dev interactions, Node 20 not being its favourite) are expected.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      {
        ...CLIENT,
        redirect_uris: [`${TEST_PUBLIC_URL}/data/auth/oidc/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'locale'],
    },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...PEOPLE[sub] }) }),
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  providerServer.on('request', provider.callback());
  seeded = await openSeededApp({
    oidc: { issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret },
  });
});
afterAll(async () => {
  await seeded?.close();
  providerServer?.closeAllConnections();
  await new Promise((resolve) => providerServer?.close(resolve));
});

/** The browser at the provider: follows its redirects, fills its login and consent forms as `login`. */
async function atProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      if (url.startsWith(TEST_PUBLIC_URL)) return url; // back to the product
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(login|consent)"/.exec(html)?.[1];
    if (res.status !== 200 || !prompt)
      throw new Error(`unexpected provider page ${res.status} at ${url}: ${html.slice(0, 300)}`);
    form =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login, password: 'any' }).toString()
        : `prompt=consent`;
  }
  throw new Error('too many redirects at the provider');
}

/** Signs `b` in through the provider as `login`; answers where the product sends the browser after. */
async function signInWithProvider(b: Browser, login: string, returnTo = '/dashboard'): Promise<string> {
  const start = await b.get(`/data/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`).expect(302);
  const authorization = new URL(start.headers.location!);
  expect(authorization.origin).toBe(issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/data/auth/oidc/callback`);
  const back = new URL(await atProvider(authorization.href, login));
  const callback = await b.get(back.pathname + back.search).expect(302);
  return callback.headers.location!;
}

describe('sign-in with the OpenID Connect provider', () => {
  it('creates a new user, signs them in and flags justSignedUpWithProvider until the profile is saved', async () => {
    const b = await browser(seeded.app);
    expect(await signInWithProvider(b, 'sub-maria')).toBe(`${TEST_PUBLIC_URL}/dashboard`);
    const me = await b.get('/data/users/me').expect(200);
    expect(me.body.user).toMatchObject({
      email: 'maria.oidc@example.org',
      emailVerified: true,
      firstName: 'María',
      lastName: 'Pérez',
      name: 'María Pérez',
      lang: 'es',
      justSignedUpWithProvider: true,
    });
    // FINISH_OAUTH_SIGNUP saves the profile, which ends the just-signed-up state.
    const saved = await b.patch('/data/users/me').send({ firstName: 'María José' }).expect(200);
    expect(saved.body.user.justSignedUpWithProvider).toBe(false);

    // Next time the same person is recognised, not created again.
    const again = await browser(seeded.app);
    await signInWithProvider(again, 'sub-maria', '/');
    const second = await again.get('/data/users/me').expect(200);
    expect(second.body.user).toMatchObject({ id: me.body.user.id, justSignedUpWithProvider: false });
    const { rows } = await seeded.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounts WHERE provider_id = 'oidc' AND user_id = $1`,
      [me.body.user.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('leaves names empty when the provider has none (INFORMATION_REQUIRED asks for them)', async () => {
    const b = await browser(seeded.app);
    await signInWithProvider(b, 'sub-nameless');
    const me = await b.get('/data/users/me').expect(200);
    expect(me.body.user).toMatchObject({
      firstName: null,
      lastName: null,
      name: 'nameless.oidc@example.org',
    });
  });

  it('sends a callback without a valid state to the log-in page with an error', async () => {
    const b = await browser(seeded.app);
    const res = await b.get('/data/auth/oidc/callback?code=forged&state=forged').expect(302);
    expect(res.headers.location).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/login\\?error=`));
    expect((await b.get('/data/users/me').expect(200)).body.user).toBeNull();
  });

  it('refuses a returnTo that leaves the product', async () => {
    const res = await request(seeded.app).get('/data/auth/oidc/start?returnTo=//evil.example/x').expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['returnTo']);
  });
});

describe('without a provider configured', () => {
  it('answers 404 OIDC_NOT_CONFIGURED', async () => {
    const plain = await openAppOn(seeded.db);
    try {
      const res = await request(plain.app).get('/data/auth/oidc/start').expect(404);
      expect(res.body.errors).toEqual({ oidc: 'OIDC_NOT_CONFIGURED' });
    } finally {
      await plain.close();
    }
  });
});
