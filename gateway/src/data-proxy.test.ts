import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { createGateway } from './app';
import { pickUpstream } from './data-proxy';
import { makeFixture, type Fixture } from './test-fixtures';

/** A tiny upstream that echoes what it received, tagged with its own name. */
function startUpstream(tag: string): Promise<{ server: Server; url: string }> {
  const app = express();
  app.use(express.json());
  app.get('/data/slow', () => undefined); // never answers: exercises the proxy timeout
  app.all('/{*splat}', (req, res) => {
    res
      .status(req.path.endsWith('/missing') ? 404 : 200)
      .json({
        tag,
        method: req.method,
        url: req.originalUrl,
        body: req.body ?? null,
        host: req.headers.host,
        forwardedHost: req.headers['x-forwarded-host'] ?? null,
      });
  });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

/** A URL nothing listens on: bind port 0, note it, close. */
async function deadUrl(): Promise<string> {
  const { server, url } = await startUpstream('dead');
  await new Promise((r) => server.close(r));
  return url;
}

describe('pickUpstream', () => {
  const upstreams = { '/data/salaries': 'http://salaries', '/data/salaries/survey': 'http://survey' };
  it.each([
    ['/data/jobs', 'http://api'],
    ['/data/salaries', 'http://salaries'],
    ['/data/salaries/explore', 'http://salaries'],
    ['/data/salaries/survey/answers', 'http://survey'],
    ['/data/salariesx', 'http://api'],
  ])('%s → %s', (pathname, target) => {
    expect(pickUpstream(pathname, 'http://api', upstreams)).toBe(target);
  });
});

describe('/data/* proxy', () => {
  let fx: Fixture;
  let api: { server: Server; url: string };
  let salaries: { server: Server; url: string };
  beforeAll(async () => {
    fx = makeFixture();
    api = await startUpstream('api');
    salaries = await startUpstream('salaries');
  });
  afterAll(async () => {
    fx.cleanup();
    await Promise.all([api, salaries].map(({ server }) => new Promise((r) => server.close(r))));
  });
  const app = (apiUrl = api.url, proxyTimeoutMs?: number) =>
    createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl,
      dataUpstreams: { '/data/salaries': salaries.url },
      proxyTimeoutMs,
    });

  it('forwards to API_URL keeping the /data path and query', async () => {
    const res = await request(app())
      .get('/data/jobs/search?q=water&page=2')
      .set('Host', 'opengood.test')
      .expect(200);
    expect(res.body).toMatchObject({
      tag: 'api',
      method: 'GET',
      url: '/data/jobs/search?q=water&page=2',
      forwardedHost: 'opengood.test',
    });
  });

  it('forwards bodies and other methods, and passes upstream statuses through', async () => {
    const res = await request(app()).post('/data/login').send({ email: 'a@b.c' }).expect(200);
    expect(res.body).toMatchObject({ tag: 'api', method: 'POST', body: { email: 'a@b.c' } });
    await request(app()).get('/data/jobs/missing').set('Accept', 'text/html').expect(404);
  });

  it('routes a DATA_UPSTREAMS prefix to its own upstream', async () => {
    const res = await request(app()).get('/data/salaries/explore?role=cfo').expect(200);
    expect(res.body).toMatchObject({ tag: 'salaries', url: '/data/salaries/explore?role=cfo' });
  });

  it('does not proxy look-alike paths', async () => {
    const res = await request(app()).get('/database').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<html');
  });

  it('answers 502 JSON when the upstream is down', async () => {
    const res = await request(app(await deadUrl()))
      .get('/data/jobs')
      .set('Accept', 'text/html')
      .expect(502);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'Data service unavailable', errors: {} });
  });

  it('answers 502 JSON instead of hanging when the upstream does not answer in time', async () => {
    const res = await request(app(api.url, 300)).get('/data/slow').expect(502);
    expect(res.body).toEqual({ message: 'Data service unavailable', errors: {} });
  });
});
