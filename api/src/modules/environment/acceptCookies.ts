import type { Db } from '../../platform/db/db';
import { recordCookieConsent } from './cookieConsentRepository';

/** The browser gets the cookie from the route; a signed-in user's acceptance also follows them to other browsers. */
export async function acceptCookies(db: Db, userId: number | null): Promise<void> {
  if (userId !== null) await recordCookieConsent(db, userId);
}
