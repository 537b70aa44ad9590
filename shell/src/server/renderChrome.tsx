import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ServerStyleSheet } from 'styled-components';
import { AppProviders, loadTranslations, type AppRootProps, type I18n } from '@opengood/platform';
import { LOCATION_INPUT_NS, locationInputTranslations } from '@opengood/feature-location';
import { ChromeBottom, ChromeTop } from '../chrome/Chrome';
import { notificationsSlice } from '../chrome/notifications/notificationsSlice';
import { modalsSlice } from '../modals/modalsSlice';
import { SHELL_NS, shellTranslations } from '../i18n/namespace';
import { RenderedPath } from '../platform/useRoutingPathname';

export interface RenderedChrome {
  top: string;
  bottom: string;
}

/** The chrome's strings in the page's language: awaited before renderChrome. */
export function loadChromeTranslations(i18n: I18n): Promise<void> {
  return loadTranslations(i18n, [
    { ns: SHELL_NS, translations: shellTranslations },
    { ns: LOCATION_INPUT_NS, translations: locationInputTranslations },
  ]);
}

/**
 * The shell's chrome around a server-rendered page: the header (with the search bar) and the footer, as an
 * anonymous visitor sees them; the browser hydrates them and fills in the signed-in parts afterwards. The
 * portal spot (banner ad, flash) and the modals only ever render in the browser; the cookie bar is drawn
 * for a visitor without the consent cookie, so it is there from the first paint.
 */
export function renderChrome(
  props: AppRootProps & { url: string; cookieBar: boolean },
  sheet: ServerStyleSheet,
): RenderedChrome {
  const { store, i18n, cookieBar, ...providers } = props;
  store.injectSlice('shell', notificationsSlice);
  store.injectSlice('shell', modalsSlice);
  const url = new URL(props.url);
  const tree = (chrome: ReactElement) =>
    sheet.collectStyles(
      <AppProviders store={store} i18n={i18n} {...providers}>
        <RenderedPath value={url.pathname + url.search}>{chrome}</RenderedPath>
      </AppProviders>,
    );
  return {
    top: renderToString(tree(<ChromeTop notices={null} inMobileApp={false} cookieBar={cookieBar} />)),
    bottom: renderToString(tree(<ChromeBottom year={new Date().getFullYear()} />)),
  };
}
