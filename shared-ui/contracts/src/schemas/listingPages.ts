import { z } from 'zod';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { dataAnswer } from './answer';
import { listingSummarySchema } from './listing';
import { idParamSchema, oneOf } from './request';

// What the listing pages read besides a listing's own detail: its similar listings, and volunteer
// opportunities imported from partner sources (docs/product/listings.md#imported-volunteer-opportunities).

/** How many similar listings a detail page shows. */
export const SIMILAR_LISTINGS_MAX = 6;

/** GET /website/similar-listings/:type/:id. */
export const similarListingsParamsSchema = z.object({ type: oneOf(LISTING_TYPES), id: idParamSchema });

/**
 * Published listings of the same type that share functions or areas of focus with it, the most shared
 * first, then the nearest, then the newest; never the listing itself.
 */
export const similarListingsAnswerSchema = dataAnswer(
  z.array(listingSummarySchema).max(SIMILAR_LISTINGS_MAX),
);
export type SimilarListingsAnswer = z.infer<typeof similarListingsAnswerSchema>;

/** A partner source's key as it appears in the URL (e.g. `civic-link`). */
export const importSourceKeySchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Must be a source key' })
  .max(40, { error: 'Must be a source key' });

/** GET /website/imported-volops/:source/:volopId: the source's own id of the opportunity. */
export const importedVolopParamsSchema = z.object({
  source: importSourceKeySchema,
  volopId: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Must be the source’s id of the opportunity' })
    .max(64, { error: 'Must be the source’s id of the opportunity' }),
});
export type ImportedVolopParams = z.input<typeof importedVolopParamsSchema>;
