// The deploy as a whole (no build): checked against the live shell's build, published, switched — or refused
// with the registry untouched.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { DeployRefused, deployRemote } from './deploy-remote.mjs';
import { readRegistry, rollback } from './registry.mjs';
import {
  SHELL_SHARED,
  makeDist,
  makeShellDist,
  tempDir,
  withExposes,
  withPlatform,
} from './test-fixtures.mjs';

const quiet = () => undefined;

function setup({ shellPlatform, builtAgainst }) {
  const shellDir = makeShellDist({ ...SHELL_SHARED, '@opengood/platform': shellPlatform });
  const distDir = makeDist('mfe-search', { patch: withPlatform(builtAgainst, '^2.0.0') });
  const deployDir = tempDir('opengood-deploy-');
  const cleanup = () =>
    [shellDir, distDir, deployDir].forEach((d) => rmSync(d, { recursive: true, force: true }));
  return { shellDir, distDir, deployDir, cleanup };
}

test('a remote built against a newer platform minor than the live shell is refused, registry unchanged', async () => {
  const { shellDir, distDir, deployDir, cleanup } = setup({ shellPlatform: '2.1.0', builtAgainst: '2.3.0' });
  await assert.rejects(
    deployRemote({ remote: 'mfe-search', deployDir, shellDir, distDir, build: false, log: quiet }),
    (error) => {
      assert.ok(error instanceof DeployRefused);
      assert.match(
        error.message,
        /mfe-search needs @opengood\/platform \^2\.3\.0 .*but the shell provides 2\.1\.0/,
      );
      return true;
    },
  );
  assert.deepEqual(await readRegistry(deployDir), { remotes: {} });
  assert.equal(existsSync(path.join(deployDir, 'remotes', 'mfe-search')), false);
  cleanup();
});

test('a remote built against the live shell’s platform minor is published and switched', async () => {
  const { shellDir, distDir, deployDir, cleanup } = setup({ shellPlatform: '2.3.1', builtAgainst: '2.3.0' });
  const current = await deployRemote({
    remote: 'mfe-search',
    deployDir,
    shellDir,
    distDir,
    build: false,
    log: quiet,
  });
  const registry = await readRegistry(deployDir);
  assert.equal(registry.remotes['mfe-search'].current.version, current.version);
  assert.ok(existsSync(path.join(deployDir, 'remotes', 'mfe-search', current.version, 'mf-manifest.json')));
  assert.deepEqual(registry.remotes['mfe-search'].current.exposes, ['./lifecycle', './App']);
  cleanup();
});

test('the registry entry records what the version exposes, ./slots included, and a rollback restores it', async () => {
  const shellDir = makeShellDist({ ...SHELL_SHARED, '@opengood/platform': '2.3.0' });
  const deployDir = tempDir('opengood-deploy-');
  const before = makeDist('mfe-org-dashboard', { patch: withPlatform('2.2.0'), chunk: 'before' });
  const after = makeDist('mfe-org-dashboard', {
    patch: (m) => withPlatform('2.3.0')(withExposes('./slots')(m)),
    chunk: 'after',
  });
  const deploy = (distDir, now) =>
    deployRemote({
      remote: 'mfe-org-dashboard',
      deployDir,
      shellDir,
      distDir,
      build: false,
      log: quiet,
      now,
    });
  await deploy(before, new Date('2026-01-01T00:00:00Z'));
  const current = await deploy(after, new Date('2026-01-02T00:00:00Z'));
  assert.deepEqual(current.exposes, ['./lifecycle', './App', './slots']);
  await rollback('mfe-org-dashboard', { deployDir });
  const live = (await readRegistry(deployDir)).remotes['mfe-org-dashboard'].current;
  assert.deepEqual(live.exposes, ['./lifecycle', './App']);
  [shellDir, deployDir, before, after].forEach((d) => rmSync(d, { recursive: true, force: true }));
});

test('no live shell build: refused before anything is built or published', async () => {
  const { distDir, deployDir, cleanup } = setup({ shellPlatform: '2.0.0', builtAgainst: '2.0.0' });
  const noShell = tempDir();
  await assert.rejects(
    deployRemote({ remote: 'mfe-search', deployDir, shellDir: noShell, distDir, build: false, log: quiet }),
    /mfe-search refused, registry unchanged: no shell build at/,
  );
  assert.deepEqual(await readRegistry(deployDir), { remotes: {} });
  rmSync(noShell, { recursive: true });
  cleanup();
});

test('the server build is published with the browser build, named in the registry entry, and switched by rollback', async () => {
  const shellDir = makeShellDist({ ...SHELL_SHARED, '@opengood/platform': '2.0.0' });
  const deployDir = tempDir('opengood-deploy-');
  const deployDist = (server, now) =>
    deployRemote({
      remote: 'mfe-search',
      deployDir,
      shellDir,
      distDir: makeDist('mfe-search', { patch: withPlatform('2.0.0', '^2.0.0'), server }),
      build: false,
      log: quiet,
      now,
    });
  const first = await deployDist('exports.get = 1;', new Date('2026-11-22T10:00:00Z'));
  assert.equal(first.serverEntry, `/remotes/mfe-search/${first.version}/server/remoteEntry.js`);
  assert.equal(
    readFileSync(
      path.join(deployDir, 'remotes', 'mfe-search', first.version, 'server', 'remoteEntry.js'),
      'utf8',
    ),
    'exports.get = 1;',
  );
  const second = await deployDist('exports.get = 2;', new Date('2026-11-22T10:01:00Z'));
  assert.notEqual(second.version, first.version);
  assert.equal((await readRegistry(deployDir)).remotes['mfe-search'].current.serverEntry, second.serverEntry);

  await rollback('mfe-search', { deployDir });
  assert.equal((await readRegistry(deployDir)).remotes['mfe-search'].current.serverEntry, first.serverEntry);
  [shellDir, deployDir].forEach((d) => rmSync(d, { recursive: true, force: true }));
});

test('a public remote deployed without its server build has no serverEntry, and the deploy says so', async () => {
  const { shellDir, distDir, deployDir, cleanup } = setup({ shellPlatform: '2.0.0', builtAgainst: '2.0.0' });
  const lines = [];
  const current = await deployRemote({
    remote: 'mfe-search',
    deployDir,
    shellDir,
    distDir,
    build: false,
    log: (line) => lines.push(line),
  });
  assert.equal(current.serverEntry, undefined);
  assert.ok(lines.some((l) => /warning: mfe-search has no server build .*rendered in the browser/.test(l)));
  cleanup();
});
