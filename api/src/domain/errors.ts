// What can go wrong in a use-case, in the domain's words. Nothing here knows about HTTP: the platform's
// one error handler maps each kind to a status (see platform/http/errorHandler.ts).

/** Field name → what is wrong with it; for errors not about one field, a key naming the subject. */
export type FieldErrors = Record<string, string>;

export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule (a malformed id, an unknown code, a text too long). */
export class ValidationError extends DomainError {
  constructor(errors: FieldErrors, message = 'Invalid request') {
    super(message, errors);
  }
}

/** The thing asked for does not exist (or may not be known to exist). */
export class NotFoundError extends DomainError {
  constructor(errors: FieldErrors = {}, message = 'Not found') {
    super(message, errors);
  }
}

/** Nobody is signed in, and the action needs someone. */
export class UnauthorizedError extends DomainError {
  constructor(errors: FieldErrors = {}, message = 'Sign-in required') {
    super(message, errors);
  }
}

/** The signed-in user may not do this. */
export class ForbiddenError extends DomainError {
  constructor(errors: FieldErrors = {}, message = 'Forbidden') {
    super(message, errors);
  }
}

/** The action clashes with the current state (a duplicate, a stale edit). */
export class ConflictError extends DomainError {
  constructor(errors: FieldErrors = {}, message = 'Conflict') {
    super(message, errors);
  }
}

/** The payment was refused (the card declined or expired, its token unusable): nothing was charged. */
export class PaymentRequiredError extends DomainError {
  constructor(errors: FieldErrors = {}, message = 'Payment refused') {
    super(message, errors);
  }
}

/** The thing asked for existed and was removed for good (a deleted organisation and its listings). */
export class GoneError extends DomainError {
  constructor(errors: FieldErrors = {}, message = 'Gone') {
    super(message, errors);
  }
}

/** A service the action depends on (the payment provider) could not be reached; nothing was done. */
export class UnavailableError extends DomainError {
  constructor(errors: FieldErrors = {}, message = 'Service unavailable') {
    super(message, errors);
  }
}

/** Too many tries: the caller may try again after `retryAfterMs`. */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterMs: number,
    errors: FieldErrors = { request: 'RATE_LIMITED' },
    message = 'Too many requests',
  ) {
    super(message, errors);
  }
}
