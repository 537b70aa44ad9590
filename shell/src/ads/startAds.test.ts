import {
  adDismissed,
  createAppStore,
  environmentLoaded,
  selectChosenAd,
  selectChosenAdHref,
  userLoaded,
  userSignedIn,
} from '@opengood/platform';
import type { Lang } from '@opengood/contracts';
import { testEnvironment, testUser } from '../testing/fixtures';
import { startAds } from './startAds';
import { AD_DISMISSALS_KEY } from './adDismissals';
import type { NearbyFair } from './adEligibility';
import type { LatLng } from './geo';

const BROOKLYN = {
  city: 'New York',
  stateCode: 'NY',
  countryCode: 'US',
  latitude: 40.6782,
  longitude: -73.9442,
};

/** The api's answers to "the nearest fair near here", settled by the test. */
function fairLookups() {
  const asked: LatLng[] = [];
  const waiting: ((fair: NearbyFair | null) => void)[] = [];
  return {
    asked,
    find: (location: LatLng) => {
      asked.push(location);
      return new Promise<NearbyFair | null>((resolve) => waiting.push(resolve));
    },
    answer: async (fair: NearbyFair | null) => {
      waiting.shift()?.(fair);
      await Promise.resolve();
    },
  };
}

function setUp(initialLang: Lang = 'en', lookups = fairLookups()) {
  let lang = initialLang;
  const listeners = new Set<() => void>();
  const store = createAppStore();
  const stop = startAds({
    store,
    getLang: () => lang,
    onLangChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    fairsAdOn: true,
    findNearbyFair: lookups.find,
    storage: window.localStorage,
  });
  const setLang = (next: Lang) => {
    lang = next;
    listeners.forEach((l) => l());
  };
  return { store, stop, setLang, lookups };
}

describe('startAds', () => {
  beforeEach(() => window.localStorage.clear());

  it('chooses nothing until the session is known, then follows the session, environment and language', () => {
    const { store, setLang } = setUp();
    store.dispatch(environmentLoaded(testEnvironment({ isUS: true })));
    expect(selectChosenAd(store.getState())).toBeNull();
    store.dispatch(userLoaded(null));
    expect(selectChosenAd(store.getState())).toBe('SALARY_SURVEY');
    setLang('es');
    expect(selectChosenAd(store.getState())).toBeNull();
    setLang('en');
    store.dispatch(userSignedIn(testUser({ permissions: ['orgAdmin'] })));
    expect(selectChosenAd(store.getState())).toBeNull();
  });

  it('remembers dismissals in local storage across page loads', () => {
    const first = setUp();
    first.store.dispatch(environmentLoaded(testEnvironment({ isUS: true })));
    first.store.dispatch(userLoaded(testUser({ isRecruitable: null })));
    expect(selectChosenAd(first.store.getState())).toBe('SALARY_SURVEY');
    first.store.dispatch(adDismissed('SALARY_SURVEY'));
    expect(selectChosenAd(first.store.getState())).toBe('RESUME_DB');
    expect(JSON.parse(window.localStorage.getItem(AD_DISMISSALS_KEY)!)).toEqual(['SALARY_SURVEY']);
    first.stop();

    const second = setUp();
    second.store.dispatch(environmentLoaded(testEnvironment({ isUS: true })));
    second.store.dispatch(userLoaded(testUser({ isRecruitable: null })));
    expect(selectChosenAd(second.store.getState())).toBe('RESUME_DB');
  });

  it('near New York: asks the api for the nearest fair once, shows nothing meanwhile, and leads to it', async () => {
    const { store, lookups, setLang } = setUp();
    store.dispatch(environmentLoaded(testEnvironment({ isUS: true, guessedLocation: BROOKLYN })));
    store.dispatch(userLoaded(null));
    expect(lookups.asked).toEqual([{ latitude: 40.6782, longitude: -73.9442 }]);
    // No salary survey flashing first while the fair is being looked up.
    expect(selectChosenAd(store.getState())).toBeNull();
    await lookups.answer({ id: 7 });
    expect(selectChosenAd(store.getState())).toBe('GRAD_FAIRS');
    expect(selectChosenAdHref(store.getState())).toBe('/fair/7');
    setLang('pt');
    expect([selectChosenAd(store.getState()), selectChosenAdHref(store.getState())]).toEqual([
      'GRAD_FAIRS',
      '/fair/7',
    ]);
    expect(lookups.asked).toHaveLength(1);
    store.dispatch(adDismissed('GRAD_FAIRS'));
    setLang('en');
    expect([selectChosenAd(store.getState()), selectChosenAdHref(store.getState())]).toEqual([
      'SALARY_SURVEY',
      null,
    ]);
  });

  it('no upcoming fair near the visitor (or the call failed): no fairs ad, the next one instead', async () => {
    const { store, lookups } = setUp();
    store.dispatch(environmentLoaded(testEnvironment({ isUS: true, guessedLocation: BROOKLYN })));
    store.dispatch(userLoaded(null));
    await lookups.answer(null);
    expect(selectChosenAd(store.getState())).toBe('SALARY_SURVEY');
  });

  it('does not ask for fairs for admins or visitors far from New York', () => {
    const { store, lookups } = setUp();
    store.dispatch(environmentLoaded(testEnvironment({ isUS: true, guessedLocation: BROOKLYN })));
    store.dispatch(userSignedIn(testUser({ permissions: ['orgAdmin'] })));
    store.dispatch(environmentLoaded(testEnvironment({ isUS: true })));
    store.dispatch(userLoaded(null));
    expect(lookups.asked).toEqual([]);
  });
});
