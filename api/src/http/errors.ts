import type { ErrorRequestHandler } from 'express';

export type FieldErrors = Record<string, string>;

/** An error the client caused or can act on; the single error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

export const notFound = (errors: FieldErrors = {}) => new HttpError(404, 'Not found', errors);
export const badRequest = (errors: FieldErrors) => new HttpError(400, 'Invalid request', errors);

interface BodyParserError {
  type?: string;
  status?: number;
}

export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message, errors: error.errors });
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON body', errors: { body: 'Must be valid JSON' } });
    return;
  }
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: (error as Error).message, errors: {} });
    return;
  }
  console.error(error);
  res.status(500).json({ message: 'Internal server error', errors: {} });
};
