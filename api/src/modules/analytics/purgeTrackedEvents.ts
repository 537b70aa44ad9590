import { TRACKED_EVENT_RETENTION_DAYS } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { purgeEvery } from '../../platform/db/purgeEvery';
import { deleteTrackedEventsOlderThan } from './trackedEventRepository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Tracked events are kept TRACKED_EVENT_RETENTION_DAYS, then deleted: the first event an app records
 * purges, then at most one event an hour.
 */
export const retentionPurge = (db: Db, everyMs = HOUR_MS) =>
  purgeEvery(everyMs, () => deleteTrackedEventsOlderThan(db, TRACKED_EVENT_RETENTION_DAYS));
