import http from 'node:http';
import express from 'express';
import { createGateway } from './src/app';
import { makeFixture } from './src/test-fixtures';
const origRequest = http.request;
(http as any).request = function (...args: any[]) { const r = (origRequest as any).apply(http, args); if (String(args[0]?.port ?? '') === '4311' || String(args[0]?.host ?? '').includes('4311')) { const t = setInterval(() => console.log('PROXYREQ', { finished: r.finished, wf: r.writableFinished, wl: r.writableLength, needDrain: r.writableNeedDrain, sock: !!r.socket, sockDestroyed: r.socket?.destroyed, sockWl: r.socket?.writableLength, destroyed: r.destroyed }), 700); t.unref(); } return r; };
const up = express();
let got = 0;
up.post('/data/refuse-early', (req, res) => { res.status(403).json({ message: 'CSRF', errors: {} }); res.on('finish', () => { console.log('UP finished; consuming', (req as any)._consuming, 'dumped', (req as any)._dumped, 'complete', req.complete, 'flowing', req.readableFlowing); setTimeout(() => console.log('UP later complete', req.complete, (req as any)._dumped), 1000); }); });
up.use(express.json());
up.all('/{*splat}', (req, res) => { res.json({ ok: 1, h: req.headers }); });
const s1 = up.listen(4311, '127.0.0.1');
const fx = makeFixture();
const gwApp = createGateway({ deployDir: fx.deployDir, shellDir: fx.shellDir, apiUrl: 'http://127.0.0.1:4311', logRequests: false }); const gw = gwApp.listen(4312, '127.0.0.1');
gw.on('request', (req: any, res: any) => { if (req.method !== 'POST') return; const t = setInterval(() => console.log('GW req', { flowing: req.readableFlowing, len: req.readableLength, complete: req.complete, pipes: req._readableState.pipes?.length, resEnded: res.writableEnded, sock: req.socket.readableFlowing, sockPaused: req.socket.isPaused() }), 500); t.unref(); });
function call(agent: http.Agent, url: string, o: any = {}) {
  return new Promise<any>((resolve, reject) => {
    const req = http.request(url, { agent, method: o.method ?? 'GET', headers: o.headers }, (res) => {
      let body = ''; res.setEncoding('utf8'); res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body, reused: req.reusedSocket }));
    });
    req.on('error', reject); req.end(o.body);
  });
}
setTimeout(async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = Buffer.alloc(900 * 1024, 'a');
  console.log(await call(agent, 'http://127.0.0.1:4312/data/refuse-early', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) }, body }));
  console.log(await call(agent, 'http://127.0.0.1:4312/data/echo'));
  process.exit(0);
}, 500);
setTimeout(() => { console.log('timeout'); process.exit(1); }, 6000);
