import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../domain/errors';

/** The one place domain errors become statuses. Unknown kinds of DomainError are bugs: they answer 500. */
const STATUS_OF = new Map<abstract new (...args: never[]) => DomainError, number>([
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
]);

function statusOf(error: DomainError): number | undefined {
  for (const [kind, status] of STATUS_OF) if (error instanceof kind) return status;
  return undefined;
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every address nothing answered: a JSON 404 like any other, naming what was asked. */
export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new NotFoundError({ path: `Nothing at ${req.method} ${req.path}` }));
};

/** Every failure leaves as `{ message, errors }` JSON; anything unexpected is a 500 without details. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof DomainError) {
    const status = statusOf(error);
    if (status !== undefined) {
      res.status(status).json({ message: error.message, errors: error.errors });
      return;
    }
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON body', errors: { body: 'Must be valid JSON' } });
    return;
  }
  // express.json's own refusals (too large, wrong charset) carry a 4xx status.
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: (error as Error).message, errors: {} });
    return;
  }
  console.error(error);
  res.status(500).json({ message: 'Internal server error', errors: {} });
};
