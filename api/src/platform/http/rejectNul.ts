import type { RequestHandler } from 'express';
import { ValidationError } from '../../domain/errors';

/**
 * PostgreSQL text cannot hold a NUL character: a `%00` anywhere in the address would reach SQL and fail
 * there as a 500. Refuse it up front as bad input. (A JSON body's NULs are refused on its bytes, before
 * parsing: jsonBody.ts.)
 */
export const rejectNul: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(req.originalUrl) || req.originalUrl.includes('\u0000')) {
    next(new ValidationError({ url: 'Must not contain NUL characters' }));
    return;
  }
  next();
};
