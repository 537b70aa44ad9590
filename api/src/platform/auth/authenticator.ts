import { randomBytes } from 'node:crypto';
import { ConflictError, ValidationError } from '../../domain/errors';
import type {
  ClientInfo,
  EmailTokenOwner,
  EmailTokenPurpose,
  Identity,
  NewAccount,
  SessionGrant,
  SignedIn,
} from '../identity';
import type { Db } from '../db/db';
import {
  hashedIdentifier,
  hashedResetIdentifier,
  RESET_TOKEN_PREFIX,
  RESET_TOKEN_SECONDS,
  SESSION_COOKIE,
} from './authOptions';
import type { BetterAuth } from './betterAuth';

// The accounts module's Identity port over better-auth: its API errors become domain errors, its
// Set-Cookie headers become grants, and email-verification tokens are single-use hashed verification
// rows (better-auth's own are stateless JWTs, valid until they expire however often they are used).
// The tokens the api mails (verification, undo, reset) are written here, through the caller's transaction,
// as better-auth would store them (authOptions.ts: the same hash, in the verifications table, which
// better-auth reads when they are spent: storeInDatabase), so a change that rolls back leaves none.

/** A new single-use value row, as better-auth stores one (its identifier hashed). */
async function insertVerification(
  db: Db,
  storedIdentifier: string,
  value: string,
  expiresInSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO verifications (identifier, value, expires_at) VALUES ($1, $2, now() + $3 * interval '1 second')`,
    [storedIdentifier, value, expiresInSeconds],
  );
}

const newToken = () => randomBytes(32).toString('base64url');

/**
 * A token row's value: the user's id, then (an undo's) address after a space. It starts with the id so
 * deleting a user's single-use values by id (userRepository.deleteUser) finds these too.
 */
function tokenOwner(value: string): EmailTokenOwner {
  const space = value.indexOf(' ');
  if (space < 0) return { userId: Number(value), address: null };
  return { userId: Number(value.slice(0, space)), address: value.slice(space + 1) };
}

/** better-auth's error code, when `error` is one of its API errors. */
function codeOf(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** PostgreSQL's unique_violation, however the driver (or better-auth) wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const grantOf = (headers: Headers): SessionGrant => ({ setCookies: headers.getSetCookie() });

const idOf = (id: string | number): number => Number(id);

export class Authenticator implements Identity {
  constructor(readonly auth: BetterAuth) {}

  async signUp(account: NewAccount, client: ClientInfo): Promise<SignedIn> {
    try {
      const { headers, response } = await this.auth.api.signUpEmail({
        body: {
          email: account.email,
          password: account.password,
          name: `${account.firstName} ${account.lastName}`,
          firstName: account.firstName,
          lastName: account.lastName,
          lang: account.lang,
        },
        headers: client.headers,
        returnHeaders: true,
      });
      return { userId: idOf(response.user.id), grant: grantOf(headers) };
    } catch (error) {
      if (codeOf(error)?.startsWith('USER_ALREADY_EXISTS') || isUniqueViolation(error))
        throw new ConflictError({ email: 'EMAIL_TAKEN' }, 'An account already uses this email');
      throw error;
    }
  }

  async signIn(credentials: { email: string; password: string }, client: ClientInfo): Promise<SignedIn> {
    const previous = await this.auth.api.getSession({
      headers: client.headers,
      query: { disableRefresh: true },
    });
    try {
      const { headers, response } = await this.auth.api.signInEmail({
        body: { email: credentials.email, password: credentials.password, rememberMe: true },
        headers: client.headers,
        returnHeaders: true,
      });
      // Rotation: whatever session the browser had before is over; only the new one is valid.
      if (previous) await this.endSession(previous.session.token);
      return { userId: idOf(response.user.id), grant: grantOf(headers) };
    } catch (error) {
      if (codeOf(error) === 'INVALID_EMAIL_OR_PASSWORD')
        throw new ValidationError({ password: 'INVALID_CREDENTIALS' }, 'Invalid email or password');
      throw error;
    }
  }

  async signOut(client: ClientInfo): Promise<SessionGrant> {
    const { headers } = await this.auth.api.signOut({ headers: client.headers, returnHeaders: true });
    const grant = grantOf(headers);
    return grant.setCookies.length > 0 ? grant : this.clearedSession();
  }

  clearedSession(): SessionGrant {
    return { setCookies: [`${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`] };
  }

  async createResetToken(db: Db, userId: number): Promise<string> {
    const token = newToken();
    const identifier = hashedResetIdentifier(`${RESET_TOKEN_PREFIX}${token}`);
    await insertVerification(db, identifier, String(userId), RESET_TOKEN_SECONDS);
    return token;
  }

  async resetPassword(token: string, password: string): Promise<{ userId: number }> {
    const invalid = () =>
      new ValidationError({ token: 'INVALID_OR_EXPIRED' }, 'This link is invalid or has expired');
    // Whose token it is: better-auth spends it without saying. A row's value never changes, so the one
    // read here is the one the reset below spends (or the reset fails).
    const context = await this.auth.$context;
    const row = await context.internalAdapter.findVerificationValue(`${RESET_TOKEN_PREFIX}${token}`);
    if (!row) throw invalid();
    try {
      await this.auth.api.resetPassword({ body: { token, newPassword: password } });
    } catch (error) {
      const code = codeOf(error);
      if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') throw invalid();
      throw error;
    }
    return { userId: idOf(row.value) };
  }

  async spendResetTokens(userId: number): Promise<void> {
    const context = await this.auth.$context;
    const where = [
      { field: 'value', value: String(userId) },
      { field: 'identifier', operator: 'starts_with' as const, value: RESET_TOKEN_PREFIX },
    ];
    const rows = await context.adapter.findMany<{ identifier: string }>({ model: 'verification', where });
    if (rows.length === 0) return;
    await context.adapter.deleteMany({ model: 'verification', where });
    // Copies kept beside sessions in Redis (REDIS_URL) go too; a reset is refused without the row anyway.
    await Promise.all(rows.map((row) => context.secondaryStorage?.delete(`verification:${row.identifier}`)));
  }

  async createEmailToken(
    db: Db,
    userId: number,
    expiresInSeconds: number,
    purpose: EmailTokenPurpose = 'verify-email',
    address?: string,
  ): Promise<string> {
    const token = newToken();
    const value = address ? `${userId} ${address}` : String(userId);
    await insertVerification(db, hashedIdentifier(`${purpose}:${token}`), value, expiresInSeconds);
    return token;
  }

  async consumeEmailToken(
    token: string,
    purpose: EmailTokenPurpose = 'verify-email',
  ): Promise<EmailTokenOwner | null> {
    const context = await this.auth.$context;
    // Atomic: of two concurrent uses, one gets the row; an expired row is consumed and refused.
    const row = await context.internalAdapter.consumeVerificationValue(`${purpose}:${token}`);
    return row ? tokenOwner(row.value) : null;
  }

  async revokeSessions(userId: number): Promise<void> {
    const context = await this.auth.$context;
    await context.internalAdapter.deleteUserSessions(String(userId));
  }

  async verifyPassword(client: ClientInfo, password: string): Promise<void> {
    try {
      await this.auth.api.verifyPassword({ body: { password }, headers: client.headers });
    } catch (error) {
      if (codeOf(error) === 'INVALID_PASSWORD')
        throw new ValidationError({ password: 'INVALID_CREDENTIALS' }, 'Wrong password');
      throw error;
    }
  }

  async changePassword(
    client: ClientInfo,
    currentPassword: string,
    newPassword: string,
  ): Promise<SessionGrant> {
    try {
      // better-auth ends the user's other sessions and opens a new one for this client (its cookie below).
      const { headers } = await this.auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: client.headers,
        returnHeaders: true,
      });
      return grantOf(headers);
    } catch (error) {
      if (codeOf(error) === 'INVALID_PASSWORD')
        throw new ValidationError({ currentPassword: 'INVALID_CREDENTIALS' }, 'Wrong password');
      throw error;
    }
  }

  async signedInAt(client: ClientInfo): Promise<Date | null> {
    const found = await this.auth.api.getSession({
      headers: client.headers,
      query: { disableRefresh: true },
    });
    return found ? new Date(found.session.createdAt) : null;
  }

  /** The signed-in user of a request, and a grant when better-auth refreshed the session cookie. */
  async session(client: ClientInfo): Promise<{ userId: number; grant: SessionGrant } | null> {
    const { headers, response } = await this.auth.api.getSession({
      headers: client.headers,
      returnHeaders: true,
    });
    if (!response) return null;
    return { userId: idOf(response.user.id), grant: grantOf(headers) };
  }

  private async endSession(token: string): Promise<void> {
    const context = await this.auth.$context;
    await context.internalAdapter.deleteSession(token);
  }
}
