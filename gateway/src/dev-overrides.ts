import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ServedRegistry } from './registry';

/**
 * The developer loop (`npm run dev -- <remote>`, scripts/dev.mjs) points one remote at a local watch build
 * without deploying it: it writes DEPLOY_DIR/registry.dev.json while it runs and removes its entry on exit.
 * The gateway honours the file only outside production.
 */
export const DEV_REGISTRY_FILE = 'registry.dev.json';

export interface DevOverride {
  /** Absolute http(s) URL of the watch build's mf-manifest.json. */
  manifest: string;
  /** The dev command's process: an entry whose process is gone (killed hard) is ignored. */
  pid?: number;
  since?: string;
}

export interface DevRegistryFile {
  remotes: Record<string, DevOverride>;
}

export function devRegistryPath(deployDir: string): string {
  return path.join(deployDir, DEV_REGISTRY_FILE);
}

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The usable entries of a parsed registry.dev.json; anything malformed or stale is left out. */
export function validOverrides(
  parsed: unknown,
  alive: (pid: number) => boolean = isRunning,
): Record<string, DevOverride> {
  const remotes = (parsed as Partial<DevRegistryFile> | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return {};
  const valid: Record<string, DevOverride> = {};
  for (const [remote, override] of Object.entries(remotes)) {
    if (!REMOTE_NAME.test(remote) || !override || !isHttpUrl(override.manifest)) continue;
    if (typeof override.pid === 'number' && !alive(override.pid)) continue;
    valid[remote] = override;
  }
  return valid;
}

/** Reads the overrides; a missing or unreadable file means none (a dev aid must never break the platform). */
export async function readDevOverrides(deployDir: string): Promise<Record<string, DevOverride>> {
  let text: string;
  try {
    text = await fs.readFile(devRegistryPath(deployDir), 'utf8');
  } catch {
    return {};
  }
  try {
    return validOverrides(JSON.parse(text));
  } catch {
    return {};
  }
}

/** The served registry with each overridden remote pointing at its dev build (added if never deployed). */
export function applyDevOverrides(
  registry: ServedRegistry,
  overrides: Record<string, DevOverride>,
): ServedRegistry {
  const devEntry = (remote: string, override: DevOverride): ServedRegistry['remotes'][number] => ({
    name: remote.replace(/-/g, '_'),
    remote,
    version: 'dev',
    manifest: override.manifest,
    builtAt: override.since ?? '',
    commit: 'dev',
  });
  const remotes = registry.remotes.map((entry) => {
    const override = overrides[entry.remote];
    return override ? devEntry(entry.remote, override) : entry;
  });
  for (const [remote, override] of Object.entries(overrides)) {
    if (!remotes.some((entry) => entry.remote === remote)) remotes.push(devEntry(remote, override));
  }
  return { remotes };
}
