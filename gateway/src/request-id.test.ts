import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { createGateway } from './app';
import { createLogger } from './logger';
import { makeFixture, type Fixture } from './test-fixtures';

// X-Request-Id: the gateway gives every request one (keeping a well-formed one only from a proxy that
// TRUST_PROXY trusts), answers it, names it in its access line (URL secrets masked) and forwards it to the api.

describe('request ids and the access line', () => {
  let fx: Fixture;
  let api: Server;
  let apiUrl: string;
  beforeAll(async () => {
    fx = makeFixture();
    const upstream = express();
    upstream.all('/{*splat}', (req, res) => {
      res.json({ requestId: req.headers['x-request-id'] ?? null });
    });
    await new Promise<void>((resolve) => {
      api = upstream.listen(0, '127.0.0.1', () => resolve());
    });
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    fx.cleanup();
    await new Promise((r) => api.close(r));
  });

  /** A gateway whose access lines are kept here. */
  const gateway = (trustProxy: number | false = false) => {
    const lines: Record<string, unknown>[] = [];
    const accessLogger = createLogger({
      level: 'info',
      destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    const app = createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl,
      trustProxy,
      logRequests: true,
      accessLogger,
    });
    return { app, lines };
  };
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('gives each request a new id, answers it, forwards it to the api and logs it in the access line', async () => {
    const { app, lines } = gateway();
    const first = await request(app).get('/data/website/reset-password/Abc123secretTokenValue').expect(200);
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(first.body).toEqual({ requestId: id });
    const second = await request(app).get('/healthz').expect(200);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);

    expect(lines[0]).toMatchObject({
      level: 'info',
      service: 'gateway',
      reqId: id,
      method: 'GET',
      url: '/data/website/reset-password/Abc1…',
      status: 200,
      msg: 'request',
    });
    expect(JSON.stringify(lines)).not.toContain('secretToken');
    expect(lines[1]).toMatchObject({ reqId: second.headers['x-request-id'], url: '/healthz' });
  });

  it('never keeps an id the client wrote when no proxy is trusted', async () => {
    const { app } = gateway(false);
    const res = await request(app).get('/data/x').set('X-Request-Id', 'client-chosen-id-123').expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('keeps a well-formed id from a trusted proxy, and replaces a malformed one', async () => {
    const { app, lines } = gateway(1);
    const kept = await request(app).get('/data/x').set('X-Request-Id', 'lb-7f3a9c21-0001').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    expect(kept.body.requestId).toBe('lb-7f3a9c21-0001');
    expect(lines.at(-1)).toMatchObject({ reqId: 'lb-7f3a9c21-0001' });
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '"quoted-id-000"']) {
      const res = await request(app).get('/data/x').set('X-Request-Id', bad).expect(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});
