import { createRoot } from 'react-dom/client';
import { start, navigateToUrl } from 'single-spa';
import { areaForPath, langFromPath } from '@opengood/routes';
import { GlobalStyle } from '@opengood/design-system';
import {
  AppProviders,
  createAppStore,
  createHttpClient,
  createI18n,
  addNamespace,
  flashReceived,
  newerVersionDetected,
  renderStateChanged,
  selectForcedUpdate,
  type AppRootProps,
  type Platform,
} from '@opengood/platform';
import { SHELL_NS, shellTranslations } from './i18n/namespace';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { FlashMessages } from './chrome/FlashMessages';
import { fetchRegistry, registerRegistry, type RegistryEntry } from './platform/registry';
import { registerAreas, preloadArea } from './platform/registerAreas';
import { useRoutingPathname } from './platform/useRoutingPathname';
import { reportError } from './platform/reportError';
import { takeFlash, writeFlash } from './flash/flashCookie';
import { AREA_APP } from './platform/areaApps';

// Answers carrying a higher _version than this force full page loads (spec §4).
const CLIENT_VERSION = 1;
const SUPPORT_URL = 'https://support.opengood.example/contact';

function Chrome({ props }: { props: AppRootProps }) {
  const pathname = useRoutingPathname();
  return (
    <AppProviders {...props}>
      <GlobalStyle />
      <Header pathname={pathname} />
      <FlashMessages />
    </AppProviders>
  );
}

async function boot() {
  const lang = langFromPath(window.location.pathname);
  const i18n = createI18n(lang);
  addNamespace(i18n, SHELL_NS, shellTranslations);
  const store = createAppStore();
  let flashSeq = 0;
  const showPendingFlash = () => {
    const pending = takeFlash();
    if (pending) store.dispatch(flashReceived({ ...pending, id: `flash-${++flashSeq}` }));
  };

  const http = createHttpClient({
    clientVersion: CLIENT_VERSION,
    getPathname: () => window.location.pathname + window.location.search,
    getLang: () => langFromPath(window.location.pathname),
    isFairArea: () => window.location.pathname.startsWith('/fair'),
    onFlash: (message) =>
      writeFlash({ type: message.type, data: message.data as Record<string, unknown> | undefined }),
    // After a forced update every navigation is a full page load (spec §4).
    navigate: (path) =>
      selectForcedUpdate(store.getState()) ? window.location.assign(path) : navigateToUrl(path),
    onForcedUpdate: () => store.dispatch(newerVersionDetected()),
    reportError,
  });

  let registry: RegistryEntry[] = [];

  const platform: Platform = {
    http,
    supportUrl: SUPPORT_URL,
    preload: (path) => preloadArea(registry, AREA_APP[areaForPath(path.split('?')[0] ?? path)] ?? null),
  };
  store.setSagaContext({ http });
  const props: AppRootProps = { store, i18n, platform };

  window.addEventListener('single-spa:before-routing-event', () => {
    const next = langFromPath(window.location.pathname);
    if (i18n.language !== next) void i18n.changeLanguage(next);
    document.documentElement.lang = next;
  });
  window.addEventListener('single-spa:routing-event', showPendingFlash);

  createRoot(document.getElementById('chrome-top')!).render(<Chrome props={props} />);
  createRoot(document.getElementById('chrome-bottom')!).render(
    <AppProviders {...props}>
      <Footer year={new Date().getFullYear()} />
    </AppProviders>,
  );
  document.documentElement.lang = lang;

  // The chrome is up before the registry is read, so a slow or broken registry never blanks the page.
  try {
    registry = await fetchRegistry();
    registerRegistry(registry);
  } catch (error) {
    // Without a registry every area shows its fallback; the chrome still works.
    reportError(error);
  }

  registerAreas({ registry, props, reportError });
  store.dispatch(renderStateChanged('client-not-hydrated'));
  start({ urlRerouteOnly: true });
  store.dispatch(renderStateChanged('client-hydrated'));
}

void boot();
