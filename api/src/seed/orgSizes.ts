import type { Db } from '../platform/db/db';

/**
 * Gives the seeded organisations a size band, deterministically by id, leaving one in seven unknown so
 * the profile shows both. Idempotent: an organisation with a size keeps it.
 */
export async function seedOrgSizes(db: Db): Promise<void> {
  await db.query(
    `UPDATE organizations
     SET size = (ARRAY['SIZE_1_10', 'SIZE_11_50', 'SIZE_51_200', 'SIZE_201_500', 'SIZE_501_PLUS'])[1 + id % 5]
     WHERE size IS NULL AND id % 7 <> 0`,
  );
}
