import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { AppProviders, type AppRootProps } from '@opengood/platform';

/**
 * The shell's own area (accounts), mounted by single-spa like a remote but built with the shell. Its
 * pages (and the contract's schemas their forms check with) are a chunk of their own, loaded on the first
 * account page, not on every page. The page follows the URL itself (useCurrentUrl), so moving between
 * account pages needs no re-mount.
 */
export function accountLifecycles(props: AppRootProps, container: () => HTMLElement): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => {},
    mount: async () => {
      const { AccountsApp } = await import('./AccountsApp');
      root = createRoot(container());
      root.render(
        <AppProviders {...props}>
          <AccountsApp />
        </AppProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
