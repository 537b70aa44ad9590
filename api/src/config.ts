import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS } from './platform/log';
import { localStripeSettings, type StripeSettings } from './modules/payments';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'Must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `Must be at least ${min}` })
        .max(max, { error: `Must be at most ${max}` }),
    )
    .default(fallback);

const schema = z.object({
  PORT: wholeNumber(4000, 1, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'Must be a postgres:// URL' }).optional(),
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, '.data', 'pglite')),
  FILES_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, '.data', 'files')),
  SEED_LISTINGS: wholeNumber(5000, 0),
  SEED_ORGS: wholeNumber(500, 1),
  CLIENT_VERSION: wholeNumber(1, 0),
  // Unset is production: a deployment that forgets NODE_ENV must not run on development secrets.
  NODE_ENV: z.string().default('production'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s):// URL' }).optional(),
  AUTH_SECRET: z.string().min(32, { error: 'Must be at least 32 characters' }).optional(),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'Must be a redis:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('OpenGood <no-reply@opengood.localhost>'),
  INDEXING_API_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s):// URL' }).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'Must be an http(s):// URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  RATE_LIMIT_LOGIN: wholeNumber(10, 1),
  RATE_LIMIT_SIGNUP: wholeNumber(20, 1),
  RATE_LIMIT_FORGOT_PASSWORD: wholeNumber(5, 1),
  SEED_USERS: wholeNumber(30, 0),
  // Payments (api/README.md "Payments"): Stripe's keys; STRIPE_API_URL only for the local test server.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, { error: 'Must be a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, { error: 'Must be a Stripe publishable key (pk_…)' })
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s):// URL' }).optional(),
  STRIPE_BROWSER_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s):// URL' }).optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'Must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  // Read by the logger itself (platform/log) when the process starts; checked here so a typo stops it.
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
});

/** The only modes with development defaults (secret, public URL, development routes); any other is production. */
export const DEVELOPMENT_MODES = ['development', 'test'];

/**
 * Signs session cookies and CSRF tokens outside production only: a deployment must set its own
 * AUTH_SECRET (loadConfig refuses to start without one when NODE_ENV=production).
 */
export const DEVELOPMENT_AUTH_SECRET = 'opengood-development-secret-never-use-in-production';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Where uploaded files (résumés) are stored by the local-disk FileStore. */
  filesDir: string;
  seedListings: number;
  seedOrgs: number;
  clientVersion: number;
  production: boolean;
  /** Where people reach the product (the gateway): links in mails, trusted Origin, OIDC redirect. */
  publicUrl: string;
  /** Search-engine indexing notices go here (Google Indexing API shape); unset: only logged. */
  indexingApiUrl: string | undefined;
  authSecret: string;
  /**
   * Express `trust proxy`: which hops may set X-Forwarded-For / -Proto (default: the loopback gateway).
   * A number counts hops; `true`/`false`; otherwise addresses or names like loopback, uniquelocal.
   */
  trustProxy: boolean | number | string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Per hour (sign-up, forgot-password) or per 15 minutes (failed log-ins), per address. */
  rateLimits: { login: number; signup: number; forgotPassword: number };
  seedUsers: number;
  /**
   * Stripe (STRIPE_* keys), or outside production without keys the local Stripe-compatible test server;
   * null in production without keys: no card is taken (never a test server in production).
   */
  stripe: StripeSettings | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: Record<string, string>) {
    super(
      'Invalid configuration:\n' +
        Object.entries(problems)
          .map(([key, problem]) => `  ${key}: ${problem}`)
          .join('\n'),
    );
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, so `PORT= npm start` still gets the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    throw new ConfigError(problems);
  }
  const c = parsed.data;
  const problems = crossChecks(c);
  if (Object.keys(problems).length > 0) throw new ConfigError(problems);
  const oidc =
    c.OIDC_ISSUER && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET
      ? { issuer: c.OIDC_ISSUER, clientId: c.OIDC_CLIENT_ID, clientSecret: c.OIDC_CLIENT_SECRET }
      : undefined;
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    pgliteDir: c.PGLITE_DIR,
    filesDir: c.FILES_DIR,
    seedListings: c.SEED_LISTINGS,
    seedOrgs: c.SEED_ORGS,
    clientVersion: c.CLIENT_VERSION,
    production: isProduction(c.NODE_ENV),
    publicUrl: (c.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    indexingApiUrl: c.INDEXING_API_URL,
    authSecret: c.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    trustProxy: /^\d+$/.test(c.TRUST_PROXY)
      ? Number(c.TRUST_PROXY)
      : c.TRUST_PROXY === 'true' || c.TRUST_PROXY === 'false'
        ? c.TRUST_PROXY === 'true'
        : c.TRUST_PROXY,
    redisUrl: c.REDIS_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    oidc,
    rateLimits: {
      login: c.RATE_LIMIT_LOGIN,
      signup: c.RATE_LIMIT_SIGNUP,
      forgotPassword: c.RATE_LIMIT_FORGOT_PASSWORD,
    },
    seedUsers: c.SEED_USERS,
    stripe: c.STRIPE_SECRET_KEY
      ? {
          secretKey: c.STRIPE_SECRET_KEY,
          publishableKey: c.STRIPE_PUBLISHABLE_KEY!,
          apiUrl: c.STRIPE_API_URL,
          browserUrl: c.STRIPE_BROWSER_URL,
          webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
        }
      : isProduction(c.NODE_ENV)
        ? null
        : localStripeSettings(present),
  };
}

const isProduction = (nodeEnv: string) => !DEVELOPMENT_MODES.includes(nodeEnv);

/** Rules about several variables at once. */
function crossChecks(c: z.output<typeof schema>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isProduction(c.NODE_ENV)) {
    if (!c.AUTH_SECRET || c.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET)
      problems.AUTH_SECRET =
        'Must be set to a secret of your own in production (NODE_ENV=development for a local run)';
    if (!c.PUBLIC_URL)
      problems.PUBLIC_URL = 'Must be set in production: the address people reach the site at';
  }
  if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_PUBLISHABLE_KEY))
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const)
      if (!c[key]) problems[key] = 'Must be set with the other Stripe key (both or none)';
  // Without it no payment event could be verified, and card payments confirmed later would never land.
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET)
    problems.STRIPE_WEBHOOK_SECRET = "Must be set with Stripe's keys: the webhook endpoint's signing secret";
  const oidc = {
    OIDC_ISSUER: c.OIDC_ISSUER,
    OIDC_CLIENT_ID: c.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: c.OIDC_CLIENT_SECRET,
  };
  const set = Object.values(oidc).filter(Boolean).length;
  if (set > 0 && set < 3)
    for (const [key, value] of Object.entries(oidc))
      if (!value) problems[key] = 'Must be set with the other OIDC_ variables (all three or none)';
  return problems;
}
