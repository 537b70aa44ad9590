import { installFeature } from '../app/feature';
import type { I18n } from '../i18n';
import type { AppStore } from '../store';
import { isSlotsModule, type SlotFill, type SlotName, type SlotsModule } from './slots';

/** Where an area's `./slots` module comes from (the shell makes one per remote of its registry). */
export interface SlotSource {
  /** The area the module belongs to (its single-spa application name). */
  area: string;
  /** Its `./slots` module; null when the live version has none. Rejects when it cannot be loaded. */
  load(): Promise<SlotsModule | null>;
}

/** A fill as a slot shows it: with the area it came from and its key (`<area>:<id>`). */
export interface PlacedFill<N extends SlotName = SlotName> extends SlotFill<N> {
  area: string;
  key: string;
}

/**
 * The page's fills, by slot. The shell makes one per page (like the store) and hands it to every app in
 * `platform.slots`; `<Slot>` reads it.
 */
export interface SlotHost {
  /**
   * Loads every source's `./slots` module, once (later calls return the same promise), and shows each
   * module's fills as soon as it and its strings are in. A source that fails is reported and left out.
   */
  load(): Promise<void>;
  /** A slot's fills in order: the same array until a module adds to it (a useSyncExternalStore snapshot). */
  fillsOf<N extends SlotName>(name: N): readonly PlacedFill<N>[];
  subscribe(listener: () => void): () => void;
  /** Where a fill's render error goes (a fill's error boundary catches it). */
  reportError(error: unknown): void;
}

/** A fill that threw while rendering: caught by its boundary, so only that fill is missing. */
export class SlotFillError extends Error {
  override name = 'SlotFillError';
  constructor(
    readonly slot: SlotName,
    readonly fill: string,
    override readonly cause: unknown,
  ) {
    super(
      `The fill ${fill} of the slot ${slot} failed to render: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

export interface SlotHostOptions {
  store: AppStore;
  i18n: I18n;
  /** The areas that may have a `./slots` module; asked when the first slot renders. */
  sources: () => Promise<readonly SlotSource[]>;
  /** The page's error sink (a failed source is reported like any remote that failed to load). */
  reportError: (error: unknown) => void;
  /** Loads a module's strings before its fills show; by default as the area's feature loads them. */
  loadStrings?: (area: string, strings: NonNullable<SlotsModule['strings']>) => Promise<void> | void;
}

const byPlace = (a: PlacedFill, b: PlacedFill) =>
  (a.order ?? 0) - (b.order ?? 0) ||
  (a.area < b.area ? -1 : a.area > b.area ? 1 : 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const NONE: readonly never[] = [];

export function createSlotHost(options: SlotHostOptions): SlotHost {
  const { sources, reportError } = options;
  const loadStrings =
    options.loadStrings ??
    ((area, strings) => installFeature(options.store, options.i18n, { area, ...strings }));
  const fills = new Map<SlotName, PlacedFill[]>();
  const listeners = new Set<() => void>();
  let loading: Promise<void> | undefined;

  function place(area: string, module: SlotsModule) {
    for (const [name, list] of Object.entries(module.fills) as [SlotName, readonly SlotFill[]][]) {
      const placed = fills.get(name) ?? [];
      for (const fill of list) {
        const key = `${area}:${fill.id}`;
        if (!placed.some((p) => p.key === key)) placed.push({ ...fill, area, key });
      }
      // A new array: the snapshot a slot holds changes only when its fills do.
      fills.set(name, [...placed].sort(byPlace));
    }
    for (const listener of [...listeners]) listener();
  }

  async function loadSource(source: SlotSource) {
    const module = await source.load();
    if (module === null) return;
    if (!isSlotsModule(module)) throw new Error(`${source.area}'s ./slots module lists no fills`);
    if (module.strings) await Promise.resolve(loadStrings(source.area, module.strings));
    place(source.area, module);
  }

  return {
    load() {
      loading ??= sources().then(
        (list) =>
          Promise.all(list.map((source) => loadSource(source).catch(reportError))).then(() => undefined),
        reportError,
      );
      return loading;
    },
    fillsOf<N extends SlotName>(name: N) {
      return (fills.get(name) ?? NONE) as readonly PlacedFill<N>[];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reportError,
  };
}
