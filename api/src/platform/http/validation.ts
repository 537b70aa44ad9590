import type { z } from 'zod';
import { ValidationError, type FieldErrors } from '../../domain/errors';

/** Parses route input with a contract schema; a failure is a ValidationError keyed by the first path segment. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'request';
    errors[field] ??= issue.message;
  }
  throw new ValidationError(errors);
}
