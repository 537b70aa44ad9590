import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { listHistory, readRegistry, rollback, switchTo } from './registry.mjs';
import { tempDir } from './test-fixtures.mjs';

const dirs = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const fresh = () => {
  const d = tempDir();
  dirs.push(d);
  return d;
};
const entry = (version) => ({
  name: 'mfe_search',
  remote: 'mfe-search',
  version,
  manifest: `/remotes/mfe-search/${version}/mf-manifest.json`,
  builtAt: '2026-11-21T23:15:00.000Z',
  commit: 'abc1234',
});

test('an absent registry reads as empty', async () => {
  assert.deepEqual(await readRegistry(fresh()), { remotes: {} });
});

test('switchTo makes an entry current, stamps switchedAt, keeps history newest first, writes atomically', async () => {
  const deployDir = fresh();
  await switchTo('mfe-search', entry('v1'), { deployDir, now: new Date('2026-11-21T00:00:00Z') });
  const { previous, current } = await switchTo('mfe-search', entry('v2'), {
    deployDir,
    now: new Date('2026-11-22T00:00:00Z'),
  });
  assert.equal(previous.version, 'v1');
  assert.equal(current.switchedAt, '2026-11-22T00:00:00.000Z');
  const onDisk = JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  assert.equal(onDisk.remotes['mfe-search'].current.version, 'v2');
  assert.deepEqual(
    onDisk.remotes['mfe-search'].history.map((e) => e.version),
    ['v2', 'v1'],
  );
  assert.deepEqual(readdirSync(deployDir), ['registry.json'], 'no temp or lock file left behind');
});

test('switchTo leaves other remotes alone, also when deploys run at the same time', async () => {
  const deployDir = fresh();
  await Promise.all(
    ['mfe-search', 'mfe-listings', 'mfe-salary', 'mfe-user-dashboard', 'mfe-org-dashboard'].map((remote) =>
      switchTo(remote, { ...entry('v1'), remote, name: remote.replace(/-/g, '_') }, { deployDir }),
    ),
  );
  const registry = await readRegistry(deployDir);
  assert.equal(Object.keys(registry.remotes).length, 5);
});

test('rollback steps back one version at a time, keeps history, and refuses past the oldest', async () => {
  const deployDir = fresh();
  for (const v of ['v1', 'v2', 'v3']) await switchTo('mfe-search', entry(v), { deployDir });
  const first = await rollback('mfe-search', { deployDir, now: new Date('2026-12-01T00:00:00Z') });
  assert.deepEqual([first.previous.version, first.current.version], ['v3', 'v2']);
  assert.equal(first.current.switchedAt, '2026-12-01T00:00:00.000Z');
  assert.deepEqual(
    (await listHistory('mfe-search', { deployDir })).map((e) => `${e.version}${e.live ? '*' : ''}`),
    ['v3', 'v2*', 'v1'],
  );
  const second = await rollback('mfe-search', { deployDir });
  assert.equal(second.current.version, 'v1');
  await assert.rejects(
    rollback('mfe-search', { deployDir }),
    /mfe-search has no earlier version to roll back to \(live: v1\)/,
  );
  assert.equal((await readRegistry(deployDir)).remotes['mfe-search'].current.version, 'v1');
});

test('a deploy after a rollback goes on top of history', async () => {
  const deployDir = fresh();
  for (const v of ['v1', 'v2']) await switchTo('mfe-search', entry(v), { deployDir });
  await rollback('mfe-search', { deployDir });
  await switchTo('mfe-search', entry('v3'), { deployDir });
  assert.deepEqual(
    (await listHistory('mfe-search', { deployDir })).map((e) => e.version),
    ['v3', 'v2', 'v1'],
  );
  assert.equal((await rollback('mfe-search', { deployDir })).current.version, 'v2');
});

test('rollback refuses a remote that was never deployed', async () => {
  const deployDir = fresh();
  await assert.rejects(rollback('mfe-salary', { deployDir }), /mfe-salary has never been deployed/);
  assert.equal(existsSync(path.join(deployDir, 'registry.json')), false);
});
