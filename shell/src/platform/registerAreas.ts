import { registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import { AREAS, type AppRootProps } from '@opengood/shared-ui';
import type { RegistryEntry } from './registry';
import { loadAreaLifecycles } from './loadArea';
import { fallbackLifecycles } from './fallbackLifecycles';
import { areaContainer } from './areaContainer';

export interface AreaOptions {
  registry: RegistryEntry[];
  props: AppRootProps;
  reportError: (error: unknown) => void;
  /** How long an area may take before its fallback shows (the 120 s chunk limit stays the hard limit). */
  timeoutMs?: number;
}

/** One single-spa application per route area; activeWhen comes from shared-ui's route table. */
export function registerAreas({ registry, props, reportError, timeoutMs }: AreaOptions) {
  for (const area of AREAS) {
    const entry = registry.find((e) => e.remote === area.app);
    const container = () => areaContainer(area.app);
    registerApplication({
      name: area.app,
      activeWhen: (location) => area.matches(location),
      customProps: { ...props, domElementGetter: container },
      app: async () => {
        try {
          if (!entry) throw new Error(`${area.app} is not in the registry`);
          return await loadAreaLifecycles(entry.name, entry.manifest, timeoutMs);
        } catch (error) {
          reportError(error);
          return fallbackLifecycles(area.app, props, container, () => {
            // A real retry: forget the fallback so single-spa asks the loader again.
            void unloadApplication(area.app, { waitForUnmount: false }).then(() => triggerAppChange());
          });
        }
      },
    });
  }
}

export function preloadArea(registry: RegistryEntry[], appName: string | null) {
  if (!appName) return;
  const entry = registry.find((e) => e.remote === appName);
  if (entry) void loadAreaLifecycles(entry.name, entry.manifest).catch(() => undefined);
}
