import { randomBytes } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import { DATA_PREFIX } from '@opengood/contracts';
import { abRoutes } from '../modules/ab/abRoutes';
import { analyticsRoutes } from '../modules/analytics/analyticsRoutes';
import { contentRoutes } from '../modules/content/contentRoutes';
import { environmentRoutes } from '../modules/environment/environmentRoutes';
import { intakeRoutes } from '../modules/intake/intakeRoutes';
import { listingRoutes } from '../modules/listings/listingRoutes';
import { notificationRoutes } from '../modules/notifications/notificationRoutes';
import { orgDashboardRoutes } from '../modules/orgdashboard/orgDashboardRoutes';
import { organizationRoutes } from '../modules/organizations/organizationRoutes';
import { salaryRoutes } from '../modules/salary/salaryRoutes';
import { placesRoutes } from '../modules/places/placesRoutes';
import { searchRoutes } from '../modules/search/searchRoutes';
import { tmpStorageRoutes } from '../modules/tmpstorage/tmpStorageRoutes';
import { authenticate, type SessionResolver } from './auth';
import { SESSION_COOKIE } from './auth/authOptions';
import type { Accounts } from './auth/openAccounts';
import type { Db } from './db/db';
import { errorHandler, unknownRoute } from './http/errorHandler';
import { rejectNul } from './http/rejectNul';
import { versionStamp } from './http/versionStamp';
import { csrfProtection } from './security/csrf';

export interface AppOptions {
  db: Db;
  /** Sent as `_version` on every answer; default 1. */
  clientVersion?: number;
  /** Reads the signed-in user of a request; by default nobody is ever signed in (or accounts' resolver). */
  sessions?: SessionResolver;
  /** Accounts (openAccounts): sessions, the account and user routes, the mailer. */
  accounts?: Accounts;
  /** Signs CSRF tokens (AUTH_SECRET); a random one per app when omitted (tests). */
  secret?: string;
  /** The gateway's public address: state-changing calls from its Origin are trusted. */
  publicUrl?: string;
  /** Express `trust proxy` (which hops may set X-Forwarded-For / -Proto); default 'loopback'. */
  trustProxy?: boolean | number | string;
}

/** Each business module's router, mounted under /data. */
function moduleRouters(db: Db, accounts: Accounts | undefined): Router[] {
  return [
    environmentRoutes(db, { oidcSignIn: accounts?.oidcSignIn ?? false }),
    listingRoutes(db),
    organizationRoutes(db),
    contentRoutes(db),
    searchRoutes(db),
    placesRoutes(),
    orgDashboardRoutes(db),
    salaryRoutes(db),
    abRoutes(db),
    tmpStorageRoutes(db),
    analyticsRoutes(db),
    notificationRoutes(db),
    intakeRoutes(db),
  ];
}

export function createApp({
  db,
  clientVersion = 1,
  sessions,
  accounts,
  secret = randomBytes(32).toString('hex'),
  publicUrl = 'http://localhost:3000',
  trustProxy = 'loopback',
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind the gateway: req.ip and req.secure (Secure cookies) come from its X-Forwarded-* headers.
  app.set('trust proxy', trustProxy);
  app.set('etag', false);
  app.use(versionStamp(clientVersion));
  app.use(express.json({ limit: '1mb' }));
  app.use(rejectNul);

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.use(
    DATA_PREFIX,
    ...csrfProtection({ secret, sessionCookie: SESSION_COOKIE, trustedOrigins: [publicUrl] }),
    authenticate(sessions ?? accounts?.sessions),
    ...(accounts?.routers ?? []),
    ...moduleRouters(db, accounts),
  );
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
