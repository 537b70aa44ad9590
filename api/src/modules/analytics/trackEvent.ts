import type { TrackedEvent } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import type { Visitor } from '../../platform/visitors/visitor';
import { insertTrackedEvent } from './trackedEventRepository';

/**
 * Stores one event, validated and with its UTM defaults applied by the contract. It belongs to the
 * signed-in user, else to the anonymous visitor (never both: a visitor id is not tied to an account).
 */
export async function trackEvent(db: Db, visitor: Visitor, event: TrackedEvent): Promise<void> {
  await insertTrackedEvent(db, {
    ...event,
    userId: visitor.userId,
    visitorId: visitor.userId === null ? visitor.visitorId : null,
  });
}
