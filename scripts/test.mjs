#!/usr/bin/env node
// `npm test`: every suite, one closing line. Unit tests (Jest projects), deploy-script tests (node:test),
// api tests on PGlite and — when DATABASE_URL is set — on PostgreSQL, then browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { buildWorkspace, isRemoteBuilt, isShellBuilt } from './lib/build.mjs';
import { REMOTES } from './lib/paths.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit api`
const want = (suite) => only.length === 0 || only.includes(suite);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'og-test-'));
const results = [];

function jest(name, args, env = {}) {
  const out = path.join(tmp, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(path.join(repoRoot, 'node_modules/.bin/jest'), [...args, '--json', `--outputFile=${out}`], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } catch {
    failed = 1; // the runner itself broke
  }
  if (r.status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, seconds: Math.round((Date.now() - started) / 1000) });
}

function nodeTest(name, dir) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--test', '--test-reporter=tap', dir], { cwd: repoRoot, encoding: 'utf8' });
  process.stdout.write(r.stdout.split('\n').filter((l) => /^(not ok|# (pass|fail|tests))/.test(l.trim())).join('\n') + '\n');
  const count = (label) => Number((r.stdout.match(new RegExp(`^# ${label} (\\d+)`, 'm')) ?? [])[1] ?? 0);
  const failed = count('fail') || (r.status === 0 ? 0 : 1);
  results.push({ name, passed: count('pass'), failed, seconds: Math.round((Date.now() - started) / 1000) });
}

// Two workers: Jest's default on a two-core machine (CI's kind) is one (cores − 1), and the unit files are
// independent.
if (want('unit')) jest('unit', ['--config', 'jest.config.cjs', '--maxWorkers=2']);
if (want('scripts')) nodeTest('deploy scripts', 'scripts/lib/');
if (want('api')) {
  const apiEnv = { NODE_OPTIONS: '--experimental-vm-modules', DATABASE_URL: '' };
  // Two workers: each test file has a database of its own (in-memory PGlite, or a fresh database on the
  // server), and booting PGlite is CPU work, so two cores halve the suite (659 s → 367 s measured).
  const apiWorkers = '--maxWorkers=2';
  jest('api (PGlite)', ['--config', 'api/jest.config.cjs', apiWorkers], apiEnv);
  if (process.env.DATABASE_URL) {
    jest('api (PostgreSQL)', ['--config', 'api/jest.config.cjs', apiWorkers], {
      ...apiEnv,
      DATABASE_URL: process.env.DATABASE_URL,
    });
  } else {
    console.log('\n(api on PostgreSQL skipped: set DATABASE_URL to run it)');
  }
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (want('e2e') && !existsSync(chromium)) {
  console.error(`\n=== e2e (Chromium) ===\nNo Chromium at ${chromium}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  results.push({ name: 'e2e (Chromium)', passed: 0, failed: 1, seconds: 0 });
} else if (want('e2e')) {
  if (!isShellBuilt()) buildWorkspace('shell');
  for (const remote of REMOTES) if (!isRemoteBuilt(remote)) buildWorkspace(remote);
  jest('e2e (Chromium)', ['--config', 'e2e/jest.config.cjs', '--runInBand'], { DATABASE_URL: '' });
}

console.log('\nSuite                     passed  failed  seconds');
for (const r of results) console.log(`${r.name.padEnd(26)}${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.seconds).padStart(7)}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
