import { request } from './contractRequest';
import { testUserEmail } from './testUsers';

// What the per-visitor modules' api tests share: who is signed in, and the headers a state-changing call
// needs. Typed structurally (no Express or platform import), so the module boundaries hold for it too.

type App = Parameters<typeof request>[0];

/**
 * Test session resolver for createApp: signed in as the user whose id is in X-Test-User. A test that stores
 * anything for that user creates the users row first (insertTestUsers).
 */
export const signedInByHeader = async (req: { headers: Record<string, string | string[] | undefined> }) => {
  const id = Number(req.headers['x-test-user']);
  return id > 0 ? { id, email: testUserEmail(id), adminOrgIds: [], ownerOrgIds: [], isStaff: false } : null;
};

/** The `name=value` pairs an answer sets. */
export const setCookiesOf = (res: { headers: Record<string, unknown> }): string[] =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]!);

/** The CSRF cookie and its echo, as the app hands them out on a GET when its CSRF guard is on. */
export interface CsrfPair {
  cookie: string;
  token: string;
}

/** Reads the app's CSRF pair once per test file; null while no CSRF guard runs. */
export async function csrfOf(app: App): Promise<CsrfPair | null> {
  const cookie = setCookiesOf(await request(app).get('/data/environment').expect(200)).find((c) =>
    c.startsWith('csrf='),
  );
  return cookie ? { cookie, token: decodeURIComponent(cookie.slice('csrf='.length)) } : null;
}

/**
 * Headers for a POST, PATCH or DELETE as a browser would send them: the given cookies, the user, and the
 * CSRF pair (bound to no session cookie, so one pair serves every test user).
 */
export function writeHeaders(
  csrf: CsrfPair | null,
  { user, cookies = [] }: { user?: string; cookies?: string[] } = {},
): Record<string, string> {
  const all = csrf ? [...cookies, csrf.cookie] : cookies;
  return {
    ...(user ? { 'X-Test-User': user } : {}),
    ...(all.length > 0 ? { Cookie: all.join('; ') } : {}),
    ...(csrf ? { 'X-CSRF-Token': csrf.token } : {}),
  };
}
