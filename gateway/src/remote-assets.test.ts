import request from 'supertest';
import { createGateway } from './app';
import { IMMUTABLE } from './cache-control';
import { makeFixture, type Fixture } from './test-fixtures';

describe('/remotes/:remote/:version/*', () => {
  let fx: Fixture;
  const v = '20261121T231500Z-3f9a2b1c';
  beforeAll(() => {
    fx = makeFixture();
    fx.writeRemoteFile('mfe-search', v, 'mf-manifest.json', '{"name":"mfe_search"}');
    fx.writeRemoteFile('mfe-search', v, 'remoteEntry.js', 'var mfe_search;');
    fx.writeRemoteFile('mfe-search', v, '123.3f9a2b1c.js', 'console.log(1)');
    fx.writeRemoteFile('mfe-search', v, 'version.json', '{}');
    fx.writeRemoteFile('mfe-search', '.staging-1', 'remoteEntry.js', 'half');
  });
  afterAll(() => fx.cleanup());
  const app = () =>
    createGateway({ deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: 'http://127.0.0.1:9' });

  it('serves content-hashed chunks as immutable for a year, with CORS', async () => {
    const res = await request(app()).get(`/remotes/mfe-search/${v}/123.3f9a2b1c.js`).expect(200);
    expect(res.text).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['mf-manifest.json', 'remoteEntry.js', 'version.json'])('serves %s with no-cache', async (file) => {
    const res = await request(app()).get(`/remotes/mfe-search/${v}/${file}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    `/remotes/mfe-search/${v}/nope.3f9a2b1c.js`,
    '/remotes/mfe-search/20990101T000000Z-00000000/remoteEntry.js',
    '/remotes/mfe-search/.staging-1/remoteEntry.js',
    '/remotes/mfe-search/..%2F..%2Fregistry.json',
  ])('answers 404 JSON (never the shell) for %s', async (url) => {
    const res = await request(app()).get(url).set('Accept', 'text/html,*/*').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.text).not.toContain('<html');
  });
});
