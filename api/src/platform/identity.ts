import type { Lang } from '@opengood/contracts';
import type { Db } from './db/db';

// The identity port: what the accounts module's use-cases need from the authentication library
// (platform/auth's Authenticator implements it over better-auth): passwords, sessions and single-use
// tokens. The platform owns the port, so it never imports the module that uses it. Sessions reach the
// routes as opaque grants (the cookies to send), so nothing below the routes handles HTTP.

/** The cookies to send back: the session cookie set, refreshed or cleared. */
export interface SessionGrant {
  readonly setCookies: readonly string[];
}

/** Who is asking, as the library reads it: the request's cookies, user agent and address. */
export interface ClientInfo {
  readonly headers: Headers;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  lang: Lang;
}

export interface SignedIn {
  userId: number;
  grant: SessionGrant;
}

/**
 * What a mailed single-use token is for. Each kind has its own identifier prefix, so a token of one kind
 * never passes for another (a verification link cannot undo an email change).
 */
export type EmailTokenPurpose = 'verify-email' | 'undo-email-change';

/** Whom a spent token was made for, and the address it carries (an undo's old address), if any. */
export interface EmailTokenOwner {
  userId: number;
  address: string | null;
}

export interface Identity {
  /** Creates the user and its password, and signs them in. ConflictError when the email is taken. */
  signUp(account: NewAccount, client: ClientInfo): Promise<SignedIn>;
  /**
   * Checks the password and opens a new session; the session the client had before (if any) is ended
   * (rotation). ValidationError { password: INVALID_CREDENTIALS } otherwise.
   */
  signIn(credentials: { email: string; password: string }, client: ClientInfo): Promise<SignedIn>;
  /** Ends the client's session; the grant clears its cookie. */
  signOut(client: ClientInfo): Promise<SessionGrant>;
  /** A grant that clears the session cookie (after the account is gone). */
  clearedSession(): SessionGrant;
  /**
   * A single-use reset token for the user (an hour), stored hashed through `db`: the caller's transaction,
   * which also puts the mail carrying it in the outbox, so neither exists without the other.
   */
  createResetToken(db: Db, userId: number): Promise<string>;
  /**
   * Sets a new password with a reset token and ends every session of that user, whose id it answers.
   * ValidationError { token: INVALID_OR_EXPIRED } when the token is unknown, used or expired.
   */
  resetPassword(token: string, password: string): Promise<{ userId: number }>;
  /** Spends every reset link of the user still pending (after a reset or a password change). */
  spendResetTokens(userId: number): Promise<void>;
  /**
   * A single-use token proving `userId` received a mail; stored hashed, expiring, through `db` (the
   * caller's transaction, as for createResetToken). `address` is kept with it (an undo link's old
   * address) and handed back when it is spent.
   */
  createEmailToken(
    db: Db,
    userId: number,
    expiresInSeconds: number,
    purpose?: EmailTokenPurpose,
    address?: string,
  ): Promise<string>;
  /** Whom a token of `purpose` was made for, once; null when unknown, expired, used or of another kind. */
  consumeEmailToken(token: string, purpose?: EmailTokenPurpose): Promise<EmailTokenOwner | null>;
  /** Ends every session of a user (everywhere, Redis included). */
  revokeSessions(userId: number): Promise<void>;
  /** When the client's session began (its log-in, sign-up or password change); null without a session. */
  signedInAt(client: ClientInfo): Promise<Date | null>;
  /** Checks the signed-in client's password: ValidationError { password: INVALID_CREDENTIALS } otherwise. */
  verifyPassword(client: ClientInfo, password: string): Promise<void>;
  /**
   * Sets the signed-in client's new password after checking the current one (ValidationError
   * { currentPassword: INVALID_CREDENTIALS }) and ends every other session of the user; the grant carries
   * the client's new session.
   */
  changePassword(client: ClientInfo, currentPassword: string, newPassword: string): Promise<SessionGrant>;
}
