import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { AppProviders, type AppRootProps } from '@opengood/platform';
import { AccountPage } from './AccountPage';

/** The shell's own area (accounts), mounted by single-spa like a remote but bundled with the shell. */
export function accountLifecycles(props: AppRootProps, container: () => HTMLElement): LifeCycles {
  let root: Root | null = null;
  const render = () =>
    root?.render(
      <AppProviders {...props}>
        <AccountPage pathname={window.location.pathname} />
      </AppProviders>,
    );
  const onRoute = () => render();
  return {
    bootstrap: async () => {},
    mount: async () => {
      root = createRoot(container());
      render();
      window.addEventListener('single-spa:routing-event', onRoute);
    },
    unmount: async () => {
      window.removeEventListener('single-spa:routing-event', onRoute);
      root?.unmount();
      root = null;
    },
  };
}
