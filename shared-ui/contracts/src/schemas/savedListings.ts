import { z } from 'zod';
import { SAVED_LISTINGS_PAGE_SIZE } from '../vocabulary/applying';
import { LISTING_TYPES } from '../vocabulary/listing-types';
import { savedListingRefSchema } from './accounts';
import { countSchema, idSchema, isoDateTimeSchema, versionField } from './answer';
import { listingSummarySchema } from './listing';
import { idParamSchema, oneOf, wholeNumberParam } from './request';

// Saved listings (docs/product/listings.md#saved-listings). The user's list of
// { id, type } is also on the User (`savedListings`), so every page knows what is saved.

const listingTypeField = oneOf(LISTING_TYPES);

/** POST /saved-listings: the listing to save (idempotent: saving a saved listing answers it again). */
export const saveListingRequestSchema = z.object({
  id: idSchema.max(2_147_483_647, { error: 'Must be a listing id' }),
  type: listingTypeField,
});
export type SaveListingRequest = z.infer<typeof saveListingRequestSchema>;

/** DELETE /saved-listings/:type/:id. */
export const savedListingParamsSchema = z.object({ type: listingTypeField, id: idParamSchema });

/** GET /saved-listings?type=&page= (page from 1). */
export const savedListingsQuerySchema = z.object({
  type: listingTypeField.optional(),
  page: wholeNumberParam(1, 100_000, 'Must be a whole number of 1 or more').default(1),
});
export type SavedListingsQueryInput = z.input<typeof savedListingsQuerySchema>;

/** One saved listing as stored: which and when. */
export const savedListingSchema = savedListingRefSchema.extend({ savedAt: isoDateTimeSchema });
export type SavedListing = z.infer<typeof savedListingSchema>;

/** A saved listing in the dashboard's list: the listing's summary, and whether it can still be seen. */
export const savedListingItemSchema = savedListingSchema.extend({
  listing: listingSummarySchema,
  /** false once the listing is unpublished or its organisation frozen (the page greys it out). */
  published: z.boolean(),
});
export type SavedListingItem = z.infer<typeof savedListingItemSchema>;

export const saveListingAnswerSchema = z.object({ savedListing: savedListingSchema, ...versionField });
export type SaveListingAnswer = z.infer<typeof saveListingAnswerSchema>;

/** Newest saved first, SAVED_LISTINGS_PAGE_SIZE to a page; `count` of the whole list (of that type). */
export const savedListingsAnswerSchema = z.object({
  savedListings: z.array(savedListingItemSchema).max(SAVED_LISTINGS_PAGE_SIZE),
  count: countSchema,
  pageCount: countSchema,
  ...versionField,
});
export type SavedListingsAnswer = z.infer<typeof savedListingsAnswerSchema>;
