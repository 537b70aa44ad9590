export { createI18n, addNamespace, PLATFORM_NS, type I18n, type Translations } from './createI18n';
export { formatDate, formatMoney, formatPlace, formatSalary } from './format';
export type { PlatformStrings } from './types';
