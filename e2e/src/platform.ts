import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const REMOTES = [
  'mfe-search',
  'mfe-listings',
  'mfe-user-dashboard',
  'mfe-org-dashboard',
  'mfe-salary',
];

export interface RunningPlatform {
  url: string;
  deployDir: string;
  stop(): Promise<void>;
}

/** Runs scripts/deploy.mjs as a team would; returns its output (throws with it on failure). */
export function deploy(
  remote: string,
  deployDir: string,
  args: string[] = [],
  env: Record<string, string> = {},
) {
  const r = spawnSync(process.execPath, ['scripts/deploy.mjs', remote, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_DIR: deployDir, ...env },
  });
  const output = `${r.stdout}\n${r.stderr}`;
  return { ok: r.status === 0, output };
}

export function rollback(remote: string, deployDir: string) {
  const r = spawnSync(process.execPath, ['scripts/rollback.mjs', remote], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_DIR: deployDir },
  });
  return { ok: r.status === 0, output: `${r.stdout}\n${r.stderr}` };
}

/** Where globalSetup.ts left the run's template (a deploy folder and a seeded embedded database). */
export const TEMPLATE_ENV = 'OG_E2E_TEMPLATE';

/** Every remote's current build, deployed into `deployDir` as a team would (`--skip-build`). */
export function deployAll(deployDir: string) {
  for (const remote of REMOTES) {
    const r = deploy(remote, deployDir, ['--skip-build']);
    if (!r.ok) throw new Error(`deploy of ${remote} failed:\n${r.output}`);
  }
}

export interface TestPlatformOptions {
  /** More environment for the api (e.g. SMTP_URL of a test mailbox). */
  apiEnv?: Record<string, string>;
  /** A PostgreSQL database for the api instead of a fresh embedded one. */
  databaseUrl?: string;
}

/**
 * A whole platform of its own per test file: a fresh deploy folder with every remote's current build
 * deployed, the api on a fresh embedded database with the full seed, and the gateway. The api knows the
 * gateway's address as its PUBLIC_URL (links in mails, the Origin it trusts for state-changing calls).
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<RunningPlatform> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'og-e2e-'));
  const deployDir = path.join(work, 'deploy');
  const pgliteDir = path.join(work, 'pglite');
  // The run's template (globalSetup.ts): the same deploy and seeded database, copied, instead of deploying
  // five remotes and migrating and seeding again for every file. Without it (one file run by hand with
  // another config), the long way.
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(path.join(template, 'ready'))) {
    cpSync(path.join(template, 'deploy'), deployDir, { recursive: true });
    if (!options.databaseUrl) cpSync(path.join(template, 'pglite'), pgliteDir, { recursive: true });
  } else {
    deployAll(deployDir);
  }

  const { startPlatform, freePort } = require(path.join(REPO_ROOT, 'scripts/lib/platform.cjs')) as {
    startPlatform(o: object): Promise<{ url: string; stop(): Promise<void> }>;
    freePort(): Promise<number>;
  };
  const lines: string[] = [];
  const port = await freePort();
  const platform = await startPlatform({
    port,
    apiEnv: { PUBLIC_URL: `http://localhost:${port}`, ...options.apiEnv },
    deployDir,
    pgliteDir,
    databaseUrl: options.databaseUrl,
    log: (line: string) => lines.push(line),
    gatewayEnv: { NODE_ENV: 'test' },
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${lines.join('\n')}`);
  });
  return {
    url: platform.url,
    deployDir,
    stop: async () => {
      await platform.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
