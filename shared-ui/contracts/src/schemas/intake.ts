import { z } from 'zod';
import { dataAnswer, isoDateTimeSchema } from './answer';

// What a new user came to do (the INTAKE_INTENTS modal, docs/product/chrome.md#modal-sequence; POST /data/userdashboard/intake-intents, docs/product/user-dashboard.md#intake-intents).
// The modal shows for users created after INTAKE_CUTOFF_DATE who have none and no organisation; the
// User's `intakeIntentsDatetimeSet` says when they answered.

export const INTAKE_INTENTS = [
  'FIND_A_JOB',
  'FIND_AN_INTERNSHIP',
  'VOLUNTEER',
  'ATTEND_EVENTS',
  'POST_JOB_OR_OTHER_OPP',
  'EXPLORE_SALARIES',
  'OTHER',
] as const;
export type IntakeIntent = (typeof INTAKE_INTENTS)[number];

/** docs/product/constants.md#dates: users created before this date are never asked. */
export const INTAKE_CUTOFF_DATE = '2023-08-15';

export const intakeIntentsRequestSchema = z.object({
  intakeIntents: z
    .array(z.enum(INTAKE_INTENTS, { error: `Must be one of ${INTAKE_INTENTS.join(', ')}` }))
    .min(1, { error: 'Choose at least one' })
    .max(INTAKE_INTENTS.length)
    .refine((intents) => new Set(intents).size === intents.length, { error: 'Each intent once' }),
});
export type IntakeIntentsRequest = z.infer<typeof intakeIntentsRequestSchema>;

export const intakeIntentsSchema = z.object({
  intakeIntents: z.array(z.enum(INTAKE_INTENTS)),
  intakeIntentsDatetimeSet: isoDateTimeSchema,
});
export type IntakeIntents = z.infer<typeof intakeIntentsSchema>;

export const intakeIntentsAnswerSchema = dataAnswer(intakeIntentsSchema);
export type IntakeIntentsAnswer = z.infer<typeof intakeIntentsAnswerSchema>;
