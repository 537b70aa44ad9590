import request from 'supertest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGateway } from './app';
import { remoteOriginsOf, toServedRegistry } from './registry';
import { entry, makeFixture, registryOf, type Fixture } from './test-fixtures';

describe('registry helpers', () => {
  it('serves only the current entries, without switchedAt or history', () => {
    const old = entry('mfe-search', '20261120T000000Z-00000000');
    const live = entry('mfe-search', '20261121T231500Z-3f9a2b1c');
    const served = toServedRegistry({ remotes: { 'mfe-search': { current: live, history: [live, old] } } });
    expect(served).toEqual({
      remotes: [
        {
          name: 'mfe_search',
          remote: 'mfe-search',
          version: '20261121T231500Z-3f9a2b1c',
          manifest: '/remotes/mfe-search/20261121T231500Z-3f9a2b1c/mf-manifest.json',
          builtAt: '2026-11-21T23:15:00.000Z',
          commit: 'abc1234',
        },
      ],
    });
  });

  it('passes on what a version exposes, so the shell finds the slot fills without reading every manifest', () => {
    const live = { ...entry('mfe-org-dashboard', 'v2'), exposes: ['./lifecycle', './App', './slots'] };
    const served = toServedRegistry({ remotes: { 'mfe-org-dashboard': { current: live, history: [live] } } });
    expect(served.remotes[0]).toMatchObject({ exposes: ['./lifecycle', './App', './slots'] });
  });

  it('takes origins from absolute manifest URLs only', () => {
    const served = toServedRegistry(
      registryOf(
        entry('mfe-search', 'v1'),
        entry('mfe-salary', 'v1', 'https://cdn.example.org/remotes/mfe-salary/v1/mf-manifest.json'),
        entry('mfe-listings', 'v1', 'https://cdn.example.org:8443/x/mf-manifest.json'),
      ),
    );
    expect(remoteOriginsOf(served)).toEqual(['https://cdn.example.org', 'https://cdn.example.org:8443']);
  });
});

describe('GET /registry.json and /healthz', () => {
  let fx: Fixture;
  beforeEach(() => (fx = makeFixture()));
  afterEach(() => fx.cleanup());
  const app = () =>
    createGateway({ deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: 'http://127.0.0.1:9' });

  it('is an empty registry before any deploy', async () => {
    const res = await request(app()).get('/registry.json').expect(200);
    expect(res.body).toEqual({ remotes: [] });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('reads the file on every request, so a deploy is live without a restart', async () => {
    const gateway = app();
    fx.writeRegistry(registryOf(entry('mfe-search', 'v1')));
    const first = await request(gateway).get('/registry.json').expect(200);
    expect(first.body.remotes.map((r: { version: string }) => r.version)).toEqual(['v1']);
    expect(first.headers['cache-control']).toBe('no-cache');

    fx.writeRegistry(registryOf(entry('mfe-search', 'v2'), entry('mfe-salary', 's1')));
    const second = await request(gateway).get('/registry.json').expect(200);
    expect(
      second.body.remotes.map((r: { name: string; version: string }) => `${r.name}@${r.version}`),
    ).toEqual(['mfe_search@v2', 'mfe_salary@s1']);
  });

  it('answers a JSON 500 when registry.json is corrupt', async () => {
    writeFileSync(path.join(fx.deployDir, 'registry.json'), '{ half');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(app()).get('/registry.json').expect(500);
    expect(res.body).toEqual({ message: 'Gateway error', errors: {} });
  });

  it('reports health with the live version of each remote', async () => {
    fx.writeRegistry(registryOf(entry('mfe-search', 'v1'), entry('mfe-salary', 's1')));
    const res = await request(app()).get('/healthz').expect(200);
    expect(res.body).toEqual({ ok: true, remotes: { mfe_search: 'v1', mfe_salary: 's1' } });
  });
});
