// The signed-in session (docs/product/accounts.md#the-user, docs/product/accounts.md#environment, docs/product/accounts.md#roles): the platform/session slice, the saga the
// shell runs to load it, and the selectors every area reads it through.
export {
  sessionSlice,
  sessionLoadStarted,
  userLoaded,
  sessionLoadFailed,
  userSignedIn,
  userUpdated,
  userSignedOut,
  environmentLoaded,
  tmpRecordRestored,
  listingSaveRequested,
  listingSaved,
  listingSaveFailed,
  listingUnsaveRequested,
  listingUnsaved,
  listingUnsaveFailed,
  restoredApplicationTaken,
  type RestoredApplication,
  type SessionState,
  type SessionStatus,
} from './sessionSlice';
export {
  selectUser,
  selectSessionStatus,
  selectEnvironment,
  selectIsSessionKnown,
  selectIsSignedIn,
  selectDisplayName,
  selectIsOrgMember,
  selectIsStaff,
  selectIsNonAdmin,
  selectUserLang,
  selectSavedListings,
  selectSavedListingKeys,
  selectIsListingSaved,
  selectRestoredApplication,
} from './selectors';
export { savedListingsSaga } from './savedListingsSaga';
export { saveListing, unsaveListing, savedListingKey } from './savedListingMutations';
export { keepTmpRecords } from './keepTmpRecords';
export { keepForAfterSignup, withTmpIdParam } from './afterSignup';
export { PENDING_TMP_KEY, rememberPendingTmp, pendingTmp, forgetPendingTmp } from './pendingTmp';
export { useContinueAfterSignup, type ContinueAfterSignupState } from './useContinueAfterSignup';
export { sessionSaga, ME_URL } from './sessionSaga';
/** A contract-shaped signed-in user for the tests of every area (override what a test is about). */
export { testUser } from './testUser';
