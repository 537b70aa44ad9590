import { render } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { Lang } from '@opengood/contracts';
import { AppProviders, createAppStore, addNamespace } from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createTestI18n } from '@opengood/platform/testing';
import { SHELL_NS } from '../../i18n/namespace';
import { bundledTranslations as shellTranslations } from '../../i18n/bundled';
import { AccountsApp } from '../AccountsApp';

// As in the browser once single-spa started: history changes become routing (popstate) events, so the
// pages follow navigation.
patchHistoryApi();

/**
 * Renders the account area at `url` in `lang` over the platform's fake api (`createFakeHttp`: answers by
 * route from `api`, refusing what the api would refuse, checked against the contracts). Navigation is
 * observed on window.location.
 */
export function renderAccountPage(
  url: string,
  { lang = 'en', api = {} }: { lang?: Lang; api?: FakeHandlers } = {},
) {
  window.history.replaceState(null, '', url);
  const fake = createFakeHttp(api);
  const store = createAppStore({ context: { http: fake.http } });
  const i18n = createTestI18n(lang);
  addNamespace(i18n, SHELL_NS, shellTranslations);
  const platform = {
    http: fake.http,
    preload: () => undefined,
    supportUrl: 'https://support.example/contact',
  };
  const view = render(
    <AppProviders store={store} i18n={i18n} platform={platform}>
      <AccountsApp />
    </AppProviders>,
  );
  return { ...view, fake, store, i18n };
}
