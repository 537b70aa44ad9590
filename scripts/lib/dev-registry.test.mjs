// The developer loop's override file: one entry per running dev session, removed on exit.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { clearDevOverride, devRegistryFile, readDevOverrides, setDevOverride } from './dev-registry.mjs';
import { tempDir } from './test-fixtures.mjs';

const alive = (pid) => pid !== 666;
const now = new Date('2026-11-22T10:00:00.000Z');

test('writes an entry, keeps another session’s, and removes the file with the last one', async () => {
  const dir = tempDir();
  await setDevOverride(dir, 'mfe-search', 'http://127.0.0.1:3101/mf-manifest.json', { pid: 1, now, alive });
  await setDevOverride(dir, 'mfe-salary', 'http://127.0.0.1:3102/mf-manifest.json', { pid: 2, now, alive });
  assert.deepEqual(JSON.parse(readFileSync(devRegistryFile(dir), 'utf8')), {
    remotes: {
      'mfe-search': { manifest: 'http://127.0.0.1:3101/mf-manifest.json', pid: 1, since: now.toISOString() },
      'mfe-salary': { manifest: 'http://127.0.0.1:3102/mf-manifest.json', pid: 2, since: now.toISOString() },
    },
  });
  await clearDevOverride(dir, 'mfe-search', { pid: 1, alive });
  assert.deepEqual(Object.keys(await readDevOverrides(dir)), ['mfe-salary']);
  await clearDevOverride(dir, 'mfe-salary', { pid: 2, alive });
  assert.equal(existsSync(devRegistryFile(dir)), false);
  rmSync(dir, { recursive: true });
});

test('leaves a newer session’s entry for the same remote alone, and drops entries of dead sessions', async () => {
  const dir = tempDir();
  await setDevOverride(dir, 'mfe-search', 'http://127.0.0.1:3201/mf-manifest.json', { pid: 2, now, alive });
  await clearDevOverride(dir, 'mfe-search', { pid: 1, alive });
  assert.equal((await readDevOverrides(dir))['mfe-search'].pid, 2);

  await setDevOverride(dir, 'mfe-listings', 'http://127.0.0.1:3301/mf-manifest.json', {
    pid: 666,
    now,
    alive: () => true,
  });
  await setDevOverride(dir, 'mfe-salary', 'http://127.0.0.1:3401/mf-manifest.json', { pid: 3, now, alive });
  assert.deepEqual(Object.keys(await readDevOverrides(dir)).sort(), ['mfe-salary', 'mfe-search']);
  rmSync(dir, { recursive: true });
});

test('a corrupt file is started over, not fatal', async () => {
  const dir = tempDir();
  writeFileSync(devRegistryFile(dir), '{ half');
  assert.deepEqual(await readDevOverrides(dir), {});
  await setDevOverride(dir, 'mfe-search', 'http://127.0.0.1:3101/mf-manifest.json', { pid: 1, now, alive });
  assert.deepEqual(Object.keys(await readDevOverrides(dir)), ['mfe-search']);
  rmSync(dir, { recursive: true });
});
