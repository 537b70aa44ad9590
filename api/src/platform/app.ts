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
import { searchRoutes } from '../modules/search/searchRoutes';
import { tmpStorageRoutes } from '../modules/tmpstorage/tmpStorageRoutes';
import { authenticate, type SessionResolver } from './auth';
import type { Db } from './db/db';
import { errorHandler, unknownRoute } from './http/errorHandler';
import { rejectNul } from './http/rejectNul';
import { versionStamp } from './http/versionStamp';

export interface AppOptions {
  db: Db;
  /** Sent as `_version` on every answer; default 1. */
  clientVersion?: number;
  /** Reads the signed-in user of a request; by default nobody is ever signed in. */
  sessions?: SessionResolver;
}

/** Each business module's router, mounted under /data. */
function moduleRouters(db: Db): Router[] {
  return [
    environmentRoutes(db),
    listingRoutes(db),
    organizationRoutes(db),
    contentRoutes(db),
    searchRoutes(db),
    orgDashboardRoutes(db),
    salaryRoutes(db),
    abRoutes(db),
    tmpStorageRoutes(db),
    analyticsRoutes(db),
    notificationRoutes(db),
    intakeRoutes(db),
  ];
}

export function createApp({ db, clientVersion = 1, sessions }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(versionStamp(clientVersion));
  app.use(express.json({ limit: '1mb' }));
  app.use(rejectNul);

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.use(DATA_PREFIX, authenticate(sessions), ...moduleRouters(db));
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
