import { render } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { Lang, User } from '@opengood/contracts';
import { createAppStore, installFeature, savedListingsSaga, testUser, userLoaded } from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createFeatureTestI18n } from '@opengood/platform/testing';
import App from '../App';
import { userDashboardFeature } from '../feature';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import { LOCATION_INPUT_NS, locationInputBundledTranslations } from '@opengood/feature-location';
import { CARD_ENTRY_NS, cardEntryBundledTranslations } from '@opengood/feature-payments';
import { USER_DASHBOARD_NS } from '../i18n';
import { bundledTranslations } from '../i18n/bundled';

const BUNDLED = {
  [USER_DASHBOARD_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
  [LOCATION_INPUT_NS]: locationInputBundledTranslations,
  [CARD_ENTRY_NS]: cardEntryBundledTranslations,
};

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

/** A signed-in user in the contract's shape, as /data/users/me answers it (the platform's fixture). */
export { testUser };

/**
 * The area at `path` in `lang`, signed in as `user` (null: known signed out; undefined: not known yet),
 * over the platform's fake api answering `handlers` by route; the platform's saved-listings saga runs as
 * the shell's session saga would run it.
 */
export function renderDashboard(
  path: string,
  lang: Lang,
  user: User | null | undefined,
  handlers: FakeHandlers = {},
) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp(handlers);
  const store = createAppStore({ context: { http: fake.http } });
  if (user !== undefined) store.dispatch(userLoaded(user));
  const i18n = createFeatureTestI18n(lang, userDashboardFeature, BUNDLED);
  installFeature(store, i18n, userDashboardFeature);
  store.runSaga('platform/savedListings', savedListingsSaga);
  const platform = { http: fake.http, preload: () => undefined, supportUrl: 'https://support.example' };
  render(<App store={store} i18n={i18n} platform={platform} />);
  return { store, fake };
}
