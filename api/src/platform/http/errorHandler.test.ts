import express from 'express';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../domain/errors';
import { request } from '../../testing/contractRequest';
import { errorHandler } from './errorHandler';

/** A kind the handler was never taught: a bug, so a 500 like any other unexpected failure. */
class UnmappedError extends DomainError {}

function throwing(error: Error) {
  const app = express();
  app.get('/data/fails', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

describe('the one error handler', () => {
  it.each([
    [new ValidationError({ q: 'Too long' }), 400, 'Invalid request'],
    [new UnauthorizedError({ user: 'Missing user' }), 401, 'Sign-in required'],
    [new ForbiddenError({ orgId: 'User is not an admin' }), 403, 'Forbidden'],
    [new NotFoundError({ id: 'No job with this id' }), 404, 'Not found'],
    [new ConflictError({ email: 'Already taken' }), 409, 'Conflict'],
  ])('answers %p with its status and errors map', async (error, status, message) => {
    const res = await request(throwing(error)).get('/data/fails').expect(status);
    expect(res.body).toEqual({ message, errors: error.errors });
  });

  it('keeps a use-case’s own message', async () => {
    const res = await request(throwing(new ConflictError({}, 'Listing already published'))).get(
      '/data/fails',
    );
    expect(res.body).toEqual({ message: 'Listing already published', errors: {} });
  });

  it('answers an unmapped domain error and a plain error with a 500 without details', async () => {
    for (const error of [new UnmappedError('secret detail'), new Error('secret detail')]) {
      const res = await request(throwing(error)).get('/data/fails').expect(500);
      expect(res.body).toEqual({ message: 'Internal server error', errors: {} });
    }
  });
});
