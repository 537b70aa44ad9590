import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { AppProviders, AreaFailed, type AppRootProps } from '@opengood/platform';

/** Stands in for a remote that could not be loaded: a translated message and a retry, nothing else breaks. */
export function fallbackLifecycles(
  appName: string,
  props: AppRootProps,
  container: () => HTMLElement,
  onRetry: () => void,
): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => {},
    mount: async () => {
      root = createRoot(container());
      root.render(
        <AppProviders {...props}>
          <AreaFailed area={appName} onRetry={onRetry} />
        </AppProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
