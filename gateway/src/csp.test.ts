import request from 'supertest';
import { createGateway } from './app';
import { createRemoteOriginSource, localPaymentOrigins, STRIPE_JS_ORIGINS } from './csp';
import { entry, makeFixture, registryOf, type Fixture } from './test-fixtures';

/** 'script-src' → its sources, from a CSP header. */
function directives(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('Content-Security-Policy', () => {
  let fx: Fixture;
  beforeEach(() => (fx = makeFixture()));
  afterEach(() => fx.cleanup());

  it("names only 'self' when every remote is same-origin and no REMOTE_ORIGINS", async () => {
    fx.writeRegistry(registryOf(entry('mfe-search', 'v1')));
    const res = await request(
      createGateway({ deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: 'http://127.0.0.1:9' }),
    )
      .get('/jobs')
      .set('Accept', 'text/html')
      .expect(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it("lets the card fields reach the payment provider: Stripe.js's origins, or the local test server's", async () => {
    fx.writeRegistry(registryOf(entry('mfe-search', 'v1')));
    const base = { deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: 'http://127.0.0.1:9' };
    const stripe = await request(createGateway({ ...base, paymentOrigins: STRIPE_JS_ORIGINS }))
      .get('/jobs')
      .set('Accept', 'text/html')
      .expect(200);
    const csp = directives(stripe.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    const local = await request(
      createGateway({ ...base, paymentOrigins: localPaymentOrigins('http://127.0.0.1:12111') }),
    )
      .get('/jobs')
      .set('Accept', 'text/html')
      .expect(200);
    const localCsp = directives(local.headers['content-security-policy'] as string);
    expect(localCsp['script-src']).toEqual(["'self'"]);
    expect(localCsp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:12111']);
    expect(localCsp['frame-src']).toBeUndefined();
  });

  it('names exactly the registry manifest origins plus REMOTE_ORIGINS in script-src and connect-src', async () => {
    fx.writeRegistry(
      registryOf(
        entry('mfe-search', 'v1'),
        entry('mfe-salary', 'v1', 'https://cdn.example.org/remotes/mfe-salary/v1/mf-manifest.json'),
        entry('mfe-listings', 'v1', 'https://cdn.example.org/remotes/mfe-listings/v1/mf-manifest.json'),
      ),
    );
    const gateway = createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl: 'http://127.0.0.1:9',
      remoteOrigins: ['https://static.example.net'],
    });
    const res = await request(gateway).get('/').set('Accept', 'text/html').expect(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    const expected = ["'self'", 'https://cdn.example.org', 'https://static.example.net'];
    expect(csp['script-src']).toEqual(expected);
    expect(csp['connect-src']).toEqual(expected);
    expect(csp['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://cdn.example.org',
      'https://static.example.net',
    ]);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'https://cdn.example.org',
      'https://static.example.net',
    ]);
    expect(csp['font-src']).toEqual([
      "'self'",
      'data:',
      'https://cdn.example.org',
      'https://static.example.net',
    ]);
  });

  it('follows a deploy that moves a remote to a CDN once the short cache expires', async () => {
    fx.writeRegistry(registryOf(entry('mfe-search', 'v1')));
    const origins = createRemoteOriginSource(fx.deployDir, [], 1000);
    expect(await origins(0)).toEqual([]);
    fx.writeRegistry(
      registryOf(entry('mfe-search', 'v2', 'https://cdn.example.org/mfe-search/v2/mf-manifest.json')),
    );
    expect(await origins(500)).toEqual([]);
    expect(await origins(1500)).toEqual(['https://cdn.example.org']);
  });

  it('still serves pages with a corrupt registry (CSP falls back to REMOTE_ORIGINS)', async () => {
    const origins = createRemoteOriginSource(fx.deployDir, ['https://static.example.net']);
    require('node:fs').writeFileSync(require('node:path').join(fx.deployDir, 'registry.json'), '{');
    expect(await origins()).toEqual(['https://static.example.net']);
  });
});
