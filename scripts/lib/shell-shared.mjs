// The versions the shell provides for each shared singleton: what is installed, not what a range allows,
// because that exact copy is the one every remote gets at runtime.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import federationShared from '../../federation.shared.cjs';

export const SHELL_SINGLETONS = federationShared.SINGLETONS;

/** Node's lookup from the shell's folder up: shell/node_modules first (a nested copy wins), then the root. */
function installedVersion(pkg, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** name → exact installed version; packages not installed are left out (and reported by the caller). */
export function readShellShared({ root = repoRoot, packages = SHELL_SINGLETONS } = {}) {
  const shellDir = path.join(root, 'shell');
  const versions = {};
  for (const pkg of packages) {
    const version = installedVersion(pkg, shellDir);
    if (version) versions[pkg] = version;
  }
  return versions;
}
