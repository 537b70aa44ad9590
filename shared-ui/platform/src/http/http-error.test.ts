import { HttpError, isHttpError } from './http-error';

describe('HttpError', () => {
  it('carries status, text, JSON and the errors map', () => {
    const json = { errors: { email: 'taken' }, _version: 3 };
    const error = new HttpError(422, JSON.stringify(json), json);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.message).toBe('HTTP 422');
    expect(error.statusCode).toBe(422);
    expect(error.responseText).toBe(JSON.stringify(json));
    expect(error.responseJson).toEqual(json);
    expect(error.errors).toEqual({ email: 'taken' });
  });

  it('has an empty errors map without a JSON object body', () => {
    expect(new HttpError(500, 'oops').errors).toEqual({});
    expect(new HttpError(500, 'oops').responseJson).toBeUndefined();
    expect(new HttpError(400, '[]', []).errors).toEqual({});
    expect(new HttpError(400, '{"errors":["a"]}', { errors: ['a'] }).errors).toEqual({});
  });

  it('isHttpError recognises instances and look-alikes from another copy of the module', () => {
    expect(isHttpError(new HttpError(404, ''))).toBe(true);
    const foreign = Object.assign(new Error('HTTP 404'), { name: 'HttpError', statusCode: 404 });
    expect(isHttpError(foreign)).toBe(true);
    expect(isHttpError(new Error('HTTP 404'))).toBe(false);
    expect(isHttpError({ name: 'HttpError', statusCode: 404 })).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });
});
