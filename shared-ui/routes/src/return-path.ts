import { isShellPath } from './areas';

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f');

/**
 * A `to` the login page may send the user back to (docs/product/accounts.md#account-pages): a path of this site, else null (the caller
 * goes home). Only one leading slash ('//host' and '/\host' are other hosts to a browser), no control
 * characters (browsers drop tabs and newlines, turning '/\t/host' into '//host'), and not an account page,
 * which would loop back to a form.
 */
export function safeReturnPath(to: string | null | undefined): string | null {
  if (!to || !/^\/(?![/\\])/.test(to) || hasControlCharacter(to)) return null;
  return isShellPath(to) ? null : to;
}
