import { promises as fs } from 'node:fs';
import path from 'node:path';
import { applyDevOverrides, readDevOverrides } from './dev-overrides';

/** One deployed version of a remote, as scripts/deploy.mjs writes it. */
export interface RegistryEntry {
  /** Module Federation container name, e.g. mfe_search. */
  name: string;
  /** Package folder name, e.g. mfe-search. */
  remote: string;
  version: string;
  /** Browser URL of mf-manifest.json: same-origin path or absolute (CDN). */
  manifest: string;
  /** URL path of the version's server build (its Node container), when it has one: the server renderer loads it. */
  serverEntry?: string;
  /**
   * The modules the version exposes (./lifecycle, ./App, and ./slots when it fills other apps' slots), as
   * the deploy recorded them: the shell learns which remotes fill slots without reading every manifest.
   */
  exposes?: string[];
  builtAt: string;
  commit: string;
  switchedAt?: string;
}

/** registry.json on disk. */
export interface RegistryFile {
  remotes: Record<string, { current: RegistryEntry; history: RegistryEntry[] }>;
}

/** What GET /registry.json answers: the live entries only. */
export interface ServedRegistry {
  remotes: Array<
    Pick<
      RegistryEntry,
      'name' | 'remote' | 'version' | 'manifest' | 'serverEntry' | 'exposes' | 'builtAt' | 'commit'
    >
  >;
}

export function registryPath(deployDir: string): string {
  return path.join(deployDir, 'registry.json');
}

/** Reads registry.json; a missing file is an empty registry (nothing deployed yet), bad JSON throws. */
export async function readRegistryFile(deployDir: string): Promise<RegistryFile> {
  let text: string;
  try {
    text = await fs.readFile(registryPath(deployDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<RegistryFile>;
  return { remotes: parsed.remotes ?? {} };
}

export function toServedRegistry(file: RegistryFile): ServedRegistry {
  return {
    remotes: Object.values(file.remotes)
      .map((slot) => slot.current)
      .filter((entry): entry is RegistryEntry => Boolean(entry))
      .map(({ name, remote, version, manifest, serverEntry, exposes, builtAt, commit }) => ({
        name,
        remote,
        version,
        manifest,
        ...(serverEntry ? { serverEntry } : {}),
        ...(exposes ? { exposes } : {}),
        builtAt,
        commit,
      })),
  };
}

export interface ServeOptions {
  /** Honour registry.dev.json (the developer loop); never in production. */
  devOverrides?: boolean;
}

export async function readServedRegistry(
  deployDir: string,
  options: ServeOptions = {},
): Promise<ServedRegistry> {
  const served = toServedRegistry(await readRegistryFile(deployDir));
  return options.devOverrides ? applyDevOverrides(served, await readDevOverrides(deployDir)) : served;
}

/** Origins of absolute manifest URLs (remotes served from elsewhere); same-origin paths add none. */
export function remoteOriginsOf(registry: ServedRegistry): string[] {
  const origins = new Set<string>();
  for (const { manifest } of registry.remotes) {
    if (/^https?:\/\//i.test(manifest)) origins.add(new URL(manifest).origin);
  }
  return [...origins];
}
