// The flash messages of a search saved after sign-up (savedSearchRestore.ts), in the shell namespace.
export const en = {
  saved: 'Your search “{{name}}” is saved. Open it from the search page to turn on its email alert.',
  failed: 'We could not save the search you started before signing up. Please save it again.',
};
export type SavedSearchRestoreStrings = typeof en;
