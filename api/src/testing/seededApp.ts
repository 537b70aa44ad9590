import type { Express } from 'express';
import type { Db } from '../platform/db/db';
import { temporaryFileStore, type FileStore } from '../platform/files/fileStore';
import { createApp, openAccounts, type Accounts, type AccountsOptions } from '../app';
import { createJobQueue } from '../platform/jobs';
import type { LimitOverrides } from '../platform/security/limits';
import { LIMIT_RULES, type LimitName } from '../platform/security/limitRules';
import { DEV_PASSWORD } from '../seed/users';
import { browser, type Browser } from './contractRequest';
import { openSeededDatabase } from './testDatabase';

export { TEST_SEED } from './testSeed';

export const TEST_SECRET = 'test-secret-for-the-api-suite-only-0123456789';
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** Limits no ordinary test reaches (every caller of a test is 127.0.0.1); limit tests pass their own. */
// (The log-in backoff is one try per wait by definition; with its free failures at a million it never starts.)
const GENEROUS: LimitOverrides = Object.fromEntries(
  (Object.keys(LIMIT_RULES) as LimitName[])
    .filter((name) => name !== 'loginBackoffPerAccount')
    .map((name) => [name, { points: 1_000_000 }]),
);

export type TestAccountsOptions = Partial<Omit<AccountsOptions, 'db'>>;

/**
 * Accounts as the server opens them, with test settings (development outbox, generous limits). Their jobs
 * (the reset mail) run when the test drains the queue, `accounts.jobs.drain()`, not on a timer; close()
 * stops the queue made here.
 */
export async function openTestAccounts(db: Db, options: TestAccountsOptions = {}): Promise<Accounts> {
  const jobs = options.jobs ?? createJobQueue(db, { workers: false });
  const accounts = await openAccounts({
    db,
    secret: TEST_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    production: false,
    mailFrom: 'OpenGood <no-reply@opengood.test>',
    ...options,
    jobs,
    limits: { ...GENEROUS, ...options.limits },
  });
  if (options.jobs) return accounts;
  return {
    ...accounts,
    async close() {
      await jobs.stop();
      await accounts.close();
    },
  };
}

export interface SeededApp {
  db: Db;
  app: Express;
  accounts: Accounts;
  /** The app's file store, in a temporary directory of its own (`filesDir`). */
  files: FileStore;
  filesDir: string;
  /** Closes the accounts (Redis, SMTP) and the database. */
  close(): Promise<void>;
}

/** The app as the server builds it, on a database a test already has; close() leaves the database open. */
export async function openAppOn(db: Db, options: TestAccountsOptions = {}): Promise<SeededApp> {
  const { store: files, dir: filesDir } = await temporaryFileStore();
  const accounts = await openTestAccounts(db, { files, ...options });
  const app = createApp({ db, accounts, files, secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL });
  return { db, app, accounts, files, filesDir, close: () => accounts.close() };
}

/** A seeded database (organisations, listings, users) and the app as the server builds it. */
export async function openSeededApp(options: TestAccountsOptions = {}): Promise<SeededApp> {
  const db = await openSeededDatabase();
  const opened = await openAppOn(db, options);
  return {
    ...opened,
    async close() {
      await opened.close();
      await db.close();
    },
  };
}

/** A browser signed in as `email` (a seeded user shares DEV_PASSWORD). */
export async function signIn(app: Express, email: string, password = DEV_PASSWORD): Promise<Browser> {
  const b = await browser(app);
  await b.post('/data/website/login').send({ email, password }).expect(200);
  return b;
}

/** The `id` of the first row a test query returns; a query that finds none is a broken test. */
export async function firstId(db: Db, sql: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql);
  if (!rows[0]) throw new Error(`no row for: ${sql}`);
  return rows[0].id;
}
