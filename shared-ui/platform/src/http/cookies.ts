/**
 * A cookie's value in a `document.cookie` string ('a=1; csrf=xyz'), decoded; null when absent. Pure, so
 * the shell passes `() => cookieValue(document.cookie, CSRF_COOKIE)` and a server render passes nothing.
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
