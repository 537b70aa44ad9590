import path from 'node:path';
import { z } from 'zod';

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
  SEED_LISTINGS: wholeNumber(5000, 0),
  SEED_ORGS: wholeNumber(500, 1),
  CLIENT_VERSION: wholeNumber(1, 0),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  seedListings: number;
  seedOrgs: number;
  clientVersion: number;
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
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    pgliteDir: c.PGLITE_DIR,
    seedListings: c.SEED_LISTINGS,
    seedOrgs: c.SEED_ORGS,
    clientVersion: c.CLIENT_VERSION,
  };
}
