import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLang, type Lang } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { AppProviders, SERVER_RENDERED_ATTRIBUTE, type AppRootProps } from '@opengood/platform';
import {
  BOTTOM_OF_PAGE_EVENT,
  captureMarketing,
  createAnalytics,
  detectApp,
  installLinkTracking,
  watchBottomOfPage,
  type Analytics,
} from '../analytics';
import { startAds } from '../ads/startAds';
import { FAIR_AD_RADIUS_MILES } from '../ads/adEligibility';
import { GRAD_FAIRS_AD_ON } from '../ads/adsConfig';
import { modalsSlice } from '../modals/modalsSlice';
import { notificationsSlice } from './notifications/notificationsSlice';
import { notificationsSaga } from './notifications/notificationsSaga';
import { ChromeBottom, ChromeTop } from './Chrome';
import { followFlashes } from './flashRouting';
import { RenderedPath } from '../platform/useRoutingPathname';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts everything the shell's chrome needs (docs/product/chrome.md): its state and sagas in the shared store,
 * the ad chooser, flash messages, analytics (link tracking, the bottom-of-page event), and renders the
 * chrome around the areas. Returns the analytics client.
 */
export function startChrome(props: AppRootProps, reportError: (error: unknown) => void): Analytics {
  const { store, i18n, platform } = props;
  const lang = (): Lang => (isLang(i18n.language) ? i18n.language : 'en');
  store.injectSlice('shell', notificationsSlice);
  store.injectSlice('shell', modalsSlice);
  store.runSaga('shell/notifications', notificationsSaga);

  const app = detectApp(window.location.search);
  const analytics = createAnalytics({
    http: platform.http,
    dispatch: store.dispatch,
    app,
    marketing: captureMarketing(window.location.search, safeLocalStorage()),
    getLang: lang,
    getUrl: () => window.location.pathname + window.location.search,
    getReferrer: () => document.referrer,
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    reportError,
  });
  installLinkTracking(analytics);
  watchBottomOfPage(() => analytics.track(BOTTOM_OF_PAGE_EVENT, { path: window.location.pathname }));

  startAds({
    store,
    getLang: lang,
    onLangChange: (listener) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    fairsAdOn: GRAD_FAIRS_AD_ON,
    // docs/product/grad-fairs.md#the-ad: the nearest upcoming fair within the ad's radius of the visitor.
    findNearbyFair: async ({ latitude, longitude }) => {
      const { data } = await platform.http.call(
        routes.gradFairs,
        { query: { near: `${latitude},${longitude}`, withinMiles: FAIR_AD_RADIUS_MILES, limit: 1 } },
        { redirectOnAuthErrors: false },
      );
      return data.fairs[0] ?? null;
    },
  });
  followFlashes(store);

  // Banner and flash sit below the sticky header, in the flow of the page.
  const top = document.getElementById('chrome-top')!;
  const notices = document.createElement('div');
  notices.id = 'chrome-notices';
  top.after(notices);
  document.getElementById('areas')?.setAttribute('tabindex', '-1'); // the skip link's target

  const path = window.location.pathname + window.location.search;
  // What the server decided about the cookie bar is in its markup: the first render must agree with it.
  const cookieBar =
    top.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && top.querySelector('[data-testid="cookie-bar"]') !== null;
  mountChrome(
    top,
    props,
    path,
    <ChromeTop notices={notices} inMobileApp={app === 'ios'} cookieBar={cookieBar} />,
  );
  mountChrome(
    document.getElementById('chrome-bottom')!,
    props,
    path,
    <ChromeBottom year={new Date().getFullYear()} />,
  );
  return analytics;
}

/** Marks the element hydrated once React has committed it (the e2e tests and render states wait for it). */
function Hydrated({ element }: { element: HTMLElement }) {
  useEffect(() => element.removeAttribute(SERVER_RENDERED_ATTRIBUTE), [element]);
  return null;
}

/** Hydrates the chrome the server rendered into `element`, else renders it there. */
function mountChrome(element: HTMLElement, props: AppRootProps, path: string, chrome: ReactNode) {
  const tree = (
    <AppProviders {...props}>
      <RenderedPath value={path}>{chrome}</RenderedPath>
    </AppProviders>
  );
  if (!element.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    createRoot(element).render(tree);
    return;
  }
  hydrateRoot(
    element,
    <>
      {tree}
      <Hydrated element={element} />
    </>,
  );
}
