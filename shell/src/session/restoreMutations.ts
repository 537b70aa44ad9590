import type { TmpRecord } from '@opengood/contracts';
import { routes, type RouteBody } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';

// The writes of the temporary-data restore (docs/product/accounts.md "Temporary data"), run by its sagas
// with `mutate`, one state per entry or record.

/** DELETE /tmp-storage/:tmpId: an entry applied or declined is spent. */
export const deleteTmpEntry = defineMutation({
  name: 'shell/deleteTmpEntry',
  route: routes.deleteTmpStorage,
  input: (tmpId: string) => ({ params: { tmpId } }),
});

type SavedSearchRecord = Extract<TmpRecord, { kind: 'SAVE_SEARCH' }>['data'];

/**
 * POST /saved-searches: the search a visitor saved before signing up. The user dashboard's saved items
 * list the user's saved searches, so a loaded one is loaded again.
 */
export const saveRestoredSearch = defineMutation({
  name: 'shell/saveRestoredSearch',
  route: routes.createSavedSearch,
  // The record holds the request as the search page wrote it; the temporary storage's schema keeps its
  // filters and place loosely typed (any JSON), so the api, not this cast, is the check.
  input: (search: SavedSearchRecord) => ({ body: search as RouteBody<'createSavedSearch'> }),
  refreshes: () => [{ area: 'mfe-user-dashboard', pages: ['saved-items'] }],
});
