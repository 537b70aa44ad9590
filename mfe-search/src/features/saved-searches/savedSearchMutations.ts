import type { CreateSavedSearchRequest, UpdateSavedSearchRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation, type PageRefresh } from '@opengood/platform';
import { DISCOVERY_AREA } from '../../area';

// The saved-search writes of a search page (docs/product/user-dashboard.md#saved-searches): save the search shown, set
// its name and email alert, remove it. The pages whose data they change are refreshed: the user
// dashboard's saved items (dropped, so its next visit loads them) and this area's /saved-searches/{id}.

const CHANGED_PAGES: readonly PageRefresh[] = [
  { area: 'mfe-user-dashboard', pages: ['saved-items'] },
  { area: DISCOVERY_AREA, pages: ['savedSearch'] },
];

/** "Save search": the search as the page has it (URL state and the geocoded place). */
export const saveSearch = defineMutation({
  name: `${DISCOVERY_AREA}/saveSearch`,
  route: routes.createSavedSearch,
  input: (request: CreateSavedSearchRequest) => ({ body: request }),
  refreshes: () => CHANGED_PAGES,
});

/** The alert dialog: the saved search's name and whether new listings are mailed. */
export const updateSavedSearchAlert = defineMutation({
  name: `${DISCOVERY_AREA}/updateSavedSearchAlert`,
  route: routes.updateSavedSearch,
  input: ({ id, change }: { id: number; change: UpdateSavedSearchRequest }) => ({
    params: { id },
    body: change,
  }),
  refreshes: () => CHANGED_PAGES,
});

/** "Remove": the saved search is deleted (UNSAVED). */
export const removeSavedSearch = defineMutation({
  name: `${DISCOVERY_AREA}/removeSavedSearch`,
  route: routes.deleteSavedSearch,
  input: (id: number) => ({ params: { id } }),
  refreshes: () => CHANGED_PAGES,
});
