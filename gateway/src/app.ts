import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { accessLog, maskUrl } from './access-log';
import type { GatewayConfig } from './config';
import { createRemoteOriginSource, contentSecurityPolicy } from './csp';
import { dataProxy, dataRequestGuard } from './data-proxy';
import { partLogger, type Logger } from './logger';
import { readServedRegistry } from './registry';
import { remoteAssets } from './remote-assets';
import { requestId } from './request-id';
import { robotsTxt } from './seo/robots';
import { sitemaps } from './seo/sitemaps';
import { shellPage } from './shell';
import { serverRender, type ServerRenderOptions } from './ssr/serverRender';
import { assetNotFound, staticAssets } from './static-assets';

export type GatewayOptions = Pick<GatewayConfig, 'deployDir' | 'shellDir' | 'apiUrl'> &
  Partial<
    Pick<
      GatewayConfig,
      | 'dataUpstreams'
      | 'remoteOrigins'
      | 'paymentOrigins'
      | 'logRequests'
      | 'devOverrides'
      | 'publicOrigin'
      | 'renderCacheTtlMs'
      | 'trustProxy'
    >
  > & {
    /** Upstream timeout for /data/*; tests shorten it. */
    proxyTimeoutMs?: number;
    /** Server rendering's budget, logger or renderer (tests); the shell's server build by default. */
    ssr?: Pick<ServerRenderOptions, 'budgetMs' | 'apiDeadlineMs' | 'log' | 'renderer' | 'renderCacheNow'>;
    /** Where the access lines go (tests read them); the gateway's log by default. */
    accessLogger?: Logger;
  };

const log = partLogger('http');

const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Not found: ${req.method} ${req.originalUrl}`, errors: {} });
};

const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  log.error({ err: error, method: req.method, url: maskUrl(req.originalUrl) }, 'request failed: 500');
  if (res.headersSent) return res.destroy();
  res.status(500).json({ message: 'Gateway error', errors: {} });
};

/** The one origin of the platform (docs/architecture.md#runtime). */
export function createGateway(config: GatewayOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // The client's address and scheme: the socket's, or what TRUST_PROXY's load balancers report (config.ts).
  app.set('trust proxy', config.trustProxy ?? false);
  // Absolute URLs are written with the configured origin, never the request's Host (config.ts).
  const publicOrigin = config.publicOrigin ?? 'http://localhost:3000';

  // First: every line logged for the request, the access line included, names its id.
  app.use(requestId());
  if (config.logRequests ?? process.env.NODE_ENV !== 'test') app.use(accessLog(config.accessLogger));
  app.use(compression());
  // Off unless asked for: only the server (outside production) turns the developer loop's overrides on.
  const serve = { devOverrides: config.devOverrides ?? false };
  app.use(
    contentSecurityPolicy(
      createRemoteOriginSource(config.deployDir, config.remoteOrigins ?? [], 2000, serve),
      config.paymentOrigins,
    ),
  );

  app.use(dataRequestGuard(), dataProxy(config.apiUrl, config.dataUpstreams ?? {}, config.proxyTimeoutMs));

  app.get('/healthz', async (_req, res) => {
    const registry = await readServedRegistry(config.deployDir, serve);
    res.set('Cache-Control', 'no-store').json({
      ok: true,
      remotes: Object.fromEntries(registry.remotes.map((entry) => [entry.name, entry.version])),
    });
  });

  // Read on every request: deploy.mjs and rollback.mjs switch versions by rewriting this file.
  app.get('/registry.json', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await readServedRegistry(config.deployDir, serve));
  });

  app.get('/robots.txt', robotsTxt(publicOrigin));
  app.use(sitemaps(config.apiUrl, publicOrigin));

  app.use('/remotes', remoteAssets(config.deployDir));
  app.use('/assets/shell', staticAssets(config.shellDir), assetNotFound);

  // Public pages are rendered on the server when they can be; every other page is the shell's index.html.
  app.get(
    '/{*splat}',
    serverRender({
      ...config.ssr,
      shellDir: config.shellDir,
      deployDir: config.deployDir,
      apiUrl: config.apiUrl,
      publicOrigin,
      renderCacheTtlMs: config.renderCacheTtlMs,
      serve,
    }),
    shellPage(config.shellDir),
  );
  app.use(notFound);
  app.use(jsonErrors);
  return app;
}
