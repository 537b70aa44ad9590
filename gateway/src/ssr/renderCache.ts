import { LRUCache } from 'lru-cache';
import type { RenderRemote, RenderResult } from './types';

/** How long a rendered page is answered again without rendering it (issue 9: server-render p95). */
export const RENDER_CACHE_TTL_MS = 10_000;
export const RENDER_CACHE_MAX_ENTRIES = 500;
/**
 * Characters of markup + state (about bytes): 300 search pages of ~100 KB. The page assembled from each is
 * kept beside it (serverRender.ts), so the memory held is about twice this.
 */
export const RENDER_CACHE_MAX_SIZE = 30_000_000;

/**
 * hit: answered from the cache; miss: this request rendered; shared: it waited for another request's render;
 * bypass: a signed-in visitor's request, rendered afresh and not kept.
 */
export type RenderCacheOutcome = 'hit' | 'miss' | 'shared' | 'bypass';

export interface RenderCacheOptions {
  /** 0 turns the cache and the sharing of in-flight renders off: every request renders. */
  ttlMs?: number;
  maxEntries?: number;
  maxSize?: number;
  /** Tests hand in a clock; performance.now() by default. */
  now?: () => number;
}

/**
 * Everything a server render depends on: renders are anonymous by design, so the URL (path + query), the
 * origin written into the head, the live remotes' versions, the shell's renderer and whether the cookie
 * bar is shown (the visitor has no consent cookie) are all of it. The
 * versions are in the key so that a deploy or a rollback never answers the HTML of the version before.
 */
export function renderCacheKey(
  url: string,
  origin: string,
  remotes: Pick<RenderRemote, 'name' | 'version'>[],
  rendererGeneration: number,
  cookieBar = false,
): string {
  const versions = remotes.map((r) => `${r.name}@${r.version}`).sort();
  return JSON.stringify([origin, url, rendererGeneration, versions, cookieBar]);
}

/** A page that is the same for the next visitor: not a failure, not a page the browser is to render. */
function cacheable(result: RenderResult): boolean {
  if (result.kind === 'redirect') return true;
  return result.kind === 'page' && (result.status === 200 || result.status === 404 || result.status === 410);
}

function sizeOf(result: RenderResult): number {
  if (result.kind === 'redirect') return result.location.length + 1;
  if (result.kind !== 'page') return 1;
  const chrome = result.chrome ? result.chrome.top.length + result.chrome.bottom.length : 0;
  return result.html.length + chrome + (JSON.stringify(result.state)?.length ?? 0) + 1;
}

/**
 * A short-lived micro-cache of server renders with single flight: concurrent requests for the same key share
 * one render. A rejected render (a remote's failure, a missed budget) is never kept, so the next request
 * tries the server again instead of being sent to the browser-rendered page for the whole TTL.
 */
export class RenderCache {
  private readonly cache: LRUCache<string, RenderResult> | null;
  private readonly inFlight = new Map<string, Promise<RenderResult>>();

  constructor(o: RenderCacheOptions = {}) {
    const ttl = o.ttlMs ?? RENDER_CACHE_TTL_MS;
    this.cache =
      ttl > 0
        ? new LRUCache<string, RenderResult>({
            ttl,
            max: o.maxEntries ?? RENDER_CACHE_MAX_ENTRIES,
            maxSize: o.maxSize ?? RENDER_CACHE_MAX_SIZE,
            sizeCalculation: sizeOf,
            // An injected clock: lru-cache's debounce of now() runs on a real timer, which would hold an old
            // time across a test's clock moves.
            ...(o.now ? { perf: { now: o.now }, ttlResolution: 0 } : {}),
          })
        : null;
  }

  get enabled(): boolean {
    return this.cache !== null;
  }

  async get(
    key: string,
    render: () => Promise<RenderResult>,
  ): Promise<{ result: RenderResult; cache: RenderCacheOutcome }> {
    if (!this.cache) return { result: await render(), cache: 'miss' };
    const cached = this.cache.get(key);
    if (cached) return { result: cached, cache: 'hit' };
    const pending = this.inFlight.get(key);
    if (pending) return { result: await pending, cache: 'shared' };
    const flight = render()
      .then((result) => {
        if (cacheable(result)) this.cache!.set(key, result);
        return result;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, flight);
    return { result: await flight, cache: 'miss' };
  }
}
