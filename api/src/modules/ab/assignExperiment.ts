import { AB_MAX_EXPERIMENTS, type AbAssignmentRequest, type AbExperiment } from '@opengood/contracts';
import { ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { Visitor } from '../../platform/visitors/visitor';
import { countAssignments, insertAssignment, type AbOwner } from './abRepository';
import { listExperiments } from './listExperiments';

/**
 * Puts the visitor (the signed-in user, else the anonymous visitor) in the experiment's bucket, unless
 * they are already in it, and answers every experiment they are in: the client adopts the stored bucket.
 */
export async function assignExperiment(
  db: Db,
  visitor: Visitor & { visitorId: string },
  { id, bucket }: AbAssignmentRequest,
): Promise<AbExperiment[]> {
  const owner: AbOwner =
    visitor.userId !== null ? { userId: visitor.userId } : { visitorId: visitor.visitorId };
  return db.transaction(async (tx) => {
    const current = await listExperiments(tx, visitor);
    if (current.some((experiment) => experiment.id === id)) return current;
    if ((await countAssignments(tx, owner)) >= AB_MAX_EXPERIMENTS)
      throw new ValidationError({ id: `At most ${AB_MAX_EXPERIMENTS} experiments per visitor` });
    await insertAssignment(tx, owner, id, bucket);
    return listExperiments(tx, visitor);
  });
}
