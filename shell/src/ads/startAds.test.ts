import {
  adDismissed,
  createAppStore,
  environmentLoaded,
  selectChosenAd,
  userLoaded,
  userSignedIn,
} from '@opengood/platform';
import type { Lang } from '@opengood/contracts';
import { testEnvironment, testUser } from '../testing/fixtures';
import { startAds } from './startAds';
import { AD_DISMISSALS_KEY } from './adDismissals';

function setUp(initialLang: Lang = 'en') {
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
    storage: window.localStorage,
  });
  const setLang = (next: Lang) => {
    lang = next;
    listeners.forEach((l) => l());
  };
  return { store, stop, setLang };
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
});
