import {
  SEARCH_TYPES,
  SITEMAP_RECORDS_PER_FILE,
  type SitemapChunksAnswer,
  type SitemapEntriesAnswer,
  type SitemapEntriesQuery,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { findChunks, findEntries, presentChunk } from './sitemapRepository';

/** Every kind, in the vocabulary's order, each with its files' id ranges (none when it has no record). */
export async function getSitemapChunks(db: Db): Promise<SitemapChunksAnswer> {
  const rows = await findChunks(db, SITEMAP_RECORDS_PER_FILE);
  return {
    kinds: SEARCH_TYPES.map((kind) => ({
      kind,
      chunks: rows.filter((r) => r.kind === kind).map(presentChunk),
    })),
  };
}

/** One file's records; never more than a file holds, whatever range is asked for. */
export async function getSitemapEntries(db: Db, query: SitemapEntriesQuery): Promise<SitemapEntriesAnswer> {
  return {
    entries: await findEntries(db, query.kind, query.fromId, query.toId, SITEMAP_RECORDS_PER_FILE),
  };
}
