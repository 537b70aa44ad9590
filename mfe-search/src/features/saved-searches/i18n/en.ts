// The saved-search control and the /saved-searches/{id} page (the `savedSearches` keys of the search
// namespace), in the three languages.
export const en = {
  save: 'Save search',
  saving: 'Saving…',
  saved: 'Search saved',
  editAlert: 'Edit alert',
  alertOn: 'Email alert on',
  remove: 'Remove',
  removed: 'The saved search was removed.',
  failed: 'That did not work. Please try again.',
  dialogTitle: 'Your saved search',
  name: 'Name',
  notify: 'Email me new listings that match this search',
  notifyHint: 'At most one email an hour, each listing once. Every email has a one-click unsubscribe.',
  done: 'Save',
  cancel: 'Cancel',
  signUpTitle: 'Sign up to save this search',
  signUpText: 'Create a free account to save this search and get an email when new listings match it.',
  signUp: 'Sign up',
  logIn: 'Log in',
  signUpFailed: 'We could not keep your search. Please try again.',
  opening: 'Opening your saved search…',
};
export type SavedSearchStrings = typeof en;
