import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
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

  it('reports every invalid variable by name', () => {
    expect.assertions(2);
    try {
      loadConfig({ PORT: 'abc', CLIENT_VERSION: '1.5', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(Object.keys((error as ConfigError).problems).sort()).toEqual([
        'CLIENT_VERSION',
        'DATABASE_URL',
        'PORT',
      ]);
    }
  });
});
