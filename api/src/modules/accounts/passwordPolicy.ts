import { ValidationError } from '../../domain/errors';

// Beyond the contracts' length rules: refuse passwords that are long but trivially guessed. A small
// list on purpose (the commonest long passwords); the length rule does most of the work.
const COMMON = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '1q2w3e4r5t',
  'qwertyuiop',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou123',
  'abcdefghij',
  'abc1234567',
  'qwerty1234',
  'qwerty12345',
  'letmein123',
  'welcome123',
  'administrator',
  'opengood123',
  'contraseña123',
  'senha12345',
]);

/**
 * Throws ValidationError { password: PASSWORD_TOO_WEAK } for an easily guessed password: fewer than five
 * distinct characters, a common password, or the email (or its name part plus digits). `email` may be ''.
 */
export function assertStrongPassword(password: string, email: string): void {
  const lower = password.toLowerCase();
  const stem = (s: string) => s.replace(/[\d\W_]+$/, '');
  const local = stem(email.split('@')[0]?.toLowerCase() ?? '');
  const weak =
    new Set(lower).size < 5 ||
    COMMON.has(lower) ||
    (local !== '' && (lower === email.toLowerCase() || stem(lower) === local));
  if (weak) throw new ValidationError({ password: 'PASSWORD_TOO_WEAK' }, 'Password too easy to guess');
}
