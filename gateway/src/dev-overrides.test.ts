import request from 'supertest';
import { rmSync, writeFileSync } from 'node:fs';
import { createGateway } from './app';
import { applyDevOverrides, devRegistryPath, validOverrides, type DevRegistryFile } from './dev-overrides';
import { toServedRegistry } from './registry';
import { entry, makeFixture, registryOf, type Fixture } from './test-fixtures';

const DEV_MANIFEST = 'http://127.0.0.1:3101/mf-manifest.json';

describe('registry.dev.json entries', () => {
  it('keeps well-formed entries and leaves out bad names, non-http URLs and dead processes', () => {
    const alive = (pid: number) => pid === 42;
    expect(
      validOverrides(
        {
          remotes: {
            'mfe-search': { manifest: DEV_MANIFEST, pid: 42 },
            'mfe-salary': { manifest: 'http://localhost:3102/mf-manifest.json' },
            'mfe-listings': { manifest: DEV_MANIFEST, pid: 7 },
            '../etc': { manifest: DEV_MANIFEST },
            'mfe-org-dashboard': { manifest: 'javascript:alert(1)' },
            'mfe-user-dashboard': { manifest: 'not a url' },
          },
        },
        alive,
      ),
    ).toEqual({
      'mfe-search': { manifest: DEV_MANIFEST, pid: 42 },
      'mfe-salary': { manifest: 'http://localhost:3102/mf-manifest.json' },
    });
    expect(validOverrides(null)).toEqual({});
    expect(validOverrides({ remotes: 'x' })).toEqual({});
  });

  it('points an overridden remote at its dev build and adds one never deployed', () => {
    const served = toServedRegistry(registryOf(entry('mfe-search', 'v1'), entry('mfe-salary', 's1')));
    const result = applyDevOverrides(served, {
      'mfe-search': { manifest: DEV_MANIFEST, since: '2026-11-22T10:00:00.000Z' },
      'mfe-listings': { manifest: 'http://127.0.0.1:3102/mf-manifest.json' },
    });
    expect(result.remotes).toEqual([
      {
        name: 'mfe_search',
        remote: 'mfe-search',
        version: 'dev',
        manifest: DEV_MANIFEST,
        builtAt: '2026-11-22T10:00:00.000Z',
        commit: 'dev',
      },
      served.remotes[1],
      {
        name: 'mfe_listings',
        remote: 'mfe-listings',
        version: 'dev',
        manifest: 'http://127.0.0.1:3102/mf-manifest.json',
        builtAt: '',
        commit: 'dev',
      },
    ]);
  });
});

describe('the gateway with a developer loop running', () => {
  let fx: Fixture;
  beforeEach(() => {
    fx = makeFixture();
    fx.writeRegistry(registryOf(entry('mfe-search', 'v1'), entry('mfe-salary', 's1')));
  });
  afterEach(() => fx.cleanup());

  const app = (devOverrides: boolean) =>
    createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl: 'http://127.0.0.1:9',
      devOverrides,
    });
  const writeDev = (file: DevRegistryFile) =>
    writeFileSync(devRegistryPath(fx.deployDir), JSON.stringify(file));
  const manifests = (body: { remotes: { remote: string; manifest: string }[] }) =>
    Object.fromEntries(body.remotes.map((r) => [r.remote, r.manifest]));

  it('serves the dev build for that remote, the deployed versions for the others, and allows its origin', async () => {
    writeDev({ remotes: { 'mfe-search': { manifest: DEV_MANIFEST, pid: process.pid } } });
    const gateway = app(true);
    const res = await request(gateway).get('/registry.json').expect(200);
    expect(manifests(res.body)).toEqual({
      'mfe-search': DEV_MANIFEST,
      'mfe-salary': '/remotes/mfe-salary/s1/mf-manifest.json',
    });
    const page = await request(gateway).get('/jobs').set('Accept', 'text/html').expect(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:3101/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:3101/);
    const health = await request(gateway).get('/healthz').expect(200);
    expect(health.body.remotes).toEqual({ mfe_search: 'dev', mfe_salary: 's1' });
  });

  it('goes back to the deployed version as soon as the dev command removes its entry', async () => {
    writeDev({ remotes: { 'mfe-search': { manifest: DEV_MANIFEST } } });
    const gateway = app(true);
    expect(manifests((await request(gateway).get('/registry.json')).body)['mfe-search']).toBe(DEV_MANIFEST);
    rmSync(devRegistryPath(fx.deployDir));
    expect(manifests((await request(gateway).get('/registry.json')).body)['mfe-search']).toBe(
      '/remotes/mfe-search/v1/mf-manifest.json',
    );
  });

  it('ignores the file in production', async () => {
    writeDev({ remotes: { 'mfe-search': { manifest: DEV_MANIFEST } } });
    const res = await request(app(false)).get('/registry.json').expect(200);
    expect(manifests(res.body)['mfe-search']).toBe('/remotes/mfe-search/v1/mf-manifest.json');
  });

  it('ignores a corrupt file rather than failing the registry', async () => {
    writeFileSync(devRegistryPath(fx.deployDir), '{ half');
    const res = await request(app(true)).get('/registry.json').expect(200);
    expect(res.body.remotes).toHaveLength(2);
  });
});
