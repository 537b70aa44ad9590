import { z } from 'zod';
import { versionField } from './answer';

/** An A/B experiment the visitor is in (spec §7: POST /data/ab/assignments takes the same pair). */
export const abExperimentSchema = z.object({ id: z.string().min(1), bucket: z.string().min(1) });
export type AbExperiment = z.infer<typeof abExperimentSchema>;

/** GET /data/environment (spec §3): flat, not in a `data` envelope. */
export const environmentSchema = z.object({
  showAcceptCookies: z.boolean(),
  /** Location guessing is not offered yet: always null until a gazetteer-backed guess exists. */
  guessedLocation: z.null(),
  isUS: z.boolean(),
  abExperiments: z.array(abExperimentSchema),
});
export type Environment = z.infer<typeof environmentSchema>;

export const environmentAnswerSchema = environmentSchema.extend(versionField);
export type EnvironmentAnswer = z.infer<typeof environmentAnswerSchema>;
