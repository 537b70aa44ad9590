import type { SavedSearchesState } from './features/savedItems/savedSearchesSlice';

// The area's own slice joins the typed root state (only this area's compilation sees it).
declare module '@opengood/platform' {
  interface LazyLoadedSlices {
    'mfe-user-dashboard/savedSearches': SavedSearchesState;
  }
}

export {};
