import path from 'node:path';
import { ConfigError, loadGatewayConfig } from './config';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('loadGatewayConfig', () => {
  it('defaults to port 3000 on 127.0.0.1 with repo-relative folders and the local api', () => {
    const config = loadGatewayConfig({ NODE_ENV: 'development' });
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      deployDir: path.join(repoRoot, '.deploy'),
      shellDir: path.join(repoRoot, 'shell', 'dist'),
      apiUrl: 'http://127.0.0.1:4000',
      dataUpstreams: {},
      remoteOrigins: [],
      paymentOrigins: {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      },
      logRequests: true,
      devOverrides: true,
      publicOrigin: 'http://localhost:3000',
      trustProxy: false,
    });
  });

  it('honours the developer loop overrides everywhere but production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.opengood.example' };
    expect(loadGatewayConfig(production).devOverrides).toBe(false);
    expect(loadGatewayConfig({ NODE_ENV: 'development' }).devOverrides).toBe(true);
    expect(loadGatewayConfig({ NODE_ENV: 'test' }).devOverrides).toBe(true);
    // Unset is production: the developer loop's overrides never switch on by omission.
    expect(loadGatewayConfig({ PUBLIC_ORIGIN: 'https://www.opengood.example' }).devOverrides).toBe(false);
  });

  it('needs PUBLIC_ORIGIN in production, and takes http://localhost:<PORT> elsewhere', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN must be set/);
    expect(() => loadGatewayConfig({})).toThrow(/PUBLIC_ORIGIN must be set/);
    expect(loadGatewayConfig({ NODE_ENV: 'development', PORT: '8081' }).publicOrigin).toBe(
      'http://localhost:8081',
    );
    expect(
      loadGatewayConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://www.opengood.example/' }).publicOrigin,
    ).toBe('https://www.opengood.example');
  });

  it('trusts no proxy unless TRUST_PROXY names them, and never every hop', () => {
    const dev = { NODE_ENV: 'development' };
    expect(loadGatewayConfig(dev).trustProxy).toBe(false);
    expect(loadGatewayConfig({ ...dev, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadGatewayConfig({ ...dev, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(() => loadGatewayConfig({ ...dev, TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = loadGatewayConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DEPLOY_DIR: '/srv/deploy',
      SHELL_DIR: '/srv/shell',
      API_URL: 'http://api:4000/',
      DATA_UPSTREAMS: '{"/data/salaries/":"http://127.0.0.1:4100"}',
      REMOTE_ORIGINS: 'https://cdn.example.org/, https://cdn2.example.org',
      RENDER_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      deployDir: '/srv/deploy',
      shellDir: '/srv/shell',
      apiUrl: 'http://api:4000',
      dataUpstreams: { '/data/salaries': 'http://127.0.0.1:4100' },
      remoteOrigins: ['https://cdn.example.org', 'https://cdn2.example.org'],
      logRequests: false,
      renderCacheTtlMs: 0,
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ API_URL: 'localhost:4000' }, /API_URL must be/],
    [{ API_URL: 'ftp://x' }, /API_URL must be an http\(s\) URL/],
    [{ DATA_UPSTREAMS: '{nope' }, /DATA_UPSTREAMS must be a JSON object/],
    [{ DATA_UPSTREAMS: '["/data"]' }, /DATA_UPSTREAMS must be a JSON object/],
    [{ DATA_UPSTREAMS: '{"/api":"http://x"}' }, /key "\/api" must be a path starting with \/data/],
    [{ DATA_UPSTREAMS: '{"/data/x":"nope"}' }, /DATA_UPSTREAMS\["\/data\/x"\] must be/],
    [{ REMOTE_ORIGINS: 'cdn.example.org' }, /REMOTE_ORIGINS must be/],
    [{ RENDER_CACHE_TTL_MS: '10s' }, /RENDER_CACHE_TTL_MS must be a whole number/],
    [{ RENDER_CACHE_TTL_MS: '-1' }, /RENDER_CACHE_TTL_MS must be a whole number/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    const dev = { NODE_ENV: 'development', ...env };
    expect(() => loadGatewayConfig(dev)).toThrow(ConfigError);
    expect(() => loadGatewayConfig(dev)).toThrow(message);
  });
});
