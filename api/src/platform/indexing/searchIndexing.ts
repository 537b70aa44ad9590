import type { Db } from '../db/db';
import { moduleLogger, type Logger } from '../log';

// The search-engine indexing port (api/README.md "Search-engine indexing"): tells a search engine that a
// public page changed (URL_UPDATED) or is gone (URL_DELETED), in the shape of Google's Indexing API
// (POST {INDEXING_API_URL}/v3/urlNotifications:publish with `{ url, type }`). Google's quota is 200
// notifications a day, so the port counts what it sends per UTC day (search_indexing_days) and answers
// DEFERRED, sending nothing, past the quota: the caller keeps the notice for the next day. Without
// INDEXING_API_URL (development, tests that do not look) the port only logs what it would send.

export type IndexingType = 'URL_UPDATED' | 'URL_DELETED';

export type IndexingOutcome =
  | { outcome: 'SENT' }
  /** INDEXING_API_URL is unset: logged, nothing sent. */
  | { outcome: 'LOGGED' }
  /** The day's quota is used up: nothing sent; try again from `until` (the next UTC midnight). */
  | { outcome: 'DEFERRED'; until: Date };

export interface SearchIndexing {
  /** Notifies the search engine about one public URL; throws when the service refuses or is unreachable. */
  notifyIndexing(url: string, type: IndexingType): Promise<IndexingOutcome>;
}

/** Google Indexing API's default quota of publish requests per day. */
export const INDEXING_DAILY_QUOTA = 200;

export interface SearchIndexingOptions {
  db: Db;
  /** INDEXING_API_URL (e.g. https://indexing.googleapis.com); undefined: only log. */
  apiUrl: string | undefined;
  dailyQuota?: number;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
  log?: Logger;
}

/** The next midnight UTC after `at`: when a new day's quota starts. */
export function nextUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/** Takes one of the day's notifications, if any is left (one statement: two workers never both take the last). */
async function takeDailySlot(db: Db, at: Date, quota: number): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO search_indexing_days AS d (day, sent) VALUES ($1::date, 1)
     ON CONFLICT (day) DO UPDATE SET sent = d.sent + 1 WHERE d.sent < $2
     RETURNING d.sent`,
    [at.toISOString().slice(0, 10), quota],
  );
  return rows.length > 0;
}

export function createSearchIndexing({
  db,
  apiUrl,
  dailyQuota = INDEXING_DAILY_QUOTA,
  now = () => new Date(),
  fetch = globalThis.fetch,
  log = moduleLogger('indexing'),
}: SearchIndexingOptions): SearchIndexing {
  const endpoint = apiUrl && `${apiUrl.replace(/\/+$/, '')}/v3/urlNotifications:publish`;
  return {
    async notifyIndexing(url, type) {
      if (!endpoint) {
        log.info({ url, type }, 'search-engine indexing notice (INDEXING_API_URL unset: not sent)');
        return { outcome: 'LOGGED' };
      }
      const at = now();
      if (!(await takeDailySlot(db, at, dailyQuota))) return { outcome: 'DEFERRED', until: nextUtcDay(at) };
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url, type }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`indexing API answered ${res.status} for ${type} ${url}`);
      log.info({ url, type }, 'search-engine indexing notice sent');
      return { outcome: 'SENT' };
    },
  };
}
