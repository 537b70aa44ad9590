import { useCallback } from 'react';
import { useAppStore, useLang, useNavigate, usePlatform } from '@opengood/platform';
import { logOut } from './logOut';

/** Log out for the chrome's account menu: `const onLogOut = useLogOut()`. */
export function useLogOut(): () => Promise<void> {
  const store = useAppStore();
  const { http } = usePlatform();
  const navigate = useNavigate();
  const lang = useLang();
  return useCallback(() => logOut({ http, store, navigate, lang }), [http, store, navigate, lang]);
}
