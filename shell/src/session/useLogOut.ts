import { useCallback } from 'react';
import { useAppStore, useLang, useMutation, useNavigate } from '@opengood/platform';
import { leaveSignedOut, logOut } from './logOut';

export interface LogOutHandle {
  /** Logs out; resolves to true once signed out and home, false when the api refused (still signed in). */
  logOut: () => Promise<boolean>;
  /** The last log-out failed (the menu says so). */
  failed: boolean;
  /** Forgets a failed try (the menu was opened again). */
  reset: () => void;
}

/** Log out for the chrome's account menus: the logOut mutation, then home and the session cleared. */
export function useLogOut(): LogOutHandle {
  const store = useAppStore();
  const navigate = useNavigate();
  const lang = useLang();
  const { mutate, status, reset } = useMutation(logOut);
  const run = useCallback(async () => {
    const answer = await mutate();
    if (!answer) return false;
    leaveSignedOut({ store, navigate, lang });
    return true;
  }, [mutate, store, navigate, lang]);
  return { logOut: run, failed: status === 'failed', reset };
}
