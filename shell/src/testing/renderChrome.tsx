import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Lang } from '@opengood/contracts';
import { AppProviders, addNamespace, createAppStore, createI18n, type HttpClient } from '@opengood/platform';
import { LOCATION_INPUT_NS, locationInputTranslations } from '@opengood/feature-location';
import { SHELL_NS, shellTranslations } from '../i18n/namespace';
import { notificationsSlice } from '../chrome/notifications/notificationsSlice';
import { modalsSlice } from '../modals/modalsSlice';

export interface FakeHttp {
  get: jest.Mock;
  post: jest.Mock;
  patch: jest.Mock;
  put: jest.Mock;
  delete: jest.Mock;
  request: jest.Mock;
}

/** Test-only: renders part of the chrome with a real store and i18n, and an http client of jest mocks. */
export function renderChrome(ui: ReactNode, { lang = 'en' as Lang, path = '/' } = {}) {
  window.history.replaceState(null, '', path);
  const http: FakeHttp = {
    get: jest.fn(async () => ({})),
    post: jest.fn(async () => ({})),
    patch: jest.fn(async () => ({})),
    put: jest.fn(async () => ({})),
    delete: jest.fn(async () => ({})),
    request: jest.fn(async () => ({})),
  };
  const store = createAppStore({ context: { http: http as unknown as HttpClient } });
  store.injectSlice('shell', notificationsSlice);
  store.injectSlice('shell', modalsSlice);
  const i18n = createI18n(lang);
  addNamespace(i18n, SHELL_NS, shellTranslations);
  addNamespace(i18n, LOCATION_INPUT_NS, locationInputTranslations);
  const platform = {
    http: http as unknown as HttpClient,
    preload: () => undefined,
    supportUrl: 'https://support.opengood.org/contact',
  };
  const result = render(
    <AppProviders store={store} i18n={i18n} platform={platform}>
      {ui}
    </AppProviders>,
  );
  return { ...result, store, http, i18n };
}
