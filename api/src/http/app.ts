import express, { type Express } from 'express';
import type { Db } from '../db/db';
import { environmentRoutes } from '../routes/environmentRoutes';
import { orgDashboardRoutes } from '../routes/orgDashboardRoutes';
import { salaryRoutes } from '../routes/salaryRoutes';
import { searchRoutes } from '../routes/searchRoutes';
import { websiteRoutes } from '../routes/websiteRoutes';
import { errorHandler, notFound } from './errors';
import { versionStamp } from './version';
import { rejectNul } from './rejectNul';

export interface AppOptions {
  db: Db;
  /** Sent as `_version` on every answer; default 1. */
  clientVersion?: number;
}

export function createApp({ db, clientVersion = 1 }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(versionStamp(clientVersion));
  app.use(express.json({ limit: '1mb' }));
  app.use(rejectNul);

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  const data = express.Router();
  data.use(environmentRoutes());
  data.use(websiteRoutes(db));
  data.use(searchRoutes(db));
  data.use(orgDashboardRoutes(db));
  data.use(salaryRoutes(db));
  app.use('/data', data);

  app.use((req, _res, next) => {
    next(notFound({ path: `Nothing at ${req.method} ${req.path}` }));
  });
  app.use(errorHandler);
  return app;
}
