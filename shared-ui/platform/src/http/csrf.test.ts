import * as contracts from '@opengood/contracts';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_INVALID, isStaleCsrfRefusal, needsCsrfToken } from './csrf';

describe('the CSRF contract', () => {
  it("says what the api's contract says", () => {
    expect(CSRF_COOKIE).toBe(contracts.CSRF_COOKIE);
    expect(CSRF_HEADER).toBe(contracts.CSRF_HEADER);
    expect(CSRF_TOKEN_INVALID).toBe(contracts.ACCOUNT_ERROR_CODES.CSRF_TOKEN_INVALID);
  });
});

describe('needsCsrfToken', () => {
  it('is every state-changing method, not GET', () => {
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => needsCsrfToken(m as 'GET'))).toEqual([
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
  });
});

describe('isStaleCsrfRefusal', () => {
  it('is a 403 whose errors name the csrf token', () => {
    expect(isStaleCsrfRefusal(403, { errors: { csrf: 'CSRF_TOKEN_INVALID' } })).toBe(true);
    expect(isStaleCsrfRefusal(403, { errors: { csrf: 'FOREIGN_ORIGIN' } })).toBe(false);
    expect(isStaleCsrfRefusal(403, { errors: { orgId: 'User is not an admin' } })).toBe(false);
    expect(isStaleCsrfRefusal(400, { errors: { csrf: 'CSRF_TOKEN_INVALID' } })).toBe(false);
    expect(isStaleCsrfRefusal(403, undefined)).toBe(false);
  });
});
