import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  GoneError,
  NotFoundError,
  PaymentRequiredError,
  RateLimitedError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from '../../domain/errors';
import { moduleLogger } from '../log';
import { BodyRefused } from './jsonBody';

const log = moduleLogger('http');

/** The one place domain errors become statuses. Unknown kinds of DomainError are bugs: they answer 500. */
const STATUS_OF = new Map<abstract new (...args: never[]) => DomainError, number>([
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [PaymentRequiredError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [GoneError, 410],
  [RateLimitedError, 429],
  [UnavailableError, 503],
]);

function statusOf(error: DomainError): number | undefined {
  for (const [kind, status] of STATUS_OF) if (error instanceof kind) return status;
  return undefined;
}

/** The body parser's refusals (body-parser's error types), each a 4xx JSON answer naming the body. */
const PARSER_REFUSALS: Record<string, { status: number; message: string; code: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON body', code: 'Must be valid JSON' },
  'entity.too.large': { status: 413, message: 'Request body too large', code: 'TOO_LARGE' },
  'request.size.invalid': { status: 400, message: 'Body shorter than its Content-Length', code: 'TRUNCATED' },
  'request.aborted': { status: 400, message: 'Body not sent in full', code: 'TRUNCATED' },
  'encoding.unsupported': {
    status: 415,
    message: 'Unsupported Content-Encoding',
    code: 'UNSUPPORTED_ENCODING',
  },
  'charset.unsupported': { status: 415, message: 'Unsupported charset', code: 'UNSUPPORTED_ENCODING' },
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every address nothing answered: a JSON 404 like any other, naming what was asked. */
export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new NotFoundError({ path: `Nothing at ${req.method} ${req.path}` }));
};

/** Every failure leaves as `{ message, errors }` JSON; anything unexpected is a 500 without details. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof DomainError) {
    const status = statusOf(error);
    if (status !== undefined) {
      if (error instanceof RateLimitedError)
        res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      res.status(status).json({ message: error.message, errors: error.errors });
      return;
    }
  }
  if (error instanceof BodyRefused) {
    res.status(error.problem === 'CHARSET' ? 415 : 400).json({
      message: error.message,
      errors: { body: error.problem === 'CHARSET' ? 'UNSUPPORTED_ENCODING' : error.problem },
    });
    return;
  }
  const parserError = error as BodyParserError;
  const refusal = parserError.type ? PARSER_REFUSALS[parserError.type] : undefined;
  if (refusal) {
    res.status(refusal.status).json({ message: refusal.message, errors: { body: refusal.code } });
    return;
  }
  // express.json's own refusals (too large, wrong charset) carry a 4xx status.
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: (error as Error).message, errors: {} });
    return;
  }
  // The route's pattern, not the path: a path may carry a single-use token.
  log.error({ err: error, method: req.method, route: req.route?.path }, 'unexpected error: 500');
  res.status(500).json({ message: 'Internal server error', errors: {} });
};
