import type { SearchType, SitemapChunk, SitemapEntry } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

// What the public may find is what the search finds: listing_search holds exactly the listings whose listing
// and organisation are published (the triggers keep it so), and a sitemap must not list a page that
// answers "unpublished". Organisations: the published ones.

interface ChunkRow {
  kind: SearchType;
  from_id: number;
  to_id: number;
  count: number;
  lastmod: Date;
}

/**
 * Splits each kind's public records, in id order, into runs of `perFile`: one pass over the narrow search
 * table with a window function, about a second at a million listings; the gateway caches the answer.
 */
export async function findChunks(db: Db, perFile: number): Promise<ChunkRow[]> {
  const { rows } = await db.query<ChunkRow>(
    `WITH public_records AS (
       SELECT listing_type AS kind, id, published_at AS lastmod FROM listing_search
       UNION ALL
       SELECT 'ORG', id, created_at FROM organizations WHERE status = 'PUBLISHED'
     ), numbered AS (
       SELECT kind, id, lastmod, (row_number() OVER (PARTITION BY kind ORDER BY id) - 1) / $1 AS chunk
       FROM public_records
     )
     SELECT kind, min(id) AS from_id, max(id) AS to_id, count(*)::int AS count, max(lastmod) AS lastmod
     FROM numbered GROUP BY kind, chunk ORDER BY kind, chunk`,
    [perFile],
  );
  return rows;
}

export async function findEntries(
  db: Db,
  kind: SearchType,
  fromId: number,
  toId: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const { rows } = await db.query<{
    id: number;
    title: string;
    org_type: SitemapEntry['orgType'];
    lastmod: Date;
  }>(
    kind === 'ORG'
      ? `SELECT id, name AS title, org_type, created_at AS lastmod FROM organizations
         WHERE status = 'PUBLISHED' AND id BETWEEN $1 AND $2 ORDER BY id LIMIT $3`
      : `SELECT l.id, l.title, s.org_type, s.published_at AS lastmod
         FROM listing_search s JOIN listings l USING (id)
         WHERE s.listing_type = $4 AND s.id BETWEEN $1 AND $2 ORDER BY s.id LIMIT $3`,
    kind === 'ORG' ? [fromId, toId, limit] : [fromId, toId, limit, kind],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    orgType: r.org_type,
    lastmod: r.lastmod.toISOString(),
  }));
}

export function presentChunk(row: ChunkRow): SitemapChunk {
  return { fromId: row.from_id, toId: row.to_id, count: row.count, lastmod: row.lastmod.toISOString() };
}
