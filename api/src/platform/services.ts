import type { Router } from 'express';
import type Redis from 'ioredis';
import { Authenticator } from './auth/authenticator';
import type { OidcSettings } from './auth/authOptions';
import { createBetterAuth } from './auth/betterAuth';
import { OidcSignIn } from './auth/oidc';
import { openRedis } from './auth/redis';
import { betterAuthSessions } from './auth/sessionResolver';
import type { SessionResolver } from './auth/sessionUser';
import type { Db } from './db/db';
import type { JobQueue } from './jobs';
import { createMailer, outboxRoutes, type Mailer } from './mail';
import { createOutbox, type Outbox } from './outbox';
import { createLimits, type LimitOverrides, type Limits } from './security/limits';

// The services the platform opens once per process for every module: Redis (when configured), the one
// mailer and the outbox that feeds it, better-auth behind the Authenticator (the identity port,
// platform/identity.ts), the session resolver, the limits' counters, the OIDC sign-in and the
// development outbox's page. Which module uses which is the composition root's business (src/app.ts).

export interface ServicesOptions {
  db: Db;
  /**
   * The platform's job queue, not started yet: the outbox's delivery job is registered on it (and every
   * module's jobs, by the root). Its owner starts and stops it.
   */
  jobs: JobQueue;
  /** Signs session cookies (AUTH_SECRET). */
  secret: string;
  /** The gateway's public address: mail links, trusted origin, OIDC redirect. */
  publicUrl: string;
  production: boolean;
  redisUrl?: string;
  /** Namespaces this instance's Redis keys (tests give each app its own). */
  redisKeyPrefix?: string;
  smtpUrl?: string;
  mailFrom: string;
  oidc?: OidcSettings;
  /** Changes to the limits' numbers (limitRules.ts): RATE_LIMIT_* settings, tests. */
  limits?: LimitOverrides;
}

export interface Services {
  sessions: SessionResolver;
  /** Sends now; the saved-search alerts use it after their own claim. Other mails go through the outbox. */
  mailer: Mailer;
  /** Where a module puts the mails a change causes, in the change's transaction (platform/outbox). */
  outbox: Outbox;
  authenticator: Authenticator;
  redis: Redis | undefined;
  /** The api's counters, in Redis when it is configured (platform/security/limits.ts). */
  limits: Limits;
  /** Sign-in with the OpenID Connect provider, when OIDC_* are configured. */
  oidc: OidcSignIn | undefined;
  /** The development outbox's routes (outside production, when mails are not sent); else none. */
  devRouters: Router[];
  close(): Promise<void>;
}

export async function openServices(options: ServicesOptions): Promise<Services> {
  const { db, publicUrl, production } = options;
  const redis = options.redisUrl ? await openRedis(options.redisUrl, options.redisKeyPrefix) : undefined;
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    publicUrl,
    warnUndelivered: production,
  });
  const outbox = createOutbox({ db, jobs: options.jobs, mailer, secret: options.secret });
  const auth = await createBetterAuth({ db, secret: options.secret, publicUrl, redis, oidc: options.oidc });
  const authenticator = new Authenticator(auth);
  return {
    sessions: betterAuthSessions(authenticator, db),
    mailer,
    outbox,
    authenticator,
    redis,
    limits: createLimits({ redis, overrides: options.limits }),
    oidc: options.oidc ? new OidcSignIn(auth, publicUrl) : undefined,
    // The development outbox is readable only outside production, and only when mails are not sent.
    devRouters: mailer.outbox && !production ? [outboxRoutes(mailer.outbox)] : [],
    async close() {
      await mailer.close();
      redis?.disconnect();
    },
  };
}
