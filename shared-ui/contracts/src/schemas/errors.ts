import { z } from 'zod';
import { versionField } from './answer';

/** Field name → what is wrong with it (or, for errors not about a field, a key naming the subject). */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Every non-2xx answer of the api: a message and the errors map, never a bare status. */
export const errorAnswerSchema = z.object({
  message: z.string().min(1),
  errors: fieldErrorsSchema,
  ...versionField,
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
