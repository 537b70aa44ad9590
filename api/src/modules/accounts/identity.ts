import type { Lang } from '@opengood/contracts';

// What the accounts use-cases need from the authentication library (platform/auth's Authenticator,
// over better-auth): passwords, sessions and single-use tokens. Sessions reach the routes as opaque
// grants (the cookies to send), so nothing below the routes handles HTTP.

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
  /** Mails a single-use reset link when the address has an account; silent otherwise. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with a reset token and ends every session of that user. */
  resetPassword(token: string, password: string): Promise<void>;
  /** A single-use token proving `userId` received a mail; stored hashed, expiring. */
  createEmailToken(userId: number, expiresInSeconds: number): Promise<string>;
  /** The user a token was made for, once; null when unknown, expired or used. */
  consumeEmailToken(token: string): Promise<number | null>;
  /** Ends every session of a user (everywhere, Redis included). */
  revokeSessions(userId: number): Promise<void>;
  /** Checks the signed-in client's password: ValidationError { password: INVALID_CREDENTIALS } otherwise. */
  verifyPassword(client: ClientInfo, password: string): Promise<void>;
  /**
   * Sets the signed-in client's new password after checking the current one (ValidationError
   * { currentPassword: INVALID_CREDENTIALS }) and ends every other session of the user; the grant carries
   * the client's new session.
   */
  changePassword(client: ClientInfo, currentPassword: string, newPassword: string): Promise<SessionGrant>;
}
