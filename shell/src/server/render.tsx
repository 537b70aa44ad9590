import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { areaForPath } from '@opengood/routes';
import {
  loadFeatureTranslations,
  createAppStore,
  createI18n,
  loadPage,
  pageEntered,
  pageLoadFinished,
  pageStatus,
  platformSlice,
  pagesSlice,
  type PageMeta,
  type PageOutcome,
  type Platform,
} from '@opengood/platform';
import { urlLang } from '../language/pageLang';
import { AREA_APP } from '../platform/areaApps';
import { SUPPORT_URL } from '../chrome/siteConfig';
import { loadServerModule } from './remoteModules';
import { loadChromeTranslations, renderChrome, type RenderedChrome } from './renderChrome';
import { createServerHttpClient } from './serverHttp';
import { RenderFailure, type RenderRemote, type RenderRequest, type RenderResult } from './types';

/** The areas whose pages are public and rendered on the server; every other stays browser-rendered. */
export const SERVER_RENDERED_AREAS: ReadonlySet<string> = new Set(['mfe-search', 'mfe-listings']);

/** The api's share of a render's budget: its answer, not the React render, is what takes time. */
export const API_DEADLINE_MS = 1_500;

/**
 * Loads the live server containers of the server-rendered areas ahead of the first page (a container is a
 * few hundred KB to parse: the first visitor's page would miss its budget). Failures are left to render().
 */
export async function preload(remotes: RenderRemote[]): Promise<void> {
  await Promise.all(
    remotes
      .filter((r) => SERVER_RENDERED_AREAS.has(r.remote) && r.serverEntryFile)
      .map((r) => loadServerModule({ ...r, serverEntryFile: r.serverEntryFile! }).catch(() => undefined)),
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Renders one public page on the server (docs/architecture.md#server-rendering): the live version of its
 * area's server build, a fresh store, HTTP client and i18n instance, the page's own loader run to
 * completion, then its markup, head and state. Throws RenderFailure when the area cannot be rendered (no
 * server build, it throws, its data failed): the gateway then serves the browser-rendered page.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const app = AREA_APP[areaForPath(url.pathname)];
  if (!app || !SERVER_RENDERED_AREAS.has(app)) return { kind: 'browser', reason: 'not a public area' };
  // An unprefixed page is in the visitor's language, which only the browser knows.
  const lang = urlLang(url.pathname);
  if (!lang) return { kind: 'browser', reason: 'the URL states no language' };

  const remote = request.remotes.find((r) => r.remote === app);
  if (!remote) throw new RenderFailure(app, 'not in the registry');
  if (!remote.serverEntryFile) throw new RenderFailure(app, `version ${remote.version} has no server build`);
  const { App, feature } = await loadServerModule({
    ...remote,
    serverEntryFile: remote.serverEntryFile,
  }).catch((error: unknown) => {
    throw new RenderFailure(app, `its server build ${remote.version} failed to load: ${messageOf(error)}`);
  });

  const i18n = createI18n(lang);
  await Promise.all([loadFeatureTranslations(i18n, feature), loadChromeTranslations(i18n)]);
  const http = createServerHttpClient({ apiUrl: request.apiUrl, lang, pathname: url.pathname + url.search });
  const store = createAppStore({ context: { http } });
  for (const slice of feature.slices ?? []) store.injectSlice(feature.area, slice);

  const page = feature.pages?.match(url) ?? null;
  if (page?.redirectTo) return { kind: 'redirect', status: 301, location: page.redirectTo, remote: app };

  let outcome: PageOutcome | undefined = page ? undefined : { status: 'notFound', statusCode: 404 };
  const key = page?.dataKey(lang) ?? null;
  if (page && key !== null) {
    store.dispatch(pageEntered({ area: feature.area, key, href: url.href, lang }));
    outcome = await loadPage(page, {
      url,
      http,
      lang,
      signal: AbortSignal.timeout(request.apiDeadlineMs ?? API_DEADLINE_MS),
    });
    // The browser shows its error page with a retry; a server never answers a working page with one.
    if (outcome.status === 'failed')
      throw new RenderFailure(app, `the page's data failed (${outcome.statusCode ?? 'no answer'})`);
    store.dispatch(pageLoadFinished({ area: feature.area, key, outcome }));
  }

  const data = outcome?.status === 'loaded' ? outcome.data : undefined;
  const meta: PageMeta =
    page && outcome?.status !== 'notFound'
      ? // The table's namespace is the feature's (a string here: its type lives in the remote's build).
        page.meta(data, i18n.getFixedT(lang, feature.ns as never) as Parameters<typeof page.meta>[1])
      : { title: i18n.t('notFound.title'), noindex: true };

  // A wrong or missing slug: the page lives at its canonical address (the browser replaces it too).
  const canonical = meta.canonicalPath ? new URL(meta.canonicalPath, url) : null;
  if (canonical && outcome?.status === 'loaded' && canonical.pathname !== url.pathname)
    return { kind: 'redirect', status: 301, location: canonical.pathname + url.search, remote: app };

  const platform: Platform = { http, supportUrl: SUPPORT_URL, preload: () => undefined };
  const sheet = new ServerStyleSheet();
  let html: string;
  let styles: string;
  let chrome: RenderedChrome | undefined;
  try {
    html = renderToString(
      sheet.collectStyles(<App store={store} i18n={i18n} platform={platform} url={url.href} />),
    );
    // The page stands without its chrome: the browser renders a chrome the server could not.
    try {
      chrome = renderChrome(
        { store, i18n, platform, url: url.href, cookieBar: request.cookieBar === true },
        sheet,
      );
    } catch (error) {
      console.warn(`ssr: ${url.pathname} chrome rendered in the browser: ${messageOf(error)}`);
    }
    styles = sheet.getStyleTags();
  } catch (error) {
    throw new RenderFailure(app, `rendering threw: ${messageOf(error)}`);
  } finally {
    sheet.seal();
  }

  const state = store.getState();
  return {
    kind: 'page',
    status: pageStatus(outcome, meta.status),
    area: app,
    version: remote.version,
    head: { ...meta, lang, styles },
    html,
    ...(chrome ? { chrome } : {}),
    // Only what the browser cannot know without asking again: the loaded page. The session and the
    // area's own slices start afresh there (signed-in parts fill in after hydration).
    state: {
      [pagesSlice.reducerPath]: state[pagesSlice.reducerPath],
      [platformSlice.reducerPath]: state[platformSlice.reducerPath],
    },
  };
}
