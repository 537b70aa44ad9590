import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Lang } from '@opengood/contracts';
import { AppProviders, addNamespace, createAppStore } from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createTestI18n } from '@opengood/platform/testing';
import {
  LOCATION_INPUT_NS,
  locationInputBundledTranslations as locationInputTranslations,
} from '@opengood/feature-location';
import { SHELL_NS } from '../i18n/namespace';
import { bundledTranslations as shellTranslations } from '../i18n/bundled';
import { notificationsSlice } from '../chrome/notifications/notificationsSlice';
import { modalsSlice } from '../modals/modalsSlice';

/**
 * Test-only: renders part of the chrome with a real store and i18n, over the platform's fake api
 * (`createFakeHttp`: a real client whose answers come from `api`, by route, checked against the contracts).
 */
export function renderChrome(
  ui: ReactNode,
  { lang = 'en' as Lang, path = '/', api = {} as FakeHandlers } = {},
) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp(api);
  const store = createAppStore({ context: { http: fake.http } });
  store.injectSlice('shell', notificationsSlice);
  store.injectSlice('shell', modalsSlice);
  const i18n = createTestI18n(lang);
  addNamespace(i18n, SHELL_NS, shellTranslations);
  addNamespace(i18n, LOCATION_INPUT_NS, locationInputTranslations);
  const platform = {
    http: fake.http,
    preload: () => undefined,
    supportUrl: 'https://support.opengood.org/contact',
  };
  const result = render(
    <AppProviders store={store} i18n={i18n} platform={platform}>
      {ui}
    </AppProviders>,
  );
  return { ...result, store, fake, i18n };
}
