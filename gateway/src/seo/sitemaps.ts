import { Router, type ErrorRequestHandler, type Response } from 'express';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import {
  DATA_ROUTES,
  DETAIL_RESOURCES,
  LANGS,
  SEARCH_TYPES,
  type Lang,
  type SearchType,
  type SitemapEntry,
} from '@opengood/contracts';
import { homePath, listingPath, orgPath, searchPath } from '@opengood/routes';
import { partLogger } from '../logger';

const log = partLogger('sitemaps');

/** What a sitemap file lists: each URL in every language, with the others (and x-default) as alternates. */
type Localised = (lang: Lang) => string;

const DEFAULT_LANG: Lang = 'en';
const API_DEADLINE_MS = 10_000;
/** Crawlers come back daily at most; the index and its files may be a little stale. */
const CACHE_CONTROL = 'public, max-age=3600';

function kindOfResource(resource: string): SearchType | undefined {
  return SEARCH_TYPES.find((kind) => DETAIL_RESOURCES[kind] === resource);
}

function fileName(kind: SearchType, fromId: number, toId: number): string {
  return `${DETAIL_RESOURCES[kind]}-${fromId}-${toId}.xml`;
}

function entryPath(kind: SearchType, entry: SitemapEntry): Localised {
  return kind === 'ORG'
    ? (lang) => orgPath(lang, entry.orgType, entry.id, entry.title)
    : (lang) => listingPath(lang, kind, entry.id, entry.title);
}

/** A /data answer, asked with the request's id (the api logs with it). */
async function fetchData<T>(
  apiUrl: string,
  path: string,
  schema: { parse(value: unknown): T },
  res: Response,
): Promise<T> {
  const requestId = res.locals.requestId as string | undefined;
  const response = await fetch(`${apiUrl}/data${path}`, {
    signal: AbortSignal.timeout(API_DEADLINE_MS),
    headers: requestId ? { 'X-Request-Id': requestId } : {},
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return schema.parse(await response.json());
}

function notFound(res: Response) {
  res.status(404).type('text/plain').send('No such sitemap');
}

/** Writes each localised path as one <url> per language with hreflang alternates, streamed to the response. */
function streamUrls(res: Response, origin: string, items: Iterable<{ path: Localised; lastmod?: string }>) {
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  res.type('application/xml').set('Cache-Control', CACHE_CONTROL);
  stream.pipe(res);
  for (const { path, lastmod } of items) {
    const links = [
      ...LANGS.map((lang) => ({ lang, url: `${origin}${path(lang)}` })),
      { lang: 'x-default', url: `${origin}${path(DEFAULT_LANG)}` },
    ];
    for (const lang of LANGS) stream.write({ url: `${origin}${path(lang)}`, lastmod, links });
  }
  stream.end();
}

/**
 * /sitemap.xml is a sitemap index: the site's own pages, then one file per run of listings or organisations
 * (at most 50,000 URLs each, id ranges from the api). Each file is built from one bounded api answer and
 * streamed, so the work per request stays the same at a million listings.
 */
export function sitemaps(apiUrl: string, publicOrigin: string): Router {
  const router = Router();

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const origin = publicOrigin;
      const { kinds } = await fetchData(
        apiUrl,
        DATA_ROUTES.sitemapChunks.path,
        DATA_ROUTES.sitemapChunks.answer,
        res,
      );
      const index = new SitemapIndexStream();
      res.type('application/xml').set('Cache-Control', CACHE_CONTROL);
      index.pipe(res);
      index.write({ url: `${origin}/sitemaps/pages.xml` });
      for (const { kind, chunks } of kinds) {
        for (const chunk of chunks) {
          index.write({
            url: `${origin}/sitemaps/${fileName(kind, chunk.fromId, chunk.toId)}`,
            lastmod: chunk.lastmod,
          });
        }
      }
      index.end();
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemaps/pages.xml', (req, res) => {
    const pages: Localised[] = [
      homePath,
      ...SEARCH_TYPES.map((type) => (lang: Lang) => searchPath(lang, type)),
    ];
    streamUrls(
      res,
      publicOrigin,
      pages.map((path) => ({ path })),
    );
  });

  router.get('/sitemaps/:file', async (req, res, next) => {
    const match = /^([a-z]+)-(\d{1,10})-(\d{1,10})\.xml$/.exec(req.params.file);
    const kind = match ? kindOfResource(match[1]!) : undefined;
    if (!match || !kind) return notFound(res);
    try {
      const route = DATA_ROUTES.sitemapEntries;
      const query = new URLSearchParams({ kind, fromId: match[2]!, toId: match[3]! });
      const { entries } = await fetchData(apiUrl, `${route.path}?${query}`, route.answer, res);
      if (entries.length === 0) return notFound(res);
      streamUrls(
        res,
        publicOrigin,
        entries.map((entry) => ({ path: entryPath(kind, entry), lastmod: entry.lastmod })),
      );
    } catch (error) {
      next(error);
    }
  });

  // The data service down or slow: crawlers retry a 503 later, a 500 would read as a broken site.
  const unavailable: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    log.error({ err: error }, 'sitemap unavailable: the data service did not answer');
    res.status(503).set('Retry-After', '600').type('text/plain').send('Sitemap temporarily unavailable');
  };
  router.use(unavailable);

  return router;
}
