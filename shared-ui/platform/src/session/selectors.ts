import { createSelector } from '@reduxjs/toolkit';
import type { SavedListingRef } from '@opengood/contracts';
import type { RootState } from '../store/rootReducer';
import type { SessionState } from './sessionSlice';

// The only way an area reads the session: derived values are memoised, so a component re-renders only
// when what it reads changes.

const selectSession = (state: RootState): SessionState => state['platform/session'];

export const selectUser = (state: RootState) => selectSession(state).user;
export const selectSessionStatus = (state: RootState) => selectSession(state).status;
export const selectEnvironment = (state: RootState) => selectSession(state).environment;

/** Whether the session is known (signed in or out): before that, no decision about the user is made. */
export const selectIsSessionKnown = createSelector([selectSessionStatus], (status) => status === 'known');

export const selectIsSignedIn = createSelector([selectUser], (user) => user !== null);

/** docs/product/accounts.md#display-name: the name, else the email; null when signed out. */
export const selectDisplayName = createSelector([selectUser], (user) => {
  if (!user) return null;
  const name = user.name.trim();
  return name !== '' ? name : user.email;
});

/** docs/product/accounts.md#roles: a member of at least one organisation (sees the cart pill). */
export const selectIsOrgMember = createSelector([selectUser], (user) => (user?.orgs.length ?? 0) > 0);

export const selectIsStaff = createSelector(
  [selectUser],
  (user) => user?.permissions.includes('staff') ?? false,
);

/** docs/product/accounts.md#roles: no staff and no orgAdmin permission, or no user. Only non-admins see promotional ads. */
export const selectIsNonAdmin = createSelector(
  [selectUser],
  (user) => !user || !user.permissions.some((p) => p === 'staff' || p === 'orgAdmin'),
);

/** The signed-in user's language, or null (the language of unprefixed pages prefers it). */
export const selectUserLang = createSelector([selectUser], (user) => user?.lang ?? null);

/** The listings the signed-in user saved (docs/product/listings.md#saved-listings), as they are now (optimistically); empty when signed out. */
const NO_SAVED: readonly SavedListingRef[] = [];
export const selectSavedListings = (state: RootState): readonly SavedListingRef[] =>
  selectUser(state)?.savedListings ?? NO_SAVED;

/** `type/id` of every saved listing, for a constant-time "is this one saved?". */
export const selectSavedListingKeys = createSelector(
  [selectSavedListings],
  (saved) => new Set(saved.map((s) => `${s.type}/${s.id}`)),
);

export const selectIsListingSaved = (state: RootState, type: string, id: number) =>
  selectSavedListingKeys(state).has(`${type}/${id}`);

/** Application values restored after sign-up for this listing, or null. */
export const selectRestoredApplication = (state: RootState, type: string, id: number) =>
  selectSession(state).restoredApplications.find((r) => r.listingType === type && r.listingId === id) ?? null;
