import {
  createSlotHost,
  isSlotsModule,
  type AppStore,
  type I18n,
  type SlotHost,
  type SlotSource,
  type SlotsModule,
} from '@opengood/platform';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, classifyLoadFailure } from './chunkLoadError';
import { loadExposedModule } from './loadArea';
import type { RegistryEntry } from './registry';

/** The small module a remote may expose beside ./lifecycle and ./App: its fills of other apps' slots. */
export const SLOTS_EXPOSE = './slots';

interface ManifestExposes {
  exposes?: { name?: string; path?: string }[];
}

const exposeKey = (expose: { name?: string; path?: string }) =>
  expose.path ?? `./${String(expose.name ?? '').replace(/^\.\//, '')}`;

/**
 * Whether a remote's live version exposes ./slots: its registry entry says so when it lists its exposes
 * (a deploy records them), else its mf-manifest.json does. A manifest that cannot be read is a remote that
 * failed to load (ChunkLoadError with reason and address).
 */
export async function exposesSlots(entry: RegistryEntry, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (Array.isArray(entry.exposes)) return entry.exposes.includes(SLOTS_EXPOSE);
  let manifest: ManifestExposes;
  try {
    const res = await fetchImpl(entry.manifest, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CHUNK_TIMEOUT_MS),
    });
    if (!res.ok)
      throw new ChunkLoadError(
        res.status === 404 || res.status === 410 ? 'missing' : 'error',
        entry.manifest,
      );
    manifest = (await res.json()) as ManifestExposes;
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError(classifyLoadFailure(error), entry.manifest, error);
  }
  return (manifest.exposes ?? []).some((expose) => exposeKey(expose) === SLOTS_EXPOSE);
}

/** A remote's `./slots` module (its export `slots`, made with defineSlots). */
export function loadSlotsModule(entry: RegistryEntry): Promise<SlotsModule> {
  return loadExposedModule(entry.name, 'slots', entry.manifest, (mod) => {
    const slots = (mod as { slots?: unknown } | null)?.slots;
    if (!isSlotsModule(slots)) throw new Error(`${entry.name}/slots exports no slots module`);
    return slots;
  });
}

/** A remote of the registry as a source of fills: nothing when its live version exposes no ./slots. */
export function slotSource(entry: RegistryEntry, fetchImpl?: typeof fetch): SlotSource {
  return {
    area: entry.remote,
    load: async () => ((await exposesSlots(entry, fetchImpl)) ? loadSlotsModule(entry) : null),
  };
}

/**
 * The page's slot host (platform README "Slots"): when a slot first renders, every remote of the registry
 * (once it is read and registered with the federation runtime) that exposes ./slots has that small module
 * loaded, not its area's code; a remote that fails is reported like any other and its fills are absent.
 */
export function createShellSlotHost(options: {
  store: AppStore;
  i18n: I18n;
  /** The registry once read and registered (empty when it could not be read). */
  registry: Promise<RegistryEntry[]>;
  reportError: (error: unknown) => void;
  fetchImpl?: typeof fetch;
}): SlotHost {
  const { registry, fetchImpl } = options;
  return createSlotHost({
    store: options.store,
    i18n: options.i18n,
    reportError: options.reportError,
    sources: () => registry.then((entries) => entries.map((entry) => slotSource(entry, fetchImpl))),
  });
}
