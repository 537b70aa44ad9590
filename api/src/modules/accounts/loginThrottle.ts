import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import { ValidationError } from '../../domain/errors';
import type { Limits } from '../../platform/security/limits';
import { LOGIN_BACKOFF_MAX_MS } from '../../platform/security/limitRules';

// Password guessing, held back three ways (limitRules.ts has the numbers; api README "Security"):
// - per address and email, and per address across accounts: failures only, counted before the password is
//   checked (a parallel burst cannot slip under) and given back when the log-in succeeds;
// - per account, whatever the address: past a few failures each further try waits twice as long as the last
//   (a backoff, capped), so a botnet with fresh addresses gets a few guesses an hour, not thousands;
// - a browser the owner has signed in from carries a device cookie (OWASP "device cookies") and is not held
//   back by the account's backoff, so an attacker cannot lock the owner out; its own failures are counted,
//   and past them it is an unknown browser again.

export const DEVICE_COOKIE = 'og_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export interface LoginAttempt {
  email: string;
  /** The caller's address key (addressKey). */
  address: string;
  /** The request's Cookie header, for the device cookie. */
  cookieHeader: string | undefined;
}

export interface LoginThrottle {
  /**
   * Runs `signIn` under the limits: RateLimitedError (429) before it when the caller must wait; on success
   * the failure streak ends and the answer carries a device cookie for this browser.
   */
  guard<T>(attempt: LoginAttempt, signIn: () => Promise<T>): Promise<{ result: T; deviceCookie: string }>;
  /** A reset password ends the account's failure streak (the owner proved they hold the mailbox). */
  forgetFailures(email: string): Promise<void>;
}

/** Counters are keyed by a digest of the address, so emails are not kept in Redis in the clear. */
export const emailKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

function isWrongCredentials(error: unknown): boolean {
  return error instanceof ValidationError && error.errors.password === 'INVALID_CREDENTIALS';
}

/** 1 s, 2 s, 4 s … after the free failures, at most LOGIN_BACKOFF_MAX_MS. */
export function backoffMs(failures: number, free: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - free), LOGIN_BACKOFF_MAX_MS);
}

export function createLoginThrottle({ limits, secret }: { limits: Limits; secret: string }): LoginThrottle {
  const perAddressAndEmail = limits.get('loginFailuresPerAddressAndEmail');
  const perAddress = limits.get('loginFailuresPerAddress');
  const perAccount = limits.get('loginFailuresPerAccount');
  const backoff = limits.get('loginBackoffPerAccount');
  const perDevice = limits.get('loginFailuresPerDevice');

  const sign = (nonce: string, account: string) =>
    createHmac('sha256', secret).update(`device:${nonce}:${account}`).digest('base64url');

  /** The device's nonce when the cookie was issued by us to a browser that signed in to this account. */
  function trustedNonce(cookieHeader: string | undefined, account: string): string | undefined {
    const value = cookieHeader ? parseCookies(cookieHeader)[DEVICE_COOKIE] : undefined;
    const [nonce, mac] = value?.split('.') ?? [];
    if (!nonce || !mac) return undefined;
    const expected = Buffer.from(sign(nonce, account));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  function deviceCookie(account: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${DEVICE_COOKIE}=${nonce}.${sign(nonce, account)}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; Path=/data/website/login; HttpOnly; SameSite=Lax`;
  }

  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);

  return {
    async guard(attempt, signIn) {
      const account = emailKey(attempt.email);
      const pair = `${attempt.address}|${account}`;
      const nonce = trustedNonce(attempt.cookieHeader, account);
      const trusted = nonce !== undefined && (await perDevice.count(nonce)) < perDevice.rule.points;

      await perAddressAndEmail.consume(pair);
      await perAddress.consume(attempt.address);
      if (!trusted) {
        const failures = await perAccount.count(account);
        if (failures >= perAccount.rule.points)
          await backoff.consume(account, { durationMs: backoffMs(failures, perAccount.rule.points) });
      }

      try {
        const result = await signIn();
        await Promise.all([
          quietly(perAddressAndEmail.refund(pair)),
          quietly(perAddress.refund(attempt.address)),
          perAccount.reset(account),
          backoff.reset(account),
          nonce ? perDevice.reset(nonce) : undefined,
        ]);
        return { result, deviceCookie: deviceCookie(account) };
      } catch (error) {
        if (isWrongCredentials(error)) {
          // Counting only: this answer is the 400 of a wrong password, whatever the counter says now.
          await quietly(trusted ? perDevice.consume(nonce) : perAccount.consume(account));
        } else {
          await quietly(perAddressAndEmail.refund(pair));
          await quietly(perAddress.refund(attempt.address));
        }
        throw error;
      }
    },

    async forgetFailures(email) {
      const account = emailKey(email);
      await Promise.all([perAccount.reset(account), backoff.reset(account)]);
    },
  };
}
