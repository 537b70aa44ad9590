import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { USER_DASHBOARD_AREA } from '../../area';
import { savedSearchDeleted, savedSearchUpdated } from './savedSearchesSlice';

// A saved search's writes (run per search: the instance is its id). Each one loads the saved-items pages
// again and sets the saving-search status.

const savedItemsPages = () => [{ area: USER_DASHBOARD_AREA, pages: ['saved-items'] }];

export const renameSavedSearch = defineMutation({
  name: 'mfe-user-dashboard/renameSavedSearch',
  route: routes.updateSavedSearch,
  input: ({ id, name }: { id: number; name: string }) => ({ params: { id }, body: { name } }),
  refreshes: savedItemsPages,
  then: () => [savedSearchUpdated()],
});

/** The email alert switch (shown at once by the page, back where it was if refused). */
export const switchSavedSearchAlert = defineMutation({
  name: 'mfe-user-dashboard/switchSavedSearchAlert',
  route: routes.updateSavedSearch,
  input: ({ id, notifyByEmail }: { id: number; notifyByEmail: boolean }) => ({
    params: { id },
    body: { notifyByEmail },
  }),
  refreshes: savedItemsPages,
  then: () => [savedSearchUpdated()],
});

export const deleteSavedSearch = defineMutation({
  name: 'mfe-user-dashboard/deleteSavedSearch',
  route: routes.deleteSavedSearch,
  input: ({ id }: { id: number }) => ({ params: { id } }),
  refreshes: savedItemsPages,
  then: () => [savedSearchDeleted()],
});
