import path from 'node:path';
import { ConfigError, DEVELOPMENT_AUTH_SECRET, loadConfig } from './config';

const DEV = { NODE_ENV: 'development' };

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(DEV);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedListings: 5000,
      seedOrgs: 500,
      clientVersion: 1,
    });
    expect(config.pgliteDir).toBe(path.resolve(__dirname, '..', '..', '.data', 'pglite'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      ...DEV,
      PORT: '4999',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SEED_LISTINGS: '10',
      CLIENT_VERSION: '3',
    });
    expect(config).toMatchObject({
      port: 4999,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      seedListings: 10,
      clientVersion: 3,
    });
  });

  it('has development defaults for accounts, mail and limits', () => {
    const config = loadConfig(DEV);
    expect(config).toMatchObject({
      production: false,
      publicUrl: 'http://localhost:3000',
      authSecret: DEVELOPMENT_AUTH_SECRET,
      trustProxy: 'loopback',
      redisUrl: undefined,
      smtpUrl: undefined,
      oidc: undefined,
      rateLimits: { login: 10, signup: 20, forgotPassword: 5 },
    });
  });

  it('reads the accounts variables', () => {
    const config = loadConfig({
      ...DEV,
      PUBLIC_URL: 'https://opengood.example/',
      AUTH_SECRET: 's'.repeat(40),
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      TRUST_PROXY: '2',
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'opengood',
      OIDC_CLIENT_SECRET: 'shh',
      RATE_LIMIT_LOGIN: '3',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://opengood.example',
      authSecret: 's'.repeat(40),
      redisUrl: 'redis://127.0.0.1:6379',
      smtpUrl: 'smtp://user:pass@127.0.0.1:2525',
      trustProxy: 2,
      oidc: { issuer: 'https://id.example', clientId: 'opengood', clientSecret: 'shh' },
      rateLimits: { login: 3, signup: 20, forgotPassword: 5 },
    });
    expect(loadConfig({ ...DEV, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses production without its own AUTH_SECRET, and a partial OIDC configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: DEVELOPMENT_AUTH_SECRET })).toThrow(
      /AUTH_SECRET/,
    );
    const secrets = { AUTH_SECRET: 'p'.repeat(32), PUBLIC_URL: 'https://www.opengood.example' };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).production).toBe(true);
    // A deployment that forgot NODE_ENV (or misspelt it) is production, not development.
    expect(() => loadConfig({})).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(32) })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...secrets }).production).toBe(true);
    try {
      loadConfig({ ...DEV, OIDC_ISSUER: 'https://id.example' });
      throw new Error('accepted');
    } catch (error) {
      expect(Object.keys((error as ConfigError).problems).sort()).toEqual([
        'OIDC_CLIENT_ID',
        'OIDC_CLIENT_SECRET',
      ]);
    }
  });

  it('reads Stripe keys (both or none); outside production without them, the local test server; in production none', () => {
    expect(
      loadConfig({
        ...DEV,
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_live_abc',
      publishableKey: 'pk_live_abc',
      apiUrl: undefined,
      browserUrl: undefined,
      webhookSecret: 'whsec_abc',
    });
    expect(() =>
      loadConfig({ ...DEV, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ ...DEV, STRIPE_API_URL: 'http://127.0.0.1:5555' }).stripe).toMatchObject({
      secretKey: expect.stringMatching(/^sk_test_/),
      apiUrl: 'http://127.0.0.1:5555',
      webhookSecret: 'whsec_opengood_local',
    });
    expect(() => loadConfig({ ...DEV, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ ...DEV, STRIPE_SECRET_KEY: '4242424242424242' })).toThrow(/STRIPE_SECRET_KEY/);
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(32),
      PUBLIC_URL: 'https://o.example',
    };
    expect(loadConfig(production).stripe).toBeNull();
  });

  it('reports every invalid variable by name', () => {
    expect.assertions(2);
    try {
      loadConfig({
        ...DEV,
        PORT: 'abc',
        CLIENT_VERSION: '1.5',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(Object.keys((error as ConfigError).problems).sort()).toEqual([
        'CLIENT_VERSION',
        'DATABASE_URL',
        'LOG_LEVEL',
        'PORT',
      ]);
    }
  });
});
