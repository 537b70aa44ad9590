// The lock file installs as committed (`npm ci`, what CI runs), and `engines` tells the truth about it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fillPlatformEntries, platformOf } from './lock-platforms.mjs';
import { repoRoot } from './paths.mjs';
import { satisfies } from './semver.mjs';

const readJson = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

test('reads the platform a native binary package is for from its name', () => {
  assert.deepEqual(platformOf('@swc/core-linux-x64-musl'), { os: ['linux'], cpu: ['x64'], libc: ['musl'] });
  assert.deepEqual(platformOf('@rspack/binding-linux-ppc64-gnu'), {
    os: ['linux'],
    cpu: ['ppc64'],
    libc: ['glibc'],
  });
  assert.deepEqual(platformOf('@swc/core-win32-ia32-msvc'), { os: ['win32'], cpu: ['ia32'] });
  assert.deepEqual(platformOf('@unrs/resolver-binding-android-arm-eabi'), { os: ['android'], cpu: ['arm'] });
  assert.deepEqual(platformOf('@rspack/binding-wasm32-wasi'), { cpu: ['wasm32'] });
  assert.equal(platformOf('fsevents'), undefined);
  assert.equal(platformOf('pg-cloudflare'), undefined);
});

test('restores the other platforms’ optional entries a partial registry mirror left out, and nothing else', () => {
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'x' },
      'node_modules/@swc/core': {
        version: '1.16.22',
        dev: true,
        optionalDependencies: { '@swc/core-linux-x64-gnu': '1.16.22', '@swc/core-darwin-arm64': '1.16.22' },
      },
      'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.22', dev: true, optional: true },
      'node_modules/pg': { version: '8.23.1', optionalDependencies: { 'pg-cloudflare': '^1.4.1' } },
    },
  };
  const { lock: filled, added } = fillPlatformEntries(lock);
  assert.deepEqual(added, ['node_modules/@swc/core-darwin-arm64']);
  assert.deepEqual(filled.packages['node_modules/@swc/core-darwin-arm64'], {
    version: '1.16.22',
    cpu: ['arm64'],
    dev: true,
    optional: true,
    os: ['darwin'],
  });
  assert.equal(Object.keys(filled.packages)[0], '');
});

test('package-lock.json lists every platform binary (else `npm ci` calls it out of sync)', () => {
  assert.deepEqual(fillPlatformEntries(readJson('package-lock.json')).added, []);
});

/** "^20.19.0 || ^22.13.0 || >=24" → the lowest version of each alternative: 20.19.0, 22.13.0, 24.0.0 */
const lowerBounds = (range) =>
  range.split('||').map((part) => {
    const [major, minor = '0', patch = '0'] = /(\d+(?:\.\d+){0,2})/.exec(part)[1].split('.');
    return `${major}.${minor}.${patch}`;
  });

test('engines: every locked package supports the lowest Node of each range the root declares, and this Node', () => {
  const declared = readJson('package.json').engines.node;
  assert.ok(
    satisfies(process.versions.node, declared),
    `this Node ${process.versions.node} is outside "${declared}"`,
  );
  const lock = readJson('package-lock.json');
  for (const version of [...lowerBounds(declared), process.versions.node]) {
    const refusing = Object.entries(lock.packages)
      .filter(
        ([key, entry]) =>
          key && typeof entry.engines?.node === 'string' && !satisfies(version, entry.engines.node),
      )
      .map(
        ([key, entry]) =>
          `${key.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${entry.engines.node}`,
      );
    assert.deepEqual(refusing, [], `Node ${version} is declared supported`);
  }
});

test('npm ci accepts the lock file as committed, offline and without engine warnings', () => {
  const result = spawnSync('npm', ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const output = `${result.stdout}\n${result.stderr}`;
  assert.equal(result.status, 0, output);
  assert.doesNotMatch(output, /EBADENGINE/);
});
