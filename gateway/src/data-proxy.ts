import { Agent } from 'node:http';
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { DATA_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '@opengood/contracts';
import { maskUrl } from './access-log';
import { partLogger } from './logger';

const log = partLogger('data-proxy');

/** Past this the browser gets a 502 instead of waiting forever on a stuck upstream. */
export const PROXY_TIMEOUT_MS = 30_000;

/**
 * A refused body up to this size is read off the connection so that the 413 reaches the client and the
 * connection stays usable; a bigger one gets its 413 with `Connection: close` (reading it would be the
 * attacker's bandwidth, spent by us).
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

// Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, not the message: the client's are not the
// gateway↔api connection's, and the api's are not the client's. Dropped both ways, with any the
// Connection header itself names. (The api's `connection: close` on every answer closed every client's
// keep-alive connection after each /data call.)
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function hopByHop(headers: IncomingHttpHeaders): string[] {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...HOP_BY_HOP, ...named];
}

export function isDataPath(pathname: string): boolean {
  return pathname === '/data' || pathname.startsWith('/data/');
}

/** The upstream for a /data path: the longest matching DATA_UPSTREAMS prefix (on segment boundaries), else API_URL. */
export function pickUpstream(pathname: string, apiUrl: string, upstreams: Record<string, string>): string {
  let best: { prefix: string; target: string } | undefined;
  for (const [prefix, target] of Object.entries(upstreams)) {
    const matches = pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
    if (matches && (!best || prefix.length > best.prefix.length)) best = { prefix, target };
  }
  return best?.target ?? apiUrl;
}

function pathnameOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

function answer(res: ServerResponse, status: number, message: string, errors: Record<string, string>): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ message, errors }));
}

/** Reads off the rest of a request's body (when it is not too big), so its connection can carry the next. */
function drain(req: IncomingMessage, res: ServerResponse): void {
  const length = Number(req.headers['content-length'] ?? 0);
  if (req.complete) return;
  // Whatever we do with the rest, it is not an error to report.
  req.on('error', () => undefined);
  if (length > DRAIN_MAX_BYTES) {
    res.shouldKeepAlive = false;
    return;
  }
  req.unpipe();
  req.resume();
}

function failed(req: IncomingMessage, res: ServerResponse | Socket): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.writableEnded) {
    // The api answered in full before it had read the body (a CSRF refusal, a 401 on an upload) and then
    // let the connection go: the answer stands, and the rest of the body is read off and dropped.
    drain(req, res);
    return;
  }
  if (res.headersSent) {
    // The upstream died mid-answer; the status is already out, so cut the response rather than hang.
    res.destroy();
    return;
  }
  drain(req, res);
  answer(res, 502, 'Data service unavailable', {});
}

/** The largest body /data takes: a résumé upload (multipart) or a JSON body. */
function bodyLimit(req: Request): number {
  return req.is('multipart/form-data') ? UPLOAD_BODY_MAX_BYTES : DATA_BODY_MAX_BYTES;
}

/**
 * Before a /data request reaches the api: refuses a body too big for any call (413) or of unknown length
 * (411: every browser sends Content-Length, and only a known length can be refused before it is read),
 * and rewrites the forwarding headers from what the gateway itself knows: the client's address is the
 * socket's peer (or the address TRUST_PROXY's load balancers report), never an X-Forwarded-For the client
 * wrote, which the api would otherwise count its limits by.
 */
export function dataRequestGuard(): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (!isDataPath(req.path)) return next();
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
    if (hasBody && req.headers['content-length'] === undefined) {
      drain(req, res);
      return answer(res, 411, 'Content-Length required', { body: 'LENGTH_REQUIRED' });
    }
    if (Number(req.headers['content-length'] ?? 0) > bodyLimit(req)) {
      drain(req, res);
      return answer(res, 413, 'Request body too large', { body: 'TOO_LARGE' });
    }

    res.locals.clientWantsClose = /\bclose\b/i.test(String(req.headers.connection ?? ''));
    for (const name of hopByHop(req.headers)) delete req.headers[name];
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    req.headers['x-forwarded-proto'] = req.protocol;
    req.headers['x-forwarded-host'] = req.get('host') ?? '';
    next();
  };
}

/** How long a kept-alive connection to the api may stay idle (less than the api's keepAliveTimeout). */
export const DATA_PROXY_IDLE_MS = 30_000;

/** /data/* → the data service, keeping the /data prefix (the api serves under it). */
export function dataProxy(
  apiUrl: string,
  upstreams: Record<string, string>,
  timeoutMs = PROXY_TIMEOUT_MS,
): RequestHandler {
  // Kept-alive connections to the api: without an agent every call opened (and closed) one. An idle one is
  // closed after 30 s, before the api would close it (its keepAliveTimeout is 65 s, api/src/server.ts):
  // reusing a connection the other side is closing is a reset, answered 502.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: DATA_PROXY_IDLE_MS });
  const pending = new WeakMap<IncomingMessage, ClientRequest>();
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiUrl,
    agent,
    // Mounted at the app root (not app.use('/data')) so Express does not strip /data from the URL.
    pathFilter: (pathname) => isDataPath(pathname),
    router: (req) => pickUpstream(pathnameOf(req.url), apiUrl, upstreams),
    changeOrigin: true,
    // dataRequestGuard wrote X-Forwarded-*; http-proxy's own would append to a client-written chain.
    xfwd: false,
    // Only the upstream leg: `timeout` would put a timer on the browser's keep-alive socket and cut it.
    proxyTimeout: timeoutMs,
    // The default error plugin answers in plain text; ours answers the API's JSON error shape.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq, req) => {
        pending.set(req, proxyReq);
      },
      proxyRes: (proxyRes, req, res) => {
        proxyRes.once('end', () => {
          // The api answered before it had the whole body (a refusal). Node's client then stops sending
          // the rest (its 'drain' never comes once the answer is complete) and the client's connection
          // would hang on the unread bytes: stop forwarding, let that api connection go, and read the rest
          // of the body off here.
          const proxyReq = pending.get(req);
          pending.delete(req);
          if (!req.complete && proxyReq) {
            req.unpipe(proxyReq);
            proxyReq.destroy();
            drain(req, res);
          }
        });
        for (const name of hopByHop(proxyRes.headers)) delete proxyRes.headers[name];
        // http-proxy fills an absent Connection from the request's (removed above): say what the client asked.
        const locals = (res as unknown as Response).locals as { clientWantsClose?: boolean } | undefined;
        proxyRes.headers.connection = locals?.clientWantsClose ? 'close' : 'keep-alive';
      },
      error: (error, req, res) => {
        const code = (error as { code?: unknown }).code;
        log.warn({ code, url: maskUrl(req.url ?? '/') }, `data service failed: ${error.message}`);
        failed(req, res);
      },
    },
  });
  return proxy as unknown as RequestHandler;
}
