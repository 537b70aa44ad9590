// Builds what is missing: the shell, and each remote that has never been deployed.
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
  return Date.now() - started;
}

export function isShellBuilt() {
  return existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'));
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
  return existsSync(path.join(repoRoot, remote, 'dist', 'mf-manifest.json'));
}
