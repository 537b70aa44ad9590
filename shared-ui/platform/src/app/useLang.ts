import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@opengood/contracts';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return LANGS.includes(lang) ? lang : 'en';
}
