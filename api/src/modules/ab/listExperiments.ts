import type { AbExperiment } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import type { Visitor } from '../../platform/visitors/visitor';
import { presentAssignments } from './abPresenter';
import { findAssignments } from './abRepository';

/**
 * The experiments a visitor is in. A signed-in user's own assignments win; those made in this browser
 * before signing in fill in the rest, so signing in does not move anyone to another bucket.
 */
export async function listExperiments(db: Db, visitor: Visitor): Promise<AbExperiment[]> {
  return presentAssignments(await findAssignments(db, visitor.userId, visitor.visitorId));
}
