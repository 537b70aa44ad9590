import request from 'supertest';
import { createGateway } from './app';
import { IMMUTABLE } from './cache-control';
import { INDEX_HTML, makeFixture, type Fixture } from './test-fixtures';

describe('shell', () => {
  let fx: Fixture;
  beforeAll(() => (fx = makeFixture()));
  afterAll(() => fx.cleanup());
  const app = () =>
    createGateway({ deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: 'http://127.0.0.1:9' });

  it('serves hashed shell assets as immutable and gzips text', async () => {
    const res = await request(app())
      .get('/assets/shell/main.0123abcd.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves un-hashed shell files and index.html with no-cache', async () => {
    expect((await request(app()).get('/assets/shell/favicon.ico').expect(200)).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await request(app()).get('/assets/shell/index.html').expect(200)).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('answers 404 for a missing shell asset', async () => {
    const res = await request(app())
      .get('/assets/shell/gone.00000000.js')
      .set('Accept', 'text/html')
      .expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it.each([
    '/',
    '/jobs',
    '/es/voluntariado',
    '/dashboard/profile?x=1',
    '/nonprofit-salary-explorer/survey',
    '/definitely/not/a/page',
  ])('answers the page %s with the shell index.html, 200, no-cache', async (url) => {
    const res = await request(app())
      .get(url)
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .expect(200);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer HTML to a request that does not accept it, or to a POST', async () => {
    await request(app()).get('/something.json').set('Accept', 'application/json').expect(404);
    await request(app()).post('/jobs').set('Accept', 'text/html').expect(404);
  });

  it('answers 503 with a readable message when the shell is not built', async () => {
    const bare = makeFixture({ withShell: false });
    try {
      const res = await request(
        createGateway({ deployDir: bare.deployDir, shellDir: bare.shellDir, apiUrl: 'http://127.0.0.1:9' }),
      )
        .get('/jobs')
        .set('Accept', 'text/html')
        .expect(503);
      expect(res.text).toContain('npm run build -w @opengood/shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      bare.cleanup();
    }
  });
});
