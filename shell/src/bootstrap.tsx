import { start, navigateToUrl } from 'single-spa';
import { areaForPath, isFairAreaPath, langFromPath } from '@opengood/routes';
import { isLang } from '@opengood/contracts';
import {
  cookieValue,
  CSRF_COOKIE,
  createAppStore,
  createHttpClient,
  createI18n,
  loadPlatformTranslations,
  loadTranslations,
  newerVersionDetected,
  renderStateChanged,
  selectForcedUpdate,
  type AppRootProps,
  type Platform,
} from '@opengood/platform';
import { LOCATION_INPUT_NS, locationInputTranslations } from '@opengood/feature-location';
import { SHELL_NS, shellTranslations } from './i18n/namespace';
import { startChrome } from './chrome/startChrome';
import { SUPPORT_URL } from './chrome/siteConfig';
import { fetchRegistry, registerRegistry, type RegistryEntry } from './platform/registry';
import { registerAreas, preloadArea } from './platform/registerAreas';
import { createShellSlotHost } from './platform/slotModules';
import { reportError } from './platform/reportError';
import { CLIENT_VERSION } from './platform/clientVersion';
import { readServerState } from './platform/serverState';
import { writeFlash } from './flash/flashCookie';
import { AREA_APP } from './platform/areaApps';
import { currentSignals, followPageLanguage, pageLang } from './language';
import { forgetEndedSession, startSession } from './session';

async function boot() {
  // The URL's language, else (unprefixed pages) the last chosen or the browser's until the user is known.
  const lang = pageLang(currentSignals(window));
  const i18n = createI18n(lang);
  // The chrome's strings in the page's language only (an English page fetches no Spanish or Portuguese):
  // the shell's, the platform's, and the search bar's location input (areas that show it add it too).
  const chromeStrings = Promise.all([
    loadPlatformTranslations(i18n),
    loadTranslations(i18n, [
      { ns: SHELL_NS, translations: shellTranslations },
      { ns: LOCATION_INPUT_NS, translations: locationInputTranslations },
    ]),
  ]);
  // A server-rendered page hands over its store state: its data is not fetched again (docs/product/chrome.md#render-states).
  const serverState = readServerState();
  const store = createAppStore(serverState ? { preloadedState: serverState } : {});
  if (serverState) store.dispatch(renderStateChanged('client-not-hydrated'));

  const http = createHttpClient({
    clientVersion: CLIENT_VERSION,
    getPathname: () => window.location.pathname + window.location.search,
    getLang: () => (isLang(i18n.language) ? i18n.language : langFromPath(window.location.pathname)),
    getCsrfToken: () => cookieValue(document.cookie, CSRF_COOKIE),
    isFairArea: () => isFairAreaPath(window.location.pathname),
    onFlash: (message) => {
      writeFlash({ type: message.type, data: message.data as Record<string, unknown> | undefined });
      if (message.type === 'LOGIN_REQUIRED') forgetEndedSession(store);
    },
    // After a forced update every navigation is a full page load (docs/product/http-and-errors.md#forced-update).
    navigate: (path) =>
      selectForcedUpdate(store.getState()) ? window.location.assign(path) : navigateToUrl(path),
    onForcedUpdate: () => store.dispatch(newerVersionDetected()),
    reportError,
  });

  let registry: RegistryEntry[] = [];
  // Settled once the registry is read and registered (empty when it could not be read).
  let registryKnown: (entries: RegistryEntry[]) => void = () => undefined;
  const registryRead = new Promise<RegistryEntry[]>((resolve) => (registryKnown = resolve));

  const platform: Platform = {
    http,
    supportUrl: SUPPORT_URL,
    preload: (path) => preloadArea(registry, AREA_APP[areaForPath(path.split('?')[0] ?? path)] ?? null),
    // What areas show on other apps' screens (the header's cart pill): each remote's small ./slots module,
    // loaded when a slot first shows (platform README "Slots").
    slots: createShellSlotHost({ store, i18n, registry: registryRead, reportError }),
  };
  store.setSagaContext({ http });
  const props: AppRootProps = { store, i18n, platform };

  followPageLanguage(store, i18n);
  // Unprefixed pages wait for the session before their area mounts (their language and access depend on it).
  // A server-rendered page (public, prefixed) hydrates first: its signed-in parts fill in afterwards, so the
  // first render in the browser is the server's (anonymous) one and hydration matches.
  const sessionReady = serverState ? Promise.resolve() : startSession(store, i18n);
  // Header, footer, flash, cookie bar, modals, ads and analytics (docs/product/chrome.md), once their strings are in.
  await chromeStrings;
  startChrome(props, reportError);
  document.documentElement.lang = lang;

  // The chrome is up before the registry is read, so a slow or broken registry never blanks the page.
  try {
    registry = await fetchRegistry();
    registerRegistry(registry);
  } catch (error) {
    // Without a registry every area shows its fallback; the chrome still works.
    reportError(error);
  }
  registryKnown(registry);

  await sessionReady;
  registerAreas({ registry, props, reportError });
  if (serverState) {
    // single-spa's first mount of the page's area is its hydration.
    window.addEventListener(
      'single-spa:first-mount',
      () => {
        store.dispatch(renderStateChanged('client-hydrated'));
        void startSession(store, i18n);
      },
      { once: true },
    );
    start({ urlRerouteOnly: true });
    return;
  }
  store.dispatch(renderStateChanged('client-not-hydrated'));
  start({ urlRerouteOnly: true });
  store.dispatch(renderStateChanged('client-hydrated'));
}

void boot();
