// The intake module's public face: the intake question's answer (its route), and when the user gave it
// (the User answer's intakeIntentsDatetimeSet, which accounts asks for through the composition root).
import type { User } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { isoDate } from '../../platform/db/isoDate';
import { defineModule } from '../../platform/modules';
import { findIntakeIntents } from './intakeRepository';
import { intakeRoutes } from './intakeRoutes';

export const intakeModule = defineModule<{ db: Db }>({
  name: 'intake',
  routes: ({ db }) => intakeRoutes(db),
});

/** The intake module's part of the User answer. */
export async function intakeUserFacts(
  db: Db,
  userId: number,
): Promise<Pick<User, 'intakeIntentsDatetimeSet'>> {
  const intake = await findIntakeIntents(db, userId);
  return { intakeIntentsDatetimeSet: isoDate(intake?.set_at ?? null) };
}
