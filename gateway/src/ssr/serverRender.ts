import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { CONSENT_COOKIE, SESSION_COOKIE } from '@opengood/contracts';
import { AREAS, areaForPath } from '@opengood/routes';
import { NO_CACHE } from '../cache-control';
import { partLogger } from '../logger';
import { readServedRegistry, type ServedRegistry, type ServeOptions } from '../registry';
import { assemblePage } from './assemble';
import { rendererSource } from './loadRenderer';
import { RenderCache, renderCacheKey } from './renderCache';
import type { Renderer, RenderRemote, RenderResult } from './types';

const ssrLog = partLogger('ssr');

export interface ServerRenderOptions {
  shellDir: string;
  deployDir: string;
  apiUrl: string;
  /** The configured public origin (PUBLIC_ORIGIN): canonical, og:url, hreflang, JSON-LD. */
  publicOrigin: string;
  serve?: ServeOptions;
  /** The whole render's budget; past it the browser renders the page (default 800 ms). */
  budgetMs?: number;
  /** The api calls' share of it (default 600 ms, so the render itself keeps some). */
  apiDeadlineMs?: number;
  /** Where the one line per fallback goes (default: the gateway's log, as a warning). */
  log?: (line: string) => void;
  /**
   * How long a rendered page (200, 404, 410) or redirect is answered again without rendering (default 10 s; 0 turns
   * the cache off). Renders are anonymous, so a visitor sees a page at most this old; signed-in parts are
   * filled in by the browser and are never in it.
   */
  renderCacheTtlMs?: number;
  /** The render cache's clock (tests). */
  renderCacheNow?: () => number;
  /** Tests hand in a renderer; by default the shell's server build under shellDir. */
  renderer?: () => Promise<Renderer | null>;
}

export const RENDER_BUDGET_MS = 800;

class Timeout extends Error {}

function withBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`missed its ${ms} ms budget`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A same-origin /remotes/<remote>/<version>/… path → its file in the deploy folder; anything else: none. */
export function serverEntryFile(deployDir: string, serverEntry: string | undefined): string | undefined {
  const match = serverEntry?.match(
    /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9._-]+)\/(server\/[A-Za-z0-9._/-]+\.js)$/,
  );
  if (!match || match[3]!.includes('..')) return undefined;
  return path.join(deployDir, 'remotes', match[1]!, match[2]!, match[3]!);
}

export function renderRemotes(registry: ServedRegistry, deployDir: string): RenderRemote[] {
  return registry.remotes.map(({ name, remote, version, serverEntry }) => ({
    name,
    remote,
    version,
    serverEntryFile: serverEntryFile(deployDir, serverEntry),
  }));
}

/** The remote a failure names, else the one whose area the path is in (a missed budget names none). */
function remoteOf(error: unknown, pathname: string): string {
  if (error && typeof error === 'object' && typeof (error as { remote?: unknown }).remote === 'string')
    return (error as { remote: string }).remote;
  const area = areaForPath(pathname);
  return AREAS.find((a) => a.area === area)?.app ?? 'shell';
}
const hasCookie = (header: string | undefined, name: string) =>
  !!header && header.split(';').some((pair) => pair.trim().startsWith(`${name}=`));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Server rendering of the public pages (issue 9): the shell's server build renders the page from the live
 * version of its area's server build; the answer carries the page's status, head, markup and state. Any
 * page it does not render (not public, no server build, a failure, a missed budget) goes on to the
 * browser-rendered index.html: server rendering never turns a working page into an error. Failures are
 * logged in one line naming the remote and why.
 */
export function serverRender(o: ServerRenderOptions): RequestHandler {
  const renderer = o.renderer ?? rendererSource(o.shellDir);
  const log = o.log ?? ((line: string) => ssrLog.warn(line));
  const budgetMs = o.budgetMs ?? RENDER_BUDGET_MS;
  const cache = new RenderCache({ ttlMs: o.renderCacheTtlMs, now: o.renderCacheNow });
  // A redeployed shell is a new renderer object: its pages must not be answered from the previous one's.
  const generations = new WeakMap<Renderer, number>();
  let nextGeneration = 0;
  // A kept render's assembled page, beside it (freed with it): the assembly (head tags, the state as JSON) is
  // most of what a hit costs. Assembled again when the shell's index.html changes.
  const assembled = new WeakMap<RenderResult, { indexHtml: string; html: string }>();
  const generationOf = (r: Renderer) => {
    let generation = generations.get(r);
    if (generation === undefined) generations.set(r, (generation = nextGeneration++));
    return generation;
  };
  // Loaded at start with the live remotes' server builds, so the first visitor's page does not pay for them.
  renderer()
    .then(async (loaded) => {
      if (!loaded?.preload) return;
      const registry = await readServedRegistry(o.deployDir, o.serve ?? {});
      await loaded.preload(renderRemotes(registry, o.deployDir));
    })
    .catch((error: unknown) => log(`ssr: the shell's server build failed to load: ${messageOf(error)}`));
  return async (req: Request, res, next) => {
    // A path that URL parsing would read as another host (//example.org/…) is not a page of this site.
    if (!req.accepts('html') || !req.originalUrl.startsWith('/') || req.originalUrl.startsWith('//'))
      return next();
    const origin = o.publicOrigin;
    const started = performance.now();
    let result: RenderResult;
    let indexHtml: string;
    let cached: string;
    try {
      const render = await renderer();
      if (!render) return next();
      const registry = await readServedRegistry(o.deployDir, o.serve ?? {});
      const remotes = renderRemotes(registry, o.deployDir);
      const cookieBar = !hasCookie(req.headers.cookie, CONSENT_COOKIE);
      const key = renderCacheKey(req.originalUrl, origin, remotes, generationOf(render), cookieBar);
      // The budget is the shared render's: a request joining it waits at most what is left of it, and a
      // missed budget rejects the render, which the cache then does not keep.
      const renderNow = () =>
        withBudget(
          render.render({
            url: req.originalUrl,
            origin,
            apiUrl: o.apiUrl,
            remotes,
            apiDeadlineMs: o.apiDeadlineMs ?? Math.round(budgetMs * 0.75),
            cookieBar,
          }),
          budgetMs,
        );
      // A signed-in visitor may have just changed what the page shows (an organisation's admin editing a
      // listing): theirs is rendered afresh. Everyone else shares the anonymous render for the TTL.
      const rendering = hasCookie(req.headers.cookie, SESSION_COOKIE)
        ? renderNow().then((result) => ({ result, cache: 'bypass' as const }))
        : cache.get(key, renderNow);
      const [answer, shellHtml] = await Promise.all([
        rendering,
        fs.readFile(path.join(o.shellDir, 'index.html'), 'utf8'),
      ]);
      ({ result, cache: cached } = answer);
      indexHtml = shellHtml;
    } catch (error) {
      log(
        `ssr: ${req.originalUrl} rendered in the browser: ${remoteOf(error, req.path)} ${messageOf(error).replace(/^[a-z-]+: /, '')}`,
      );
      return next();
    }
    if (result.kind === 'browser') return next();
    if (result.kind === 'redirect') {
      res.set('Cache-Control', NO_CACHE).set('X-Render-Cache', cached).redirect(301, result.location);
      return;
    }
    let html: string;
    try {
      const kept = assembled.get(result);
      if (kept?.indexHtml === indexHtml) html = kept.html;
      else {
        html = assemblePage(indexHtml, result, { origin, url: new URL(req.originalUrl, origin) });
        if (cache.enabled) assembled.set(result, { indexHtml, html });
      }
    } catch (error) {
      log(`ssr: ${req.originalUrl} rendered in the browser: shell ${messageOf(error)}`);
      return next();
    }
    res
      .status(result.status)
      .set('Cache-Control', NO_CACHE)
      .set('Server-Timing', `ssr;dur=${(performance.now() - started).toFixed(1)};desc="${result.area}"`)
      .set('X-Render-Cache', cached)
      .type('html')
      .send(html);
  };
}
