import express, { type Express, type Request, type Router } from 'express';
import { DATA_PREFIX } from '@opengood/contracts';
import { authenticate, type SessionResolver } from './auth';
import { SESSION_COOKIE } from './auth/authOptions';
import { errorHandler, unknownRoute } from './http/errorHandler';
import { jsonBody } from './http/jsonBody';
import { readsBodyOff } from './http/readsBodyOff';
import { rejectNul } from './http/rejectNul';
import { requestId } from './http/requestId';
import { versionStamp } from './http/versionStamp';
import { csrfProtection } from './security/csrf';

// The HTTP shell every request goes through, whatever the modules: the request's id (X-Request-Id, in
// every log line of the request), the version stamp, reading off an unread body, the JSON body, the NUL refusal, CSRF, authentication, the routers it is given under /data,
// the JSON 404 and the one error handler. Which routers those are is the composition root's business
// (src/app.ts): the platform imports no module.

export interface HttpAppOptions {
  /** Sent as `_version` on every answer. */
  clientVersion: number;
  /** Reads the signed-in user of a request; by default nobody is ever signed in. */
  sessions?: SessionResolver;
  /** Signs CSRF tokens (AUTH_SECRET). */
  secret: string;
  /** The gateway's public address: state-changing calls from its Origin are trusted. */
  publicUrl: string;
  /** Express `trust proxy` (which hops may set X-Forwarded-For / -Proto). */
  trustProxy: boolean | number | string;
  /** Writes that need no CSRF token (they act without a session: the one-click unsubscribe). */
  csrfExempt?: (req: Request) => boolean;
  /** Requests (path under /data) whose raw body a module reads itself (signed webhooks): not parsed as JSON. */
  rawBody?: (req: Pick<Request, 'method' | 'path'>) => boolean;
  /** The routers under /data, in order. */
  routers: readonly Router[];
}

export function createHttpApp({
  clientVersion,
  sessions,
  secret,
  publicUrl,
  trustProxy,
  csrfExempt = () => false,
  rawBody = () => false,
  routers,
}: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind the gateway: req.ip and req.secure (Secure cookies) come from its X-Forwarded-* headers.
  app.set('trust proxy', trustProxy);
  app.set('etag', false);
  app.use(requestId);
  app.use(versionStamp(clientVersion));
  app.use(readsBodyOff);
  const json = jsonBody();
  app.use((req, res, next) => {
    const data = req.path.startsWith(`${DATA_PREFIX}/`);
    if (data && rawBody({ method: req.method, path: req.path.slice(DATA_PREFIX.length) })) return next();
    json(req, res, next);
  });
  app.use(rejectNul);

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.use(
    DATA_PREFIX,
    ...csrfProtection({
      secret,
      sessionCookie: SESSION_COOKIE,
      trustedOrigins: [publicUrl],
      exempt: csrfExempt,
    }),
    authenticate(sessions),
    ...routers,
  );
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
