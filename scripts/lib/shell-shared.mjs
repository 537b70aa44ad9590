// The versions the live shell provides for each shared singleton, read from the shell build the gateway
// serves (SHELL_DIR): its mf-manifest.json records, per shared module, the exact version bundled into it.
// Not node_modules: the working tree may already hold newer packages than the shell that is running.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import federationShared from '../../federation.shared.cjs';
import { packageOf } from './contract.mjs';
import { repoRoot } from './paths.mjs';

export const SHELL_SINGLETONS = federationShared.SINGLETONS;

export class ShellNotDeployed extends Error {
  name = 'ShellNotDeployed';
}

/** SHELL_DIR, as the gateway reads it (default <repo>/shell/dist). */
export function shellDirFrom(env = process.env) {
  return path.resolve(env.SHELL_DIR?.trim() || path.join(repoRoot, 'shell', 'dist'));
}

/**
 * @param {{ shellDir?: string }} [o]
 * @returns {{ versions: Record<string, string>, manifestFile: string, builtAt: string }} package → exact
 *   version; deep share keys (react-dom/client) fold into their package
 * @throws {ShellNotDeployed} when there is no readable shell manifest: without it nothing can be checked
 */
export function readShellShared({ shellDir = shellDirFrom() } = {}) {
  const manifestFile = path.join(shellDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new ShellNotDeployed(
      `no shell build at ${shellDir} (mf-manifest.json missing): build the shell first (npm run build -w @opengood/shell) or set SHELL_DIR to the live shell's build`,
    );
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new ShellNotDeployed(`the shell's ${manifestFile} is not valid JSON: ${error.message}`);
  }
  const versions = {};
  for (const item of manifest.shared ?? []) {
    if (item?.singleton && typeof item.version === 'string') versions[packageOf(item.name)] ??= item.version;
  }
  return { versions, manifestFile, builtAt: statSync(manifestFile).mtime.toISOString() };
}
