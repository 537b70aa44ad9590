import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkRemoteContract, packageOf } from './contract.mjs';
import { SHELL_SHARED, makeDist } from './test-fixtures.mjs';

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
  assert.equal(packageOf('@opengood/shared-ui'), '@opengood/shared-ui');
});
