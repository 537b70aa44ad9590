import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppProviders, type AppRootProps } from './AppProviders';
import { installFeature, uninstallFeature, type Feature } from './feature';
import { RenderErrorPage } from '../pages';

type LifecycleProps = AppRootProps & { name: string; domElementGetter?: () => HTMLElement };

/** Marks an area element whose markup the server rendered (the gateway's HTML assembly writes it). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Whether this mount hydrates the server's markup: only the first mount into an element the server filled.
 * The mark is taken away, so a later mount (after navigating away and back) renders afresh.
 */
function takeServerMarkup(el: HTMLElement | undefined): boolean {
  if (!el?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return false;
  el.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  return el.childNodes.length > 0;
}

function AreaError({ error, props }: { error: unknown; props: AppRootProps }) {
  // docs/product/http-and-errors.md#error-catalogue: a render error with status 404 (or 410, gone) shows the not-found page, any other the
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
 * installed into the shell's store and i18n on mount, its sagas stopped on unmount. The first mount over
 * server-rendered markup hydrates it (hydrateRoot) instead of rendering again; its data is in the store
 * already (the server's state, preloaded), so nothing is fetched.
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
  // Read by single-spa-react when it mounts; set by the mount step just before it.
  let hydrate = false;
  const lifecycles = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Root,
    errorBoundary: (error, _info, props) => <AreaError error={error} props={props} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: [
      async (props: LifecycleProps) => {
        await installFeature(props.store, props.i18n, feature);
        const el = props.domElementGetter?.();
        hydrate = takeServerMarkup(el);
        if (el && build) el.dataset.build = build;
      },
      lifecycles.mount,
    ],
    unmount: [lifecycles.unmount, async (props: LifecycleProps) => uninstallFeature(props.store, feature)],
    update: lifecycles.update,
  };
}
