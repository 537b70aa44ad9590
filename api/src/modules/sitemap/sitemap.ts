import {
  LISTING_TYPES,
  SEARCH_TYPES,
  SITEMAP_RECORDS_PER_FILE,
  type SearchType,
  type SitemapChunk,
  type SitemapChunksAnswer,
  type SitemapEntriesAnswer,
  type SitemapEntriesQuery,
  type SitemapEntry,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { findOpenListingChunks, findOpenListingEntries } from '../listings';
import { findPublicOrgChunks, findPublicOrgEntries } from '../organizations';

// What a crawler is told about: the open listings (listings' lifecycle: published, before their deadline,
// organisation not frozen; docs/product/listings.md "Listing lifecycle") and the public organisations.
// A sitemap must not list a page that answers "unpublished".

interface ChunkRow {
  kind: SearchType;
  from_id: number;
  to_id: number;
  count: number;
  lastmod: Date;
}

function presentChunk(row: Omit<ChunkRow, 'kind'>): SitemapChunk {
  return {
    fromId: row.from_id,
    toId: row.to_id,
    count: row.count,
    lastmod: new Date(row.lastmod).toISOString(),
  };
}

const isListingType = (kind: SearchType): kind is (typeof LISTING_TYPES)[number] =>
  (LISTING_TYPES as readonly string[]).includes(kind);

/** Every kind, in the vocabulary's order, each with its files' id ranges (none when it has no record). */
export async function getSitemapChunks(db: Db): Promise<SitemapChunksAnswer> {
  const [listings, orgs] = await Promise.all([
    findOpenListingChunks(db, SITEMAP_RECORDS_PER_FILE),
    findPublicOrgChunks(db, SITEMAP_RECORDS_PER_FILE),
  ]);
  const rows: ChunkRow[] = [...listings, ...orgs.map((r) => ({ ...r, kind: 'ORG' as const }))];
  return {
    kinds: SEARCH_TYPES.map((kind) => ({
      kind,
      chunks: rows.filter((r) => r.kind === kind).map(presentChunk),
    })),
  };
}

/** One file's records; never more than a file holds, whatever range is asked for. */
export async function getSitemapEntries(db: Db, query: SitemapEntriesQuery): Promise<SitemapEntriesAnswer> {
  const { kind, fromId, toId } = query;
  const limit = SITEMAP_RECORDS_PER_FILE;
  const entries: SitemapEntry[] = isListingType(kind)
    ? (await findOpenListingEntries(db, kind, fromId, toId, limit)).map((r) => ({
        id: r.id,
        title: r.title,
        orgType: r.org_type,
        lastmod: new Date(r.lastmod).toISOString(),
      }))
    : (await findPublicOrgEntries(db, fromId, toId, limit)).map((r) => ({
        id: r.id,
        title: r.name,
        orgType: r.org_type,
        lastmod: new Date(r.created_at).toISOString(),
      }));
  return { entries };
}
