export {
  createI18n,
  addNamespace,
  loadPlatformTranslations,
  I18N_OPTIONS,
  PLATFORM_NS,
  type I18n,
  type Translations,
} from './createI18n';
export { loadTranslations, eagerTranslations, type LazyTranslations } from './lazyTranslations';
export { formatDate, formatMoney, formatPlace, formatSalary } from './format';
export type { PlatformStrings } from './types';
