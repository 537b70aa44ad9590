import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { createGateway } from './app';
import { DATA_BODY_MAX_BYTES } from '@opengood/contracts';
import { pickUpstream } from './data-proxy';
import { makeFixture, type Fixture } from './test-fixtures';

/** A tiny upstream that echoes what it received, tagged with its own name. */
function startUpstream(tag: string): Promise<{ server: Server; url: string }> {
  const app = express();
  // Answers before reading the body, as the api's CSRF refusal does (Node reads the rest off afterwards).
  app.post('/data/refuse-early', (_req, res) => {
    res.status(403).json({ message: 'CSRF token missing', errors: {} });
  });
  // The same, letting the connection go after the answer: the rest of the body meets a closed socket.
  app.post('/data/refuse-and-close', (_req, res) => {
    res.set('Connection', 'close').status(403).json({ message: 'CSRF token missing', errors: {} });
  });
  app.use(express.json());
  app.get('/data/slow', () => undefined); // never answers: exercises the proxy timeout
  app.all('/{*splat}', (req, res) => {
    res.status(req.path.endsWith('/missing') ? 404 : 200).json({
      tag,
      method: req.method,
      url: req.originalUrl,
      body: req.body ?? null,
      host: req.headers.host,
      forwardedHost: req.headers['x-forwarded-host'] ?? null,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      connection: req.headers.connection ?? null,
      keepAlive: req.headers['keep-alive'] ?? null,
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

/** One kept-alive connection to a listening gateway: each call says whether it reused the socket. */
async function listen(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reused: boolean;
}

function call(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reused: req.reusedSocket }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('/data/* proxy connections and limits', () => {
  let fx: Fixture;
  let api: { server: Server; url: string };
  let gateway: { url: string; close(): Promise<void> };
  let agent: http.Agent;
  beforeAll(async () => {
    fx = makeFixture();
    api = await startUpstream('api');
    gateway = await listen(
      createGateway({ deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: api.url, logRequests: false }),
    );
  });
  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());
  afterAll(async () => {
    fx.cleanup();
    await gateway.close();
    await new Promise((r) => api.server.close(r));
  });

  it("tells the api the socket's address, not an X-Forwarded-For the client wrote", async () => {
    const res = await call(agent, `${gateway.url}/data/echo`, {
      headers: { 'X-Forwarded-For': '203.0.113.66, 198.51.100.1' },
    });
    expect(JSON.parse(res.body).forwardedFor).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY=1 takes the address its load balancer reports, and only that one', async () => {
    const behindOne = await listen(
      createGateway({
        deployDir: fx.deployDir,
        shellDir: fx.shellDir,
        apiUrl: api.url,
        logRequests: false,
        trustProxy: 1,
      }),
    );
    try {
      const res = await call(agent, `${behindOne.url}/data/echo`, {
        headers: { 'X-Forwarded-For': '203.0.113.66, 198.51.100.1' },
      });
      expect(JSON.parse(res.body).forwardedFor).toBe('198.51.100.1');
    } finally {
      await behindOne.close();
    }
  });

  it('keeps client connections alive and passes no hop-by-hop header either way', async () => {
    const first = await call(agent, `${gateway.url}/data/echo`, {
      headers: { Connection: 'keep-alive, X-Secret', 'Keep-Alive': 'timeout=999', 'X-Secret': 'hop' },
    });
    expect(first.headers.connection).toBe('keep-alive');
    const echoed = JSON.parse(first.body);
    expect(echoed.keepAlive).toBeNull();
    expect(echoed.connection).not.toMatch(/x-secret/i);
    const second = await call(agent, `${gateway.url}/data/echo`);
    expect(second.status).toBe(200);
    expect(second.reused).toBe(true);
  });

  it('passes an early refusal on (not a 502 or a reset) and serves the next request on the connection', async () => {
    const body = Buffer.alloc(900 * 1024, 'a');
    const refused = await call(agent, `${gateway.url}/data/refuse-early`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ message: 'CSRF token missing', errors: {} });
    const next = await call(agent, `${gateway.url}/data/echo`);
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  });

  it('keeps the client connection when the api closes its own after an early refusal', async () => {
    const body = Buffer.alloc(900 * 1024, 'a');
    for (let i = 0; i < 3; i++) {
      const refused = await call(agent, `${gateway.url}/data/refuse-and-close`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
        body,
      });
      // The answer when it arrived first, else the data service's JSON 502: never a reset connection.
      expect([403, 502]).toContain(refused.status);
      expect(JSON.parse(refused.body)).toHaveProperty('errors');
      const next = await call(agent, `${gateway.url}/data/echo`);
      expect(next.status).toBe(200);
      expect(next.reused).toBe(true);
    }
  });

  it('refuses a body bigger than any call takes with a JSON 413, from its Content-Length', async () => {
    const body = Buffer.alloc(DATA_BODY_MAX_BYTES + 1, 'a');
    const res = await call(agent, `${gateway.url}/data/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      message: 'Request body too large',
      errors: { body: 'TOO_LARGE' },
    });
    expect((await call(agent, `${gateway.url}/data/echo`)).reused).toBe(true);
  });

  it('refuses a body of unknown length (chunked) with a JSON 411', async () => {
    const res = await call(agent, `${gateway.url}/data/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(411);
    expect(JSON.parse(res.body).errors).toEqual({ body: 'LENGTH_REQUIRED' });
  });
});
