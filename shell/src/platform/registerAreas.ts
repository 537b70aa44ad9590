import { registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import { AREAS, isShellPath } from '@opengood/routes';
import { type AppRootProps } from '@opengood/platform';
import { accountLifecycles } from '../accounts/accountLifecycles';
import type { RegistryEntry } from './registry';
import { loadAreaLifecycles } from './loadArea';
import { fallbackLifecycles } from './fallbackLifecycles';
import { areaContainer } from './areaContainer';

export interface AreaOptions {
  registry: RegistryEntry[];
  props: AppRootProps;
  reportError: (error: unknown) => void;
  /** How long an area may take before its fallback shows; the 120 s chunk limit stays the hard limit. */
  fallbackAfterMs?: number;
}

/** One single-spa application per route area; activeWhen comes from shared-ui's route table. */
// A visitor should not stare at an empty area: after 8 s the fallback (with retry) shows while the
// download goes on in the background until the hard 120 s limit of docs/product/http-and-errors.md#script-loading.
export const AREA_FALLBACK_MS = 8_000;

const SLOW = Symbol('slow');

export function registerAreas({
  registry,
  props,
  reportError,
  fallbackAfterMs = AREA_FALLBACK_MS,
}: AreaOptions) {
  registerApplication({
    name: 'shell-accounts',
    activeWhen: (location) => isShellPath(location.pathname),
    app: async () => accountLifecycles(props, () => areaContainer('shell-accounts')),
  });
  for (const area of AREAS) {
    const entry = registry.find((e) => e.remote === area.app);
    const container = () => areaContainer(area.app);
    registerApplication({
      name: area.app,
      activeWhen: (location) => area.matches(location),
      customProps: { ...props, domElementGetter: container },
      app: async () => {
        const fallback = () =>
          fallbackLifecycles(area.app, props, container, () => {
            // A real retry: forget the fallback so single-spa asks the loader again.
            void unloadApplication(area.app, { waitForUnmount: false }).then(() => triggerAppChange());
          });
        let timer: ReturnType<typeof setTimeout> | undefined;
        try {
          if (!entry) throw new Error(`${area.app} is not in the registry`);
          const loading = loadAreaLifecycles(entry.name, entry.manifest);
          const slow = new Promise<typeof SLOW>((resolve) => {
            timer = setTimeout(() => resolve(SLOW), fallbackAfterMs);
          });
          const first = await Promise.race([loading, slow]);
          if (first !== SLOW) return first;
          loading.catch(reportError);
          return fallback();
        } catch (error) {
          reportError(error);
          return fallback();
        } finally {
          clearTimeout(timer);
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
