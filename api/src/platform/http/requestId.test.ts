import { Router } from 'express';
import { request } from '../../testing/contractRequest';
import { createHttpApp } from '../app';
import { createLogger } from '../log';

// X-Request-Id in the api: the gateway's id (from a hop `trust proxy` trusts, loopback by default) is kept
// and echoed, anyone else's or a malformed one replaced; every line logged while the request is served
// names it, across awaits, whatever logger (child) logs it.

const lines: Record<string, unknown>[] = [];
const log = createLogger('api', {
  level: 'info',
  destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
}).child({ module: 'test' });

function app(trustProxy: string | boolean = 'loopback') {
  const router = Router();
  router.get('/test/logs', async (_req, res) => {
    log.info('before an await');
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.info('after it');
    res.status(404).json({ message: 'Nothing here', errors: {} });
  });
  return createHttpApp({
    clientVersion: 1,
    secret: 'a-test-secret-for-request-ids-0123456789',
    publicUrl: 'http://localhost:3000',
    trustProxy,
    routers: [router],
  });
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keep the gateway’s id (a trusted hop) and echo it in the answer', async () => {
    const res = await request(app()).get('/data/nothing').set('X-Request-Id', 'gw-1234abcd').expect(404);
    expect(res.headers['x-request-id']).toBe('gw-1234abcd');
  });

  it('replace an id from a caller no hop trusts, or a malformed one', async () => {
    const untrusted = await request(app(false)).get('/data/nothing').set('X-Request-Id', 'gw-1234abcd');
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    const malformed = await request(app()).get('/data/nothing').set('X-Request-Id', 'a b');
    expect(malformed.headers['x-request-id']).toMatch(UUID);
    const none = await request(app()).get('/data/nothing');
    expect(none.headers['x-request-id']).toMatch(UUID);
  });

  it('are named in every line logged while the request is served, across awaits', async () => {
    lines.length = 0;
    const res = await request(app()).get('/data/test/logs').set('X-Request-Id', 'gw-logs-0001').expect(404);
    expect(res.headers['x-request-id']).toBe('gw-logs-0001');
    expect(lines.map((l) => [l.reqId, l.module, l.msg])).toEqual([
      ['gw-logs-0001', 'test', 'before an await'],
      ['gw-logs-0001', 'test', 'after it'],
    ]);
    log.info('outside any request');
    expect(lines.at(-1)).not.toHaveProperty('reqId');
  });
});
