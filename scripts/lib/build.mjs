// Builds what is missing: the shell, and each remote that has never been deployed (browser and server builds).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, repoRoot } from './paths.mjs';

export function buildWorkspace(name, env = {}) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', `@opengood/${name}`], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`build of ${name} failed`);
  // The server build beside it (the shell's renderer, a public remote's container): same sources, one step.
  buildServer(name, env);
  return Date.now() - started;
}

/** Where an app's server build lives inside its build folder, and its entry file there. */
export const SERVER_DIR = 'server';
export const serverEntryOf = (app) => (app === 'shell' ? 'index.js' : 'remoteEntry.js');

/** Whether an app has a server build recipe (the shell and the public remotes: issue 9). */
export const hasServerBuild = (app) => existsSync(path.join(repoRoot, app, 'webpack.server.cjs'));

/**
 * Builds an app's server bundle into <dist>/server (after its browser build, which cleans dist). Apps
 * without a webpack.server.cjs have none; returns the milliseconds taken, 0 when there was nothing to do.
 */
export function buildServer(app, env = {}) {
  if (!hasServerBuild(app)) return 0;
  const started = Date.now();
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--config', 'webpack.server.cjs'], {
    cwd: path.join(repoRoot, app),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`server build of ${app} failed`);
  return Date.now() - started;
}

export function isServerBuilt(app, distDir = path.join(repoRoot, app, 'dist')) {
  return existsSync(path.join(distDir, SERVER_DIR, serverEntryOf(app)));
}

/** Built, server build included where the app has one (an older build without it is built again). */
export function isShellBuilt() {
  return existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html')) && isServerBuilt('shell');
}

export function deployedRemotes(deployDir) {
  const file = path.join(deployDir, 'registry.json');
  if (!existsSync(file)) return [];
  try {
    const registry = JSON.parse(readFileSync(file, 'utf8'));
    return Object.keys(registry.remotes ?? {}).filter((r) => registry.remotes[r]?.current);
  } catch {
    return [];
  }
}

export function remotesToDeploy(deployDir) {
  const live = new Set(deployedRemotes(deployDir));
  return REMOTES.filter((r) => !live.has(r));
}

export function isRemoteBuilt(remote) {
  return (
    existsSync(path.join(repoRoot, remote, 'dist', 'mf-manifest.json')) &&
    (!hasServerBuild(remote) || isServerBuilt(remote))
  );
}
