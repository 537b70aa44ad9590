import { render } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { Lang } from '@opengood/contracts';
import { AppProviders, createAppStore, createI18n, addNamespace, type HttpClient } from '@opengood/platform';
import { SHELL_NS, shellTranslations } from '../../i18n/namespace';
import { AccountsApp } from '../AccountsApp';

export interface FakeApi {
  post: jest.Mock;
  get: jest.Mock;
}

// As in the browser once single-spa started: history changes become routing (popstate) events, so the
// pages follow navigation.
patchHistoryApi();

/**
 * Renders the account area at `url` in `lang` with a fake http client whose POST answers come from
 * `post` (by URL). Navigation is observed on window.location.
 */
export function renderAccountPage(
  url: string,
  {
    lang = 'en',
    post = async () => ({}),
  }: { lang?: Lang; post?: (url: string, body: unknown) => Promise<unknown> } = {},
) {
  window.history.replaceState(null, '', url);
  const http = { post: jest.fn(post), get: jest.fn(async () => ({})) } as unknown as HttpClient & FakeApi;
  const store = createAppStore();
  const i18n = createI18n(lang);
  addNamespace(i18n, SHELL_NS, shellTranslations);
  const platform = { http, preload: () => undefined, supportUrl: 'https://support.example/contact' };
  const view = render(
    <AppProviders store={store} i18n={i18n} platform={platform}>
      <AccountsApp />
    </AppProviders>,
  );
  return { ...view, http, store, i18n };
}
