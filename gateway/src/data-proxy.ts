import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';

/** Past this the browser gets a 502 instead of waiting forever on a stuck upstream. */
export const PROXY_TIMEOUT_MS = 30_000;

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

function sendUnavailable(res: ServerResponse | Socket): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    // The upstream died mid-body; the status is already out, so cut the response rather than hang.
    res.destroy();
    return;
  }
  res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ message: 'Data service unavailable', errors: {} }));
}

/** /data/* → the data service, keeping the /data prefix (the api serves under it). */
export function dataProxy(
  apiUrl: string,
  upstreams: Record<string, string>,
  timeoutMs = PROXY_TIMEOUT_MS,
): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: apiUrl,
    // Mounted at the app root (not app.use('/data')) so Express does not strip /data from the URL.
    pathFilter: (pathname) => isDataPath(pathname),
    router: (req) => pickUpstream(pathnameOf(req.url), apiUrl, upstreams),
    changeOrigin: true,
    xfwd: true,
    // Only the upstream leg: `timeout` would put a timer on the browser's keep-alive socket and cut it.
    proxyTimeout: timeoutMs,
    // The default error plugin answers in plain text; ours answers the API's JSON error shape.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: { error: (_err, _req, res) => sendUnavailable(res) },
  });
  return proxy as unknown as RequestHandler;
}
