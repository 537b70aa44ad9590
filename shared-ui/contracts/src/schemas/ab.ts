import { z } from 'zod';
import { versionField } from './answer';

// A/B experiments (docs/product/accounts.md#environment, docs/product/accounts.md#experiments: POST /data/ab/assignments). The client picks a bucket for an
// experiment the environment does not list yet and posts it; the first assignment of a visitor sticks.

/** Experiment ids and bucket names: short codes, so they read well in analytics and cannot carry payloads. */
export const AB_CODE_MAX_LENGTH = 64;
const AB_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** How many experiments one visitor may be in; past it, new assignments are refused. */
export const AB_MAX_EXPERIMENTS = 50;

const abCode = z
  .string()
  .min(1)
  .max(AB_CODE_MAX_LENGTH)
  .regex(AB_CODE, { error: 'Must be letters, digits, dots, dashes or underscores' });

/** An A/B experiment the visitor is in (docs/product/accounts.md#experiments: POST /data/ab/assignments takes the same pair). */
export const abExperimentSchema = z.object({ id: abCode, bucket: abCode });
export type AbExperiment = z.infer<typeof abExperimentSchema>;

export const abAssignmentRequestSchema = abExperimentSchema;
export type AbAssignmentRequest = z.infer<typeof abAssignmentRequestSchema>;

/** Every experiment the visitor is in after the assignment, the stored bucket winning over the posted one. */
export const abAssignmentsAnswerSchema = z.object({
  abExperiments: z.array(abExperimentSchema),
  ...versionField,
});
export type AbAssignmentsAnswer = z.infer<typeof abAssignmentsAnswerSchema>;
