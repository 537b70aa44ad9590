import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startMailbox, type Mailbox } from './mailbox';
import { startTestPlatform, type RunningPlatform } from './platform';

// The harness's platform (every remote deployed, api and gateway from source) on a throwaway PostgreSQL
// database instead of the embedded one, with a real SMTP mailbox and a browser: for the tests that must
// read or write the database with psql while the api runs (PGlite is one process's). It needs the
// PostgreSQL of the api suite (E2E_DATABASE_URL, else the local default below).

const PG_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one SQL statement; its result unaligned, without headers (-At). */
export function psql(url: string, sql: string): string {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout.trim();
}

export interface PostgresPlatform {
  browser: Browser;
  box: Mailbox;
  /** The gateway's origin. */
  url: string;
  /** The throwaway database's URL, known before the platform starts. */
  dbUrl: string;
}

/**
 * One such platform per test file, started before its tests and removed after them (database dropped,
 * even when start-up failed). `name` tells its database from other files'; `apiEnv` adds to the
 * api's environment (PUBLIC_URL and SMTP_URL are set, the alert sweep is off unless asked for).
 */
export function usePostgresPlatform(name: string, apiEnv: Record<string, string> = {}): PostgresPlatform {
  const dbName = `e2e_${name}_${process.pid}_${Date.now()}`;
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const suite = { dbUrl: dbUrl.toString() } as PostgresPlatform;
  let platform: RunningPlatform | undefined;

  beforeAll(async () => {
    suite.box = await startMailbox();
    suite.browser = await launchBrowser();
    psql(PG_URL, `CREATE DATABASE ${dbName}`);
    platform = await startTestPlatform({
      databaseUrl: suite.dbUrl,
      apiEnv: {
        SMTP_URL: suite.box.url,
        // A sweep runs from the test's trigger, not on the hour.
        ALERT_SCHEDULE: 'off',
        ...apiEnv,
      },
    });
    suite.url = platform.url;
  }, 300_000);

  afterAll(async () => {
    await suite.browser?.close();
    await platform?.stop();
    await suite.box?.close();
    psql(PG_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  return suite;
}
