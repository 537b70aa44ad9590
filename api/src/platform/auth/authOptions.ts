import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type Redis from 'ioredis';
import type { BetterAuthOptions } from 'better-auth';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { LANGS, SESSION_COOKIE, type Lang } from '@opengood/contracts';
import type { Db } from '../db/db';
import { moduleLogger } from '../log';
import { PortDialect } from './portDialect';
import { redisSecondaryStorage } from './redis';

// better-auth does the session, password and provider sign-in work; the api calls `auth.api.*` from its
// own thin routes and never mounts better-auth's handler. Its models live in the api's own tables
// (migrations 007+): `user` is `users`, the one users table other tables reference by integer id.

/** The session cookie (its name is in the contracts): httpOnly, SameSite=Lax, Secure behind TLS (see sessionCookies.ts). */
export { SESSION_COOKIE };
const COOKIE_PREFIX = 'og';
const authLog = moduleLogger('auth');
/** Where better-auth believes it is mounted; only the OIDC redirect address is ever built from it. */
export const AUTH_BASE_PATH = '/data/auth';
/** The one OpenID Connect provider's id in better-auth (accounts.provider_id). */
export const OIDC_PROVIDER_ID = 'oidc';
/** Sessions last a week and are extended (rolling) at most once a day while in use. */
const SESSION_SECONDS = 7 * 24 * 3600;
/** Reset links work for an hour. */
export const RESET_TOKEN_SECONDS = 3600;
/**
 * better-auth's reset tokens' identifier prefix. Their rows keep it in front of the identifier's hash (every
 * other single-use value is a bare hash), so a user's pending reset links can be found and spent when the
 * password is reset or changed.
 */
export const RESET_TOKEN_PREFIX = 'reset-password:';

/**
 * How a single-use value's identifier is stored: its SHA-256, base64url (what better-auth's 'hashed'
 * stores). Named here so that the Authenticator, which writes the api's own tokens in the caller's
 * transaction, and better-auth, which reads and spends them, agree by construction.
 */
export const hashedIdentifier = (identifier: string) =>
  createHash('sha256').update(identifier).digest('base64url');

/** The same, behind the reset prefix (so a user's pending reset links can be found). */
export const hashedResetIdentifier = (identifier: string) =>
  RESET_TOKEN_PREFIX + hashedIdentifier(identifier);

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthSettings {
  db: Db;
  secret: string;
  /** The product's public origin, e.g. http://localhost:3000: trusted origin and OIDC redirect base. */
  publicUrl: string;
  /** Sessions (and single-use values) go to Redis too when set, so several api instances share them. */
  redis?: Redis;
  oidc?: OidcSettings;
}

const snake = (fields: Record<string, string>) => ({ fields });

/** better-auth's options for these settings, plugins aside (they are loaded with the library). */
export function authOptions(settings: AuthSettings) {
  return {
    appName: 'OpenGood',
    baseURL: settings.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    trustedOrigins: [settings.publicUrl],
    // A provider sign-in that fails before its state is read lands on the shell's log-in page too.
    onAPIError: { errorURL: `${settings.publicUrl}/login` },
    database: { dialect: new PortDialect(settings.db), type: 'postgres' as const },
    ...(settings.redis ? { secondaryStorage: redisSecondaryStorage(settings.redis) } : {}),
    telemetry: { enabled: false },
    // Wrong passwords and unknown emails are answers, not incidents: only its errors reach the api's log.
    logger: {
      level: 'error' as const,
      log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...details: unknown[]) =>
        authLog[level]({ details: details.map(String) }, `better-auth: ${message}`),
    },
    // Its limiter and origin check guard its own handler, which is not mounted: express-rate-limit and the
    // CSRF middleware (platform/security) guard the api's routes instead.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // One cookie name whatever the scheme; `Secure` is added per request behind TLS (sessionCookies.ts).
      useSecureCookies: false,
      database: { generateId: 'serial' as const },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    emailAndPassword: {
      enabled: true,
      // The product lets unverified users in and nags them (the VERIFY_EMAIL modal).
      requireEmailVerification: false,
      autoSignIn: true,
      minPasswordLength: 1, // the contracts' rules apply first, with their own messages
      maxPasswordLength: 1024,
      // Reset tokens are the accounts module's (Authenticator.createResetToken, mailed through the outbox):
      // better-auth only checks and spends them (resetPassword). Its own request endpoint is never called.
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        // argon2id (the @node-rs/argon2 default) with its OWASP-recommended cost.
        hash: (password: string) => hash(password),
        verify: ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password),
      },
    },
    // Its own verification mail carries a stateless JWT (reusable until it expires); the accounts
    // module sends single-use hashed tokens instead (emailVerification.ts).
    emailVerification: { sendOnSignUp: false, sendOnSignIn: false, autoSignInAfterVerification: false },
    verification: {
      modelName: 'verifications',
      ...snake({ expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' }),
      storeIdentifier: {
        default: { hash: async (identifier: string) => hashedIdentifier(identifier) },
        overrides: {
          [RESET_TOKEN_PREFIX]: { hash: async (identifier: string) => hashedResetIdentifier(identifier) },
        },
      },
      // Single-use tokens are consumed atomically in PostgreSQL even when Redis holds sessions.
      storeInDatabase: true,
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: 24 * 3600,
      // With Redis, sessions are read from it and kept in PostgreSQL too (revocable, listable).
      storeSessionInDatabase: true,
      cookieCache: { enabled: false },
      modelName: 'sessions',
      ...snake({
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      }),
    },
    account: {
      modelName: 'accounts',
      ...snake({
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      }),
      // The state of a provider sign-in lives in the (hashed) verifications table, not in a cookie.
      storeStateStrategy: 'database' as const,
    },
    user: {
      modelName: 'users',
      ...snake({ emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' }),
      additionalFields: {
        firstName: { type: 'string' as const, required: false, fieldName: 'first_name' },
        lastName: { type: 'string' as const, required: false, fieldName: 'last_name' },
        lang: { type: 'string' as const, required: false, defaultValue: 'en', fieldName: 'lang' },
        isStaff: {
          type: 'boolean' as const,
          required: false,
          defaultValue: false,
          input: false,
          fieldName: 'is_staff',
        },
        justSignedUpWithProvider: {
          type: 'boolean' as const,
          required: false,
          defaultValue: false,
          input: false,
          fieldName: 'just_signed_up_with_provider',
        },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A user created by a provider sign-in gets the FINISH_OAUTH_SIGNUP modal (docs/product/chrome.md#modal-sequence).
          before: async (user: Record<string, unknown>, context?: { path?: string } | null) => ({
            data: { ...user, justSignedUpWithProvider: context?.path === '/callback/:id' },
          }),
        },
      },
    },
  } satisfies BetterAuthOptions;
}

export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/** The OpenID Connect provider as better-auth's generic OAuth plugin takes it. */
export function oidcProviderConfig(settings: AuthSettings, oidc: OidcSettings): GenericOAuthConfig {
  return {
    providerId: OIDC_PROVIDER_ID,
    discoveryUrl: `${oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    redirectURI: `${settings.publicUrl}/data/auth/oidc/callback`,
    mapProfileToUser: (profile) => {
      const firstName = typeof profile.given_name === 'string' ? profile.given_name : null;
      const lastName = typeof profile.family_name === 'string' ? profile.family_name : null;
      const locale = typeof profile.locale === 'string' ? profile.locale.slice(0, 2) : undefined;
      return {
        name: [firstName, lastName].filter(Boolean).join(' ') || String(profile.name ?? profile.email ?? ''),
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        firstName,
        lastName,
        lang: isLang(locale) ? locale : 'en',
      };
    },
  };
}
