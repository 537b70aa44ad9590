// The shell's side of the signed-in session: starting it, the login-required guard, the temporary-data
// restore after sign-up, and logging out.
export { startSession } from './startSession';
export { loginRedirectFor, guardLoginRequired } from './loginGuard';
export { logOut, leaveSignedOut, LOGGED_OUT_FLASH, type LeaveSignedOutDeps } from './logOut';
export { useLogOut, type LogOutHandle } from './useLogOut';
export { canRestore, createTmpRestoreSaga, type TmpRestoreDeps } from './tmpRestore';
export { tmpIdOf, withTmpId, withoutTmpId } from './tmpUrl';
export { navigateTo } from './navigateTo';
export { forgetEndedSession } from './sessionEnded';
