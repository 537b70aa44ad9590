import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';

/** Parses route input; a failure becomes a 400 whose errors map is keyed by the first path segment. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'request';
    errors[field] ??= issue.message;
  }
  throw badRequest(errors);
}
