import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@opengood/contracts';
import { useAppStore, useMutation, useNavigate } from '@opengood/platform';
import { saveLanguage } from './saveLanguage';
import { switchLanguage } from './switchLanguage';

/** The language switch for the chrome (header, footer, menus): `const switchTo = useSwitchLanguage()`. */
export function useSwitchLanguage(): (lang: Lang) => Promise<void> {
  const store = useAppStore();
  const { i18n } = useTranslation();
  const { mutate: save } = useMutation(saveLanguage);
  const navigate = useNavigate();
  return useCallback(
    (lang: Lang) =>
      switchLanguage(
        {
          store,
          i18n,
          saveLanguage: save,
          navigate,
          currentHref: () => window.location.pathname + window.location.search + window.location.hash,
        },
        lang,
      ),
    [store, i18n, save, navigate],
  );
}
