// The signed-in session (spec §3 User, Environment; §6 roles): the platform/session slice, the saga the
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
} from './selectors';
export { sessionSaga, ME_URL, ENVIRONMENT_URL } from './sessionSaga';
