import type { Db } from '../platform/db/db';

/**
 * Marks the seeded partner volunteer opportunities as imported from the two sources of migration 060, in
 * turn by id, each with an id of that source's own style (CivicLink `CL-…`, ServeNet digits), so the
 * imported-opportunity pages have something to show. Idempotent: a listing already marked is left alone.
 */
export async function seedImportedVolops(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO listing_imports (listing_id, source, external_id)
     SELECT l.id,
            CASE WHEN l.id % 2 = 0 THEN 'civic-link' ELSE 'serve-net' END,
            CASE WHEN l.id % 2 = 0 THEN 'CL-' || (l.id * 7 + 1000)::text ELSE (l.id + 50000)::text END
     FROM listings l
     WHERE l.listing_type = 'VOLOP' AND l.source = 'PARTNER'
       AND NOT EXISTS (SELECT 1 FROM listing_imports i WHERE i.listing_id = l.id)
     ON CONFLICT DO NOTHING`,
  );
}
