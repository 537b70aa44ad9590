import { randomBytes } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import { DATA_PREFIX } from '@opengood/contracts';
import { abRoutes } from '../modules/ab/abRoutes';
import { applicantProfileRoutes } from '../modules/applicantprofile/applicantProfileRoutes';
import { applicationRoutes } from '../modules/applications/applicationRoutes';
import { defaultFileStore, type FileStore } from '../modules/resumes/fileStore';
import { resumeRoutes } from '../modules/resumes/resumeRoutes';
import { savedListingRoutes } from '../modules/savedlistings/savedListingRoutes';
import { analyticsRoutes } from '../modules/analytics/analyticsRoutes';
import { contentRoutes } from '../modules/content/contentRoutes';
import { environmentRoutes } from '../modules/environment/environmentRoutes';
import { intakeRoutes } from '../modules/intake/intakeRoutes';
import { listingRoutes } from '../modules/listings/listingRoutes';
import { notificationRoutes } from '../modules/notifications/notificationRoutes';
import { orgDashboardRoutes } from '../modules/orgdashboard/orgDashboardRoutes';
import { organizationRoutes } from '../modules/organizations/organizationRoutes';
import { salaryRoutes } from '../modules/salary/salaryRoutes';
import { savedSearchRoutes } from '../modules/savedsearches/savedSearchRoutes';
import { isOneClickUnsubscribe, unsubscribeRoutes } from '../modules/unsubscribe/unsubscribeRoutes';
import { placesRoutes } from '../modules/places/placesRoutes';
import { searchRoutes } from '../modules/search/searchRoutes';
import { sitemapRoutes } from '../modules/sitemap/sitemapRoutes';
import { tmpStorageRoutes } from '../modules/tmpstorage/tmpStorageRoutes';
import { dataExportRoutes } from '../modules/dataexport/dataExportRoutes';
import { paymentRoutes } from '../modules/payments/paymentRoutes';
import { userSettingsRoutes } from '../modules/usersettings/userSettingsRoutes';
import { authenticate, type SessionResolver } from './auth';
import { SESSION_COOKIE } from './auth/authOptions';
import type { Accounts } from './auth/openAccounts';
import type { Db } from './db/db';
import { errorHandler, unknownRoute } from './http/errorHandler';
import { jsonBody } from './http/jsonBody';
import { readsBodyOff } from './http/readsBodyOff';
import { rejectNul } from './http/rejectNul';
import { versionStamp } from './http/versionStamp';
import { csrfProtection } from './security/csrf';
import { createLimits, type Limits } from './security/limits';

export interface AppOptions {
  db: Db;
  /** Sent as `_version` on every answer; default 1. */
  clientVersion?: number;
  /** Reads the signed-in user of a request; by default nobody is ever signed in (or accounts' resolver). */
  sessions?: SessionResolver;
  /** Accounts (openAccounts): sessions, the account and user routes, the mailer. */
  accounts?: Accounts;
  /** Where uploaded files' bytes go (résumés); by default a new temporary directory (tests). */
  files?: FileStore;
  /** Signs CSRF tokens (AUTH_SECRET); a random one per app when omitted (tests). */
  secret?: string;
  /** The gateway's public address: state-changing calls from its Origin are trusted. */
  publicUrl?: string;
  /** Express `trust proxy` (which hops may set X-Forwarded-For / -Proto); default 'loopback'. */
  trustProxy?: boolean | number | string;
  /**
   * The api's counters (security/limitRules.ts); the accounts' (shared through Redis when configured) by
   * default, else counters in this process with the table's numbers.
   */
  limits?: Limits;
  /** Saved-search alerts: the development sweep trigger (never in production) and the unsubscribe mailbox. */
  savedSearchAlerts?: { devTrigger?: boolean; unsubscribeMailto?: string };
}

/** Each business module's router, mounted under /data. */
function moduleRouters(
  db: Db,
  limits: Limits,
  accounts: Accounts | undefined,
  alerts: { secret: string; publicUrl: string; devTrigger?: boolean; unsubscribeMailto?: string },
): Router[] {
  return [
    environmentRoutes(db, { oidcSignIn: accounts?.oidcSignIn ?? false }),
    listingRoutes(db),
    savedListingRoutes(db),
    applicantProfileRoutes(db),
    applicationRoutes(db, limits, accounts?.mailer, alerts),
    organizationRoutes(db),
    contentRoutes(db),
    searchRoutes(db),
    sitemapRoutes(db),
    placesRoutes(),
    orgDashboardRoutes(db),
    salaryRoutes(db),
    abRoutes(db, limits),
    tmpStorageRoutes(db, limits),
    analyticsRoutes(db, limits),
    notificationRoutes(db),
    intakeRoutes(db),
    userSettingsRoutes(db),
    dataExportRoutes(db),
    paymentRoutes(db),
    savedSearchRoutes(db, { ...alerts, mailer: accounts?.mailer }),
    unsubscribeRoutes(db, alerts),
  ];
}

export function createApp({
  db,
  clientVersion = 1,
  sessions,
  accounts,
  files = defaultFileStore(),
  secret = randomBytes(32).toString('hex'),
  publicUrl = 'http://localhost:3000',
  trustProxy = 'loopback',
  savedSearchAlerts = {},
  limits = accounts?.limits ?? createLimits(),
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Behind the gateway: req.ip and req.secure (Secure cookies) come from its X-Forwarded-* headers.
  app.set('trust proxy', trustProxy);
  app.set('etag', false);
  app.use(versionStamp(clientVersion));
  app.use(readsBodyOff);
  app.use(jsonBody());
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
      exempt: isOneClickUnsubscribe,
    }),
    authenticate(sessions ?? accounts?.sessions),
    ...(accounts?.routers ?? []),
    ...moduleRouters(db, limits, accounts, { secret, publicUrl, ...savedSearchAlerts }),
    // The résumé routes also need the file store.
    resumeRoutes(db, files),
  );
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
