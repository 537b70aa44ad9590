import type { Db } from '../../platform/db/db';
import { purgeEvery } from '../../platform/db/purgeEvery';
import { VISITOR_COOKIE_DAYS } from '../../platform/visitors/visitor';
import { deleteVisitorAssignmentsOlderThan } from './abRepository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * An anonymous visitor's assignments go once their visitor id can no longer come back (the cookie lives
 * VISITOR_COOKIE_DAYS and is never renewed); a user's stay with the user. Rides on the assignment writes:
 * the first an app sees, then at most one an hour.
 */
export const visitorAssignmentPurge = (db: Db, everyMs = HOUR_MS) =>
  purgeEvery(everyMs, () => deleteVisitorAssignmentsOlderThan(db, VISITOR_COOKIE_DAYS));
