import { randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import { CONSENT_COOKIE } from '@opengood/contracts';

// Who a per-visitor service is talking to: the signed-in user, else the anonymous visitor named by the
// `vid` cookie. The cookies themselves are set by the routes; this file only names and reads them.

export const VISITOR_COOKIE = 'vid';
export { CONSENT_COOKIE };

/**
 * The cookies live a year. The visitor cookie is set once, when missing, so a visitor id is never heard
 * of again a year after it was issued: what is stored under it may go then (ab's purge).
 */
export const VISITOR_COOKIE_DAYS = 365;
const YEAR_MS = VISITOR_COOKIE_DAYS * 24 * 60 * 60 * 1000;

/** A visitor id: 128 random bits, base64url (22 characters). */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export interface Visitor {
  /** The signed-in user, or null. */
  userId: number | null;
  /** The anonymous visitor id from the `vid` cookie, or null. */
  visitorId: string | null;
}

export interface VisitorCookies {
  visitorId: string | null;
  /** The visitor clicked OK on the cookie bar in this browser. */
  cookiesAccepted: boolean;
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** Reads the two cookies from a Cookie header; a malformed visitor id counts as none. */
export function readVisitorCookies(cookieHeader: string | undefined): VisitorCookies {
  const cookies = cookieHeader ? parseCookies(cookieHeader) : {};
  const vid = cookies[VISITOR_COOKIE];
  return {
    visitorId: vid !== undefined && VISITOR_ID.test(vid) ? vid : null,
    cookiesAccepted: cookies[CONSENT_COOKIE] === '1',
  };
}

/** The visitor id is only ever read by the api, so scripts never see it. */
export const visitorCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: YEAR_MS, secure }) as const;

/** Readable by the page, which may hide the bar before the environment answers. */
export const consentCookieOptions = (secure: boolean) =>
  ({ httpOnly: false, sameSite: 'lax', path: '/', maxAge: YEAR_MS, secure }) as const;
