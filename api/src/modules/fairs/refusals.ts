import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Refusal } from './fairRules';

/** Raises the error a rule's refusal calls for (the error handler gives each its status). */
export function refuse(refusal: Refusal | null): void {
  if (!refusal) return;
  const errors = { [refusal.field]: refusal.code };
  throw refusal.kind === 'conflict' ? new ConflictError(errors) : new NotFoundError(errors);
}
