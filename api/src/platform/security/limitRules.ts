// Every limit the api enforces, in one table: what is counted, per what, how many in what window. The api
// README's "Security" section lists the same rows for people; change both together.
// A key is named by the code that counts (limitRequests or a use-case): an address is the caller's address
// as the gateway reports it, IPv6 taken per /56 (addressKey.ts).

export interface LimitRule {
  /** How many are allowed per key and window. */
  points: number;
  windowMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const LIMIT_RULES = {
  // Log-in (modules/accounts/loginThrottle.ts). Only failures count.
  /** Failed log-ins per address and email (RATE_LIMIT_LOGIN). */
  loginFailuresPerAddressAndEmail: { points: 10, windowMs: 15 * MINUTE },
  /** Failed log-ins per address, whatever the account: one address guessing many accounts. */
  loginFailuresPerAddress: { points: 100, windowMs: DAY },
  /**
   * Failed log-ins per account from browsers it has not signed in from, before the backoff starts: then
   * one try per 2^(n - points) seconds, at most LOGIN_BACKOFF_MAX_MS apart. A browser the owner signed in
   * from (device cookie) is not held back by it, so an attacker cannot lock the owner out.
   */
  loginFailuresPerAccount: { points: 5, windowMs: DAY },
  /** The backoff's wait between tries on an account (points is 1: one try per wait). */
  loginBackoffPerAccount: { points: 1, windowMs: 15 * MINUTE },
  /** Failed log-ins per trusted browser (device cookie) before it counts as unknown for the account. */
  loginFailuresPerDevice: { points: 10, windowMs: HOUR },

  /** Sign-ups per address (RATE_LIMIT_SIGNUP). */
  signupsPerAddress: { points: 20, windowMs: HOUR },
  /** Reset-mail requests per address (RATE_LIMIT_FORGOT_PASSWORD). */
  resetRequestsPerAddress: { points: 5, windowMs: HOUR },
  /** Reset mails per recipient: past it the request still answers OK, and no mail goes out. */
  resetMailsPerRecipient: { points: 3, windowMs: HOUR },
  /** Verification mails re-sent per user. */
  verificationMailsPerUser: { points: 5, windowMs: HOUR },
  /** Wrong current passwords per user (changing the password or email, deleting the account). */
  passwordChecksPerUser: { points: 10, windowMs: 15 * MINUTE },

  /** GET /users/by-email per address. */
  emailLookupsPerAddress: { points: 30, windowMs: 15 * MINUTE },
  /** GET /users/by-email from everyone together (key 'all'). */
  emailLookupsGlobal: { points: 3000, windowMs: HOUR },

  /** Applications (and re-submissions) per user. */
  applicationsPerUser: { points: 30, windowMs: HOUR },

  /** Invite mails (sent, re-sent by inviting again or by resend) per invite (modules/orgs). */
  orgInviteMailsPerInvite: { points: 3, windowMs: HOUR },
  /** Invite mails per organisation, whoever of its admins sends them. */
  orgInviteMailsPerOrg: { points: 100, windowMs: DAY },
  /** Requests to administer an organisation per user (each mails the organisation's admins). */
  adminRequestsPerUser: { points: 10, windowMs: HOUR },
  /** Logo uploads per user (each is decoded and resized: CPU a flood must not take). */
  orgLogoUploadsPerUser: { points: 30, windowMs: HOUR },

  /** Temporary-storage writes per visitor (user or vid cookie) and per address. */
  tmpStorageWritesPerVisitor: { points: 20, windowMs: HOUR },
  tmpStorageWritesPerAddress: { points: 100, windowMs: HOUR },
  /** Tracked events per visitor and per address. */
  trackedEventsPerVisitor: { points: 600, windowMs: HOUR },
  trackedEventsPerAddress: { points: 3000, windowMs: HOUR },
  /** A/B assignments per visitor and per address. */
  abAssignmentsPerVisitor: { points: 100, windowMs: HOUR },
  abAssignmentsPerAddress: { points: 1000, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;

/** The longest wait the log-in backoff asks of an account (loginFailuresPerAccount). */
export const LOGIN_BACKOFF_MAX_MS = LIMIT_RULES.loginBackoffPerAccount.windowMs;
