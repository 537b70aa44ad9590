import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppProviders, type AppRootProps } from './AppProviders';
import { installFeature, uninstallFeature, type Feature } from './feature';
import { RenderErrorPage } from '../pages';

type LifecycleProps = AppRootProps & { name: string; domElementGetter?: () => HTMLElement };

function AreaError({ error, props }: { error: unknown; props: AppRootProps }) {
  // Spec §8: a render error with status 404 (or 410, gone) shows the not-found page, any other the
  // generic error page; its retry reloads the page, which mounts the area afresh.
  return (
    <AppProviders {...props}>
      <RenderErrorPage error={error} onRetry={() => window.location.reload()} />
    </AppProviders>
  );
}

/**
 * Wraps an area's pure React root into single-spa lifecycles. The root brings its own routing (its page
 * table read from the current URL), so nothing of a router crosses the shared platform. The feature is
 * installed into the shell's store and i18n on mount, its sagas stopped on unmount.
 */
export function createRemoteLifecycles(options: {
  App: ComponentType<AppRootProps>;
  feature: Feature;
  /** The remote's build label, stamped on its area element so a deploy is visible. */
  build?: string;
}) {
  const { App, feature, build } = options;
  const Root = (props: LifecycleProps) => (
    <App store={props.store} i18n={props.i18n} platform={props.platform} />
  );
  const lifecycles = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error, _info, props) => <AreaError error={error} props={props} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [
      async (props: LifecycleProps) => {
        installFeature(props.store, props.i18n, feature);
        const el = props.domElementGetter?.();
        if (el && build) el.dataset.build = build;
      },
      lifecycles.mount,
    ],
    unmount: [lifecycles.unmount, async (props: LifecycleProps) => uninstallFeature(props.store, feature)],
    update: lifecycles.update,
  };
}
