import { accountScreenFor } from './AccountPage';

describe('accountScreenFor', () => {
  it('names the account screen of each shell-owned path', () => {
    expect(accountScreenFor('/login')).toBe('login');
    expect(accountScreenFor('/fair/login')).toBe('login');
    expect(accountScreenFor('/signup')).toBe('signup');
    expect(accountScreenFor('/forgot-password')).toBe('forgotPassword');
    expect(accountScreenFor('/reset-password/abc123')).toBe('resetPassword');
    expect(accountScreenFor('/invalid-or-expired-link')).toBe('invalidLink');
    expect(accountScreenFor('/es/orgs/registrate')).toBe('signUpToPost');
  });
});
