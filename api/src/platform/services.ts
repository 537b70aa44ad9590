import type { Router } from 'express';
import type Redis from 'ioredis';
import { accountRoutes } from '../../modules/accounts/accountRoutes';
import { oidcRoutes } from '../../modules/accounts/oidcRoutes';
import { userRoutes } from '../../modules/accounts/userRoutes';
import type { Db } from '../db/db';
import type { FileStore } from '../../modules/resumes/fileStore';
import { createMailer, outboxRoutes, type Mailer } from '../mail';
import { registerAccountJobs } from '../../modules/accounts/accountJobs';
import { createLoginThrottle } from '../../modules/accounts/loginThrottle';
import type { JobQueue } from '../jobs';
import { createLimits, type LimitOverrides, type Limits } from '../security/limits';
import { Authenticator } from './authenticator';
import { isLang, type OidcSettings } from './authOptions';
import { createBetterAuth } from './betterAuth';
import { OidcSignIn } from './oidc';
import { openRedis } from './redis';
import { betterAuthSessions } from './sessionResolver';
import type { SessionResolver } from './sessionUser';

export interface AccountsOptions {
  db: Db;
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
  /** The uploaded files' store: deleting an account removes the user's files from it. */
  files?: FileStore;
  /**
   * The platform's job queue, not started yet: accounts register their jobs on it (the reset mail). Its
   * owner starts and stops it.
   */
  jobs: JobQueue;
}

/** Everything accounts bring to the app: the session resolver, their routers, and the one mailer. */
export interface Accounts {
  sessions: SessionResolver;
  routers: Router[];
  mailer: Mailer;
  authenticator: Authenticator;
  redis: Redis | undefined;
  /** The api's counters, in Redis when it is configured (platform/security/limits.ts). */
  limits: Limits;
  /** The job queue accounts hand work to (tests drain it to see the reset mail). */
  jobs: JobQueue;
  /** OIDC_* are configured: /auth/oidc/start signs in with the provider (the environment says so). */
  oidcSignIn: boolean;
  close(): Promise<void>;
}

export async function openAccounts(options: AccountsOptions): Promise<Accounts> {
  const { db, publicUrl, production } = options;
  const redis = options.redisUrl ? await openRedis(options.redisUrl, options.redisKeyPrefix) : undefined;
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    publicUrl,
    warnUndelivered: production,
  });
  const auth = await createBetterAuth({
    db,
    secret: options.secret,
    publicUrl,
    redis,
    oidc: options.oidc,
    sendResetPassword: (user, token) =>
      mailer.send({
        to: user.email,
        lang: isLang(user.lang) ? user.lang : 'en',
        template: 'resetPassword',
        data: { firstName: typeof user.firstName === 'string' ? user.firstName : null, token },
      }),
  });
  const authenticator = new Authenticator(auth);
  const limits = createLimits({ redis, overrides: options.limits });
  const loginThrottle = createLoginThrottle({ limits, secret: options.secret });
  const { jobs } = options;
  const deps = { db, identity: authenticator, mailer, files: options.files, limits, loginThrottle, jobs };
  registerAccountJobs(jobs, deps);
  const routers = [
    accountRoutes(deps),
    userRoutes(deps),
    oidcRoutes(options.oidc ? new OidcSignIn(auth, publicUrl) : undefined),
    // The development outbox is readable only outside production, and only when mails are not sent.
    ...(mailer.outbox && !production ? [outboxRoutes(mailer.outbox)] : []),
  ];
  return {
    sessions: betterAuthSessions(authenticator, db),
    routers,
    mailer,
    authenticator,
    redis,
    limits,
    jobs,
    oidcSignIn: options.oidc !== undefined,
    async close() {
      await mailer.close();
      redis?.disconnect();
    },
  };
}
