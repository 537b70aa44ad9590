// Fake remote builds for the script tests: the real ones do not have to exist.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  'react-redux': '9.3.1',
  '@reduxjs/toolkit': '2.14.0',
  'redux-saga': '1.5.1',
  i18next: '26.7.2',
  'react-i18next': '17.1.13',
  'styled-components': '6.6.0',
  'single-spa': '6.0.3',
  '@opengood/platform': '2.0.0',
};

/** The shared entries of a manifest with @opengood/platform built against `version` (required `range`). */
export const withPlatform =
  (version, range = `^${version}`) =>
  (m) => ({
    ...m,
    shared: m.shared.map((s) =>
      s.name === '@opengood/platform' ? { ...s, version, requiredVersion: range } : s,
    ),
  });

export function tempDir(prefix = 'opengood-scripts-') {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

const sharedItem = (name, version, requiredVersion = `^${version}`, singleton = true) => ({
  id: `x:${name}`,
  name,
  version,
  singleton,
  requiredVersion,
  hash: '',
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});

/** One entry of a manifest's exposes, as @module-federation/enhanced 2.9 writes it. */
const exposeOf = (name, key) => ({
  id: `${name}:${key.slice(2)}`,
  name: key.slice(2),
  path: key,
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});

/** A manifest that exposes these modules too (e.g. './slots'). */
export const withExposes =
  (...keys) =>
  (m) => ({ ...m, exposes: [...m.exposes, ...keys.map((key) => exposeOf(m.name, key))] });

/** A manifest shaped like the one @module-federation/enhanced 2.9 writes; `patch` edits it. */
export function manifestFor(remote, patch = (m) => m) {
  const name = remote.replace(/-/g, '_');
  const expose = (key) => exposeOf(name, key);
  return patch({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: `@opengood/${remote}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [
      sharedItem('react', '19.3.1'),
      sharedItem('react-dom', '19.3.1'),
      sharedItem('react-dom/client', '19.3.1'),
      sharedItem('react/jsx-runtime', '19.3.1'),
      sharedItem('react-router-dom', '7.18.5'),
      sharedItem('styled-components', '6.6.0', '^6.1.0'),
      sharedItem('@opengood/platform', '2.0.0', '^2.0.0'),
      sharedItem('date-fns', '4.1.0', '^4.0.0', false),
    ],
    remotes: [],
    exposes: [expose('./lifecycle'), expose('./App')],
  });
}

/** A dist folder like webpack's: manifest, remoteEntry.js, hashed chunks, optional version.json. */
export function makeDist(remote, { patch, chunk = 'console.log(1)', versionJson, server } = {}) {
  const dir = tempDir('opengood-dist-');
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifestFor(remote, patch), null, 2));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${remote.replace(/-/g, '_')};`);
  writeFileSync(path.join(dir, '123.3f9a2b1c.js'), chunk);
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'logo.0a1b2c3d.svg'), '<svg/>');
  if (versionJson) writeFileSync(path.join(dir, 'version.json'), JSON.stringify(versionJson));
  // The server build beside it (dist/server/remoteEntry.js), as createServerConfig writes it.
  if (server !== undefined) {
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), server);
  }
  return dir;
}

/** A deployed shell build (SHELL_DIR): its mf-manifest.json lists what it provides, as the host build writes it. */
export function makeShellDist(provided = SHELL_SHARED) {
  const dir = tempDir('opengood-shell-');
  const deep = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };
  const shared = [
    ...Object.entries(provided).map(([name, version]) => sharedItem(name, version)),
    ...Object.entries(deep)
      .filter(([, pkg]) => provided[pkg])
      .map(([name, pkg]) => sharedItem(name, provided[pkg])),
  ];
  const manifest = {
    id: 'shell',
    name: 'shell',
    metaData: { name: 'shell', publicPath: '/assets/shell/' },
    shared,
    remotes: [],
    exposes: [],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  return dir;
}
