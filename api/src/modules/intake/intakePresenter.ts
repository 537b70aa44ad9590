import type { IntakeIntents } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { IntakeIntentsRow } from './intakeRepository';

export function presentIntakeIntents(row: IntakeIntentsRow): IntakeIntents {
  return { intakeIntents: row.intents, intakeIntentsDatetimeSet: isoDate(row.set_at) };
}
