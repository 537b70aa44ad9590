import { useMemo } from 'react';
import { useAppDispatch, useLang, useNavigate, usePlatform } from '@opengood/platform';
import { accountsApi } from '../api/accountsApi';

/** What every account page uses: the account calls, the store, navigation and the page's language. */
export function useAccountServices() {
  const { http } = usePlatform();
  const api = useMemo(() => accountsApi(http), [http]);
  return { api, dispatch: useAppDispatch(), navigate: useNavigate(), lang: useLang() };
}
