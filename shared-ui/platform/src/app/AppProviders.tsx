import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme, shouldForwardProp } from '@opengood/design-system';
import type { AppStore } from '../store';
import type { I18n } from '../i18n';
import { FixedUrl } from '../navigation/location';
import { PlatformContext, type Platform } from './PlatformContext';

export interface AppRootProps {
  store: AppStore;
  i18n: I18n;
  platform: Platform;
  /**
   * The URL to render (a server render, a test); without it the browser's location is followed. Areas
   * own absolute paths, so no basename is needed.
   */
  url?: string;
}

/** The providers every area renders under; the same on the server and in the browser. */
export function AppProviders({
  store,
  i18n,
  platform,
  url,
  children,
}: AppRootProps & { children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformContext.Provider value={platform}>
          <FixedUrl url={url}>
            <StyleSheetManager shouldForwardProp={shouldForwardProp}>
              <ThemeProvider theme={theme}>{children}</ThemeProvider>
            </StyleSheetManager>
          </FixedUrl>
        </PlatformContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
