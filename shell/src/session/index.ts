// The shell's side of the signed-in session: starting it, the login-required guard, the temporary-data
// restore after sign-up, and logging out.
export { startSession } from './startSession';
export { loginRedirectFor, guardLoginRequired } from './loginGuard';
export { logOut, LOGGED_OUT_FLASH, LOGOUT_URL, type LogOutDeps } from './logOut';
export { useLogOut } from './useLogOut';
export { canRestore, createTmpRestoreSaga, type TmpRestoreDeps } from './tmpRestore';
export { tmpIdOf, withTmpId, withoutTmpId } from './tmpUrl';
export { navigateTo } from './navigateTo';
export { forgetEndedSession } from './sessionEnded';
