import type { SavedListingRef } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '../mutations/defineMutation';
import { listingSaved, listingUnsaved } from './sessionSlice';

// The two writes of the save control (docs/product/listings.md#saved-listings): run by the saved-listings
// saga with `mutate`, one state per listing (`savedListingKey`), after the optimistic change it made.

const refOf = ({ id, type }: SavedListingRef): SavedListingRef => ({ id, type });

/** Which listing a save or unsave is about: the instance of its mutation state. */
export const savedListingKey = (ref: SavedListingRef) => `${ref.type}/${ref.id}`;

/** POST /saved-listings: then the session holds it as saved (it already shows it so). */
export const saveListing = defineMutation({
  name: 'platform/saveListing',
  route: routes.saveListing,
  input: (ref: SavedListingRef) => ({ body: refOf(ref) }),
  then: (_answer, ref) => [listingSaved(refOf(ref))],
});

/** DELETE /saved-listings/:type/:id: then the session holds it as not saved. */
export const unsaveListing = defineMutation({
  name: 'platform/unsaveListing',
  route: routes.unsaveListing,
  input: (ref: SavedListingRef) => ({ params: { type: ref.type, id: ref.id } }),
  then: (_answer, ref) => [listingUnsaved(refOf(ref))],
});
