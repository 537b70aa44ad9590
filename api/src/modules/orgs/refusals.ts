import { ConflictError, ForbiddenError, GoneError } from '../../domain/errors';
import type { Refusal } from './teamRules';

/** Raises the error a rule's refusal calls for (the error handler gives each its status). */
export function refuse(refusal: Refusal | null): void {
  if (!refusal) return;
  const errors = { [refusal.field]: refusal.code };
  switch (refusal.kind) {
    case 'forbidden':
      throw new ForbiddenError(errors);
    case 'conflict':
      throw new ConflictError(errors);
    case 'gone':
      throw new GoneError(errors);
  }
}
