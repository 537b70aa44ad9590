import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RegistryEntry {
  name: string;
  remote: string;
  version: string;
  manifest: string;
  /**
   * The modules the version exposes (./lifecycle, ./App, and ./slots when it fills other apps' slots), as
   * the deploy recorded them; absent from older entries, when the manifest says it.
   */
  exposes?: string[];
  builtAt?: string;
  commit?: string;
}

/** Where each remote lives is learnt at run time: the shell's build holds no remote URL. */
// The registry is a tiny file on the gateway; waiting longer than this only delays the areas' fallbacks.
export const REGISTRY_TIMEOUT_MS = 8_000;

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryEntry[]> {
  const res = await fetchImpl('/registry.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Registry unavailable (HTTP ${res.status})`);
  const body = (await res.json()) as { remotes?: RegistryEntry[] };
  return Array.isArray(body.remotes) ? body.remotes : [];
}

export function registerRegistry(entries: RegistryEntry[]) {
  registerRemotes(entries.map((e) => ({ name: e.name, entry: e.manifest })));
}
