import http from 'node:http';
import express from 'express';
import { createGateway } from './src/app';
import { makeFixture } from './src/test-fixtures';
const up = express();
up.post('/data/refuse-early', (_req, res) => { res.status(403).json({ message: 'CSRF', errors: {} }); });
up.get('/data/echo', (_req, res) => { res.json({ ok: 1 }); });
const s1 = up.listen(4301, '127.0.0.1');
const fx = makeFixture();
const gw = createGateway({ deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: 'http://127.0.0.1:4301', logRequests: false }).listen(4302, '127.0.0.1');
setTimeout(() => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = Buffer.alloc(900 * 1024, 'a');
  const t = Date.now();
  const req = http.request('http://127.0.0.1:4302/data/refuse-early', { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }, (res) => {
    console.log('status', res.statusCode, res.headers, Date.now() - t);
    res.on('data', (c) => console.log('data', c.toString()));
    res.on('end', () => { console.log('end', Date.now() - t); process.exit(0); });
  });
  req.on('error', (e) => console.log('err', e));
  req.on('finish', () => console.log('req finished', Date.now() - t));
  req.end(body);
}, 500);
setTimeout(() => { console.log('timeout'); process.exit(1); }, 6000);
