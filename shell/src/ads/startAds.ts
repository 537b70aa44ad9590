import type { Lang } from '@opengood/contracts';
import { fairPath } from '@opengood/routes';
import {
  adChosen,
  adDismissalsRestored,
  adsSlice,
  selectChosenAd,
  selectChosenAdHref,
  selectDismissedAds,
  selectEnvironment,
  selectIsNonAdmin,
  selectIsSessionKnown,
  selectUser,
  type AppStore,
} from '@opengood/platform';
import { chooseAd, mayAdvertiseGradFairs, visitorLocation, type NearbyFair } from './adEligibility';
import type { LatLng } from './geo';
import { readAdDismissals, writeAdDismissals } from './adDismissals';

export interface AdsOptions {
  store: AppStore;
  /** The page's language (the salary survey and résumé ads are English only). */
  getLang: () => Lang;
  /** Calls back when the page's language changes; returns an unsubscribe. */
  onLangChange: (listener: () => void) => () => void;
  fairsAdOn: boolean;
  /**
   * The nearest upcoming graduate fair within the ad's radius of a point (the api's GET /data/grad-fairs),
   * or null when none is: the fairs ad leads to it, and is not shown without one.
   */
  findNearbyFair: (location: LatLng) => Promise<NearbyFair | null>;
  storage?: Storage;
}

/** What is known of the fair near a point: being asked, or the answer (null: none, or the call failed). */
type FairLookup = { status: 'pending' } | { status: 'done'; fair: NearbyFair | null };

/**
 * The shell's ad chooser: puts the platform/ads slice into the store, restores remembered dismissals, and
 * keeps the chosen ad in step with the session, the environment and the language. Nothing is chosen
 * before the session is known, so an admin never glimpses an ad while their account loads; nor, for a
 * visitor the fairs ad may reach, before the api said which fair is near them (so another ad does not
 * flash first). The fairs ad leads to that fair's page.
 */
export function startAds({
  store,
  getLang,
  onLangChange,
  fairsAdOn,
  findNearbyFair,
  storage,
}: AdsOptions): () => void {
  store.injectSlice('platform', adsSlice);
  store.dispatch(adDismissalsRestored(readAdDismissals(storage)));
  let saved = selectDismissedAds(store.getState());
  let stopped = false;
  /** By point ("lat,lng"): the visitor's guessed location rarely changes, so it is asked once. */
  const lookups = new Map<string, FairLookup>();

  const nearbyFairAt = (location: LatLng): FairLookup => {
    const key = `${location.latitude},${location.longitude}`;
    const known = lookups.get(key);
    if (known) return known;
    const pending: FairLookup = { status: 'pending' };
    lookups.set(key, pending);
    const settle = (fair: NearbyFair | null) => {
      lookups.set(key, { status: 'done', fair });
      if (!stopped) update();
    };
    findNearbyFair({ latitude: location.latitude, longitude: location.longitude }).then(settle, () =>
      settle(null),
    );
    return pending;
  };

  function update() {
    const state = store.getState();
    const dismissed = selectDismissedAds(state);
    if (dismissed !== saved) {
      saved = dismissed;
      writeAdDismissals(dismissed, storage);
    }
    let next: { type: ReturnType<typeof chooseAd>; href: string | null } = { type: null, href: null };
    if (selectIsSessionKnown(state)) {
      const ctx = {
        lang: getLang(),
        user: selectUser(state),
        environment: selectEnvironment(state),
        isNonAdmin: selectIsNonAdmin(state),
        fairsAdOn,
        dismissed,
      };
      const location = visitorLocation(ctx);
      const lookup: FairLookup =
        location && mayAdvertiseGradFairs(ctx) ? nearbyFairAt(location) : { status: 'done', fair: null };
      if (lookup.status === 'done') {
        const type = chooseAd({ ...ctx, nearbyFair: lookup.fair });
        next = { type, href: type === 'GRAD_FAIRS' && lookup.fair ? fairPath(lookup.fair.id) : null };
      }
    }
    if (next.type !== selectChosenAd(state) || next.href !== selectChosenAdHref(state))
      store.dispatch(adChosen(next.type, next.href));
  }
  const unsubscribeStore = store.subscribe(update);
  const unsubscribeLang = onLangChange(update);
  update();
  return () => {
    stopped = true;
    unsubscribeStore();
    unsubscribeLang();
  };
}
