import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { builtAgainstRange, checkRemoteContract, exposesOf, packageOf } from './contract.mjs';
import { SHELL_SHARED, makeDist, manifestFor, withExposes, withPlatform } from './test-fixtures.mjs';

const check = (dist, remote = 'mfe-search') =>
  checkRemoteContract(dist, { remote, shellShared: SHELL_SHARED });

test('accepts a remote that keeps the contract', () => {
  const dist = makeDist('mfe-search');
  const result = check(dist);
  assert.deepEqual(result.errors, []);
  assert.equal(result.ok, true);
  rmSync(dist, { recursive: true });
});

test('refuses a remote built for another React major, saying which and why', () => {
  const dist = makeDist('mfe-search', {
    patch: (m) => ({
      ...m,
      shared: m.shared.map((s) =>
        s.name.startsWith('react') && !s.name.startsWith('react-router')
          ? { ...s, version: '18.3.1', requiredVersion: '^18.0.0' }
          : s,
      ),
    }),
  });
  const result = check(dist);
  assert.equal(result.ok, false);
  assert.ok(
    result.errors.includes('mfe-search needs react ^18.0.0 but the shell provides 19.3.1'),
    result.errors.join('\n'),
  );
  assert.ok(
    result.errors.includes('mfe-search needs react-dom/client ^18.0.0 but the shell provides 19.3.1'),
  );
  rmSync(dist, { recursive: true });
});

test('accepts a range with || that includes the shell version', () => {
  const dist = makeDist('mfe-salary', {
    patch: (m) => ({
      ...m,
      shared: m.shared.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^18.2.0 || ^19.0.0' } : s)),
    }),
  });
  assert.deepEqual(check(dist, 'mfe-salary').errors, []);
  rmSync(dist, { recursive: true });
});

test('refuses a wrong container name', () => {
  const dist = makeDist('mfe-search', { patch: (m) => ({ ...m, name: 'search' }) });
  assert.deepEqual(check(dist).errors, [
    'mfe-search\'s container is named "search" but must be "mfe_search"',
  ]);
  rmSync(dist, { recursive: true });
});

test('refuses a remote missing ./lifecycle or ./App', () => {
  const dist = makeDist('mfe-listings', {
    patch: (m) => ({ ...m, exposes: m.exposes.filter((e) => e.path !== './App') }),
  });
  assert.deepEqual(check(dist, 'mfe-listings').errors, [
    'mfe-listings does not expose ./App (exposes: ./lifecycle)',
  ]);
  rmSync(dist, { recursive: true });
});

test("accepts a remote that also exposes ./slots (its fills of other apps' slots)", () => {
  const dist = makeDist('mfe-org-dashboard', { patch: withExposes('./slots') });
  const result = check(dist, 'mfe-org-dashboard');
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  assert.equal(result.ok, true);
  rmSync(dist, { recursive: true });
});

test('still refuses a remote exposing ./slots without ./lifecycle or ./App', () => {
  const dist = makeDist('mfe-org-dashboard', {
    patch: (m) =>
      withExposes('./slots')({ ...m, exposes: m.exposes.filter((e) => e.path !== './lifecycle') }),
  });
  assert.deepEqual(check(dist, 'mfe-org-dashboard').errors, [
    'mfe-org-dashboard does not expose ./lifecycle (exposes: ./App, ./slots)',
  ]);
  rmSync(dist, { recursive: true });
});

test('warns (does not refuse) about an expose the shell never loads, such as a misspelt ./slots', () => {
  const dist = makeDist('mfe-org-dashboard', { patch: withExposes('./slot') });
  const result = check(dist, 'mfe-org-dashboard');
  assert.equal(result.ok, true);
  assert.deepEqual(result.warnings, [
    'mfe-org-dashboard exposes ./slot, which the shell never loads (it loads ./lifecycle, ./App, ./slots)',
  ]);
  rmSync(dist, { recursive: true });
});

test('a remote with ./slots built against platform 2.3 waits for a shell that provides 2.3', () => {
  const patch = (m) => withPlatform('2.3.0')(withExposes('./slots')(m));
  const dist = makeDist('mfe-org-dashboard', { patch });
  const older = checkRemoteContract(dist, {
    remote: 'mfe-org-dashboard',
    shellShared: { ...SHELL_SHARED, '@opengood/platform': '2.2.0' },
  });
  assert.deepEqual(older.errors, [
    'mfe-org-dashboard needs @opengood/platform ^2.3.0 but the shell provides 2.2.0',
  ]);
  const live = checkRemoteContract(dist, {
    remote: 'mfe-org-dashboard',
    shellShared: { ...SHELL_SHARED, '@opengood/platform': '2.3.0' },
  });
  assert.deepEqual(live.errors, []);
  rmSync(dist, { recursive: true });
});

test('exposesOf lists the exposed modules by path, or by name', () => {
  assert.deepEqual(exposesOf(manifestFor('mfe-org-dashboard', withExposes('./slots'))), [
    './lifecycle',
    './App',
    './slots',
  ]);
  assert.deepEqual(exposesOf({ exposes: [{ name: 'lifecycle' }, { name: './App' }] }), [
    './lifecycle',
    './App',
  ]);
  assert.deepEqual(exposesOf({}), []);
});

test('reads exposes by name when path is absent', () => {
  const dist = makeDist('mfe-search', {
    patch: (m) => ({ ...m, exposes: m.exposes.map(({ path: _p, ...e }) => e) }),
  });
  assert.deepEqual(check(dist).errors, []);
  rmSync(dist, { recursive: true });
});

test('refuses a remote that does not share react as a singleton', () => {
  const dist = makeDist('mfe-search', {
    patch: (m) => ({
      ...m,
      shared: m.shared.map((s) => (s.name === 'react' ? { ...s, singleton: false } : s)),
    }),
  });
  assert.deepEqual(check(dist).errors, [
    "mfe-search does not share react as a singleton; it would run its own copy beside the shell's",
  ]);
  rmSync(dist, { recursive: true });
});

test('refuses a fixed publicPath and a missing remoteEntry file', () => {
  const dist = makeDist('mfe-search', {
    patch: (m) => ({ ...m, metaData: { ...m.metaData, publicPath: '/remotes/mfe-search/' } }),
  });
  rmSync(path.join(dist, 'remoteEntry.js'));
  const errors = check(dist).errors;
  assert.equal(errors.length, 2);
  assert.match(errors[0], /names remoteEntry.js but the build has no such file/);
  assert.match(errors[1], /publicPath 'auto'/);
  rmSync(dist, { recursive: true });
});

test('warns (does not refuse) about a singleton the shell does not provide; ignores non-singletons', () => {
  const dist = makeDist('mfe-search', {
    patch: (m) => ({
      ...m,
      shared: [
        ...m.shared,
        { name: 'recharts', version: '3.0.0', singleton: true, requiredVersion: '^3.0.0' },
      ],
    }),
  });
  const result = check(dist);
  assert.equal(result.ok, true);
  assert.deepEqual(result.warnings, [
    'mfe-search shares recharts as a singleton but the shell does not provide it; mfe-search will load its own copy',
  ]);
  rmSync(dist, { recursive: true });
});

test('reports a missing or broken manifest', () => {
  const dist = makeDist('mfe-search');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{');
  assert.match(check(dist).errors[0], /not valid JSON/);
  rmSync(path.join(dist, 'mf-manifest.json'));
  assert.match(check(dist).errors[0], /has no mf-manifest.json/);
  rmSync(dist, { recursive: true });
});

test('packageOf maps deep imports to their package', () => {
  assert.equal(packageOf('react-dom/client'), 'react-dom');
  assert.equal(packageOf('react/jsx-runtime'), 'react');
  assert.equal(packageOf('@reduxjs/toolkit/query'), '@reduxjs/toolkit');
  assert.equal(packageOf('@opengood/platform'), '@opengood/platform');
});

const withShellPlatform = (version) => ({ ...SHELL_SHARED, '@opengood/platform': version });

test('refuses a remote built against a newer platform-runtime minor than the shell provides, naming both', () => {
  // The remote's manifest still accepts ^2.0.0, but it was built against 2.3 and may call what 2.3 added.
  const dist = makeDist('mfe-search', { patch: withPlatform('2.3.0', '^2.0.0') });
  const result = checkRemoteContract(dist, { remote: 'mfe-search', shellShared: withShellPlatform('2.1.0') });
  assert.equal(result.ok, false);
  assert.deepEqual(result.errors, [
    'mfe-search needs @opengood/platform ^2.3.0 (built against 2.3.0) but the shell provides 2.1.0; deploy the shell first',
  ]);
  rmSync(dist, { recursive: true });
});

test('refuses a remote requiring a newer platform-runtime major', () => {
  const dist = makeDist('mfe-search', { patch: withPlatform('3.0.0') });
  const result = checkRemoteContract(dist, { remote: 'mfe-search', shellShared: withShellPlatform('2.9.0') });
  assert.deepEqual(result.errors, [
    'mfe-search needs @opengood/platform ^3.0.0 but the shell provides 2.9.0',
  ]);
  rmSync(dist, { recursive: true });
});

test('accepts a remote built against the same or an older platform-runtime minor', () => {
  for (const [built, shell] of [
    ['2.1.0', '2.1.0'],
    ['2.1.0', '2.1.5'],
    ['2.0.3', '2.4.0'],
  ]) {
    const dist = makeDist('mfe-search', { patch: withPlatform(built) });
    const result = checkRemoteContract(dist, { remote: 'mfe-search', shellShared: withShellPlatform(shell) });
    assert.deepEqual(result.errors, [], `built against ${built}, shell ${shell}`);
    rmSync(dist, { recursive: true });
  }
});

test('refuses a remote needing the platform runtime from a shell that does not provide it', () => {
  const dist = makeDist('mfe-search');
  const { '@opengood/platform': _gone, ...olderShell } = SHELL_SHARED;
  const result = checkRemoteContract(dist, { remote: 'mfe-search', shellShared: olderShell });
  assert.deepEqual(result.errors, [
    'mfe-search needs @opengood/platform but the shell does not provide it; deploy the shell first',
  ]);
  rmSync(dist, { recursive: true });
});

test('refuses a remote that bundles its own platform runtime instead of sharing it', () => {
  const dist = makeDist('mfe-search', {
    patch: (m) => ({ ...m, shared: m.shared.filter((s) => s.name !== '@opengood/platform') }),
  });
  assert.deepEqual(check(dist).errors, [
    "mfe-search does not share @opengood/platform as a singleton; it would run its own copy beside the shell's",
  ]);
  rmSync(dist, { recursive: true });
});

test('builtAgainstRange: at least the minor built against, within its major', () => {
  assert.equal(builtAgainstRange('2.3.4'), '^2.3.0');
  assert.equal(builtAgainstRange('0.4.1'), '~0.4.0');
  assert.equal(builtAgainstRange('not a version'), undefined);
});
