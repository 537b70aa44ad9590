// What the live shell provides comes from its deployed build, not from whatever node_modules holds now.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ShellNotDeployed, readShellShared, shellDirFrom } from './shell-shared.mjs';
import { repoRoot } from './paths.mjs';
import { SHELL_SHARED, makeShellDist, tempDir } from './test-fixtures.mjs';

test('reads the provided versions from the shell build’s manifest, folding deep keys into their package', () => {
  const shellDir = makeShellDist({ ...SHELL_SHARED, '@opengood/platform': '2.1.0' });
  const { versions, manifestFile } = readShellShared({ shellDir });
  assert.equal(manifestFile, path.join(shellDir, 'mf-manifest.json'));
  assert.deepEqual(versions, { ...SHELL_SHARED, '@opengood/platform': '2.1.0' });
  rmSync(shellDir, { recursive: true });
});

test('the live shell is the deployed one even when node_modules holds a newer platform', () => {
  // The workspace's platform package is 2.0.0 or later; a shell deployed with 1.9.0 still provides 1.9.0.
  const shellDir = makeShellDist({ ...SHELL_SHARED, '@opengood/platform': '1.9.0' });
  assert.equal(readShellShared({ shellDir }).versions['@opengood/platform'], '1.9.0');
  rmSync(shellDir, { recursive: true });
});

test('no shell build, or a broken manifest, is a clear refusal', () => {
  const empty = tempDir();
  assert.throws(
    () => readShellShared({ shellDir: empty }),
    (error) => {
      assert.ok(error instanceof ShellNotDeployed);
      assert.match(error.message, /no shell build at .* build the shell first/);
      return true;
    },
  );
  writeFileSync(path.join(empty, 'mf-manifest.json'), '{');
  assert.throws(() => readShellShared({ shellDir: empty }), /not valid JSON/);
  rmSync(empty, { recursive: true });
});

test('SHELL_DIR names the live shell, as for the gateway', () => {
  assert.equal(shellDirFrom({}), path.join(repoRoot, 'shell', 'dist'));
  assert.equal(shellDirFrom({ SHELL_DIR: '/srv/shell' }), path.resolve('/srv/shell'));
});
