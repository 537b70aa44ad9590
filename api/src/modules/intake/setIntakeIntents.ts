import type { IntakeIntents, IntakeIntentsRequest } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { presentIntakeIntents } from './intakePresenter';
import { upsertIntakeIntents } from './intakeRepository';

/** Stores what the user came to do (the INTAKE_INTENTS modal, docs/product/chrome.md#modal-sequence) and when they said it. */
export async function setIntakeIntents(
  db: Db,
  userId: number,
  { intakeIntents }: IntakeIntentsRequest,
): Promise<IntakeIntents> {
  return presentIntakeIntents(await upsertIntakeIntents(db, userId, intakeIntents));
}
