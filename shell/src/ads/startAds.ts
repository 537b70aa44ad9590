import type { Lang } from '@opengood/contracts';
import {
  adChosen,
  adDismissalsRestored,
  adsSlice,
  selectChosenAd,
  selectDismissedAds,
  selectEnvironment,
  selectIsNonAdmin,
  selectIsSessionKnown,
  selectUser,
  type AppStore,
} from '@opengood/platform';
import { chooseAd } from './adEligibility';
import { readAdDismissals, writeAdDismissals } from './adDismissals';

export interface AdsOptions {
  store: AppStore;
  /** The page's language (the salary survey and résumé ads are English only). */
  getLang: () => Lang;
  /** Calls back when the page's language changes; returns an unsubscribe. */
  onLangChange: (listener: () => void) => () => void;
  fairsAdOn: boolean;
  storage?: Storage;
}

/**
 * The shell's ad chooser: puts the platform/ads slice into the store, restores remembered dismissals, and
 * keeps the chosen ad in step with the session, the environment and the language. Nothing is chosen
 * before the session is known, so an admin never glimpses an ad while their account loads.
 */
export function startAds({ store, getLang, onLangChange, fairsAdOn, storage }: AdsOptions): () => void {
  store.injectSlice('platform', adsSlice);
  store.dispatch(adDismissalsRestored(readAdDismissals(storage)));
  let saved = selectDismissedAds(store.getState());

  const update = () => {
    const state = store.getState();
    const dismissed = selectDismissedAds(state);
    if (dismissed !== saved) {
      saved = dismissed;
      writeAdDismissals(dismissed, storage);
    }
    const next = selectIsSessionKnown(state)
      ? chooseAd({
          lang: getLang(),
          user: selectUser(state),
          environment: selectEnvironment(state),
          isNonAdmin: selectIsNonAdmin(state),
          fairsAdOn,
          dismissed,
        })
      : null;
    if (next !== selectChosenAd(state)) store.dispatch(adChosen(next));
  };
  const unsubscribeStore = store.subscribe(update);
  const unsubscribeLang = onLangChange(update);
  update();
  return () => {
    unsubscribeStore();
    unsubscribeLang();
  };
}
