export { createI18n, addNamespace, type I18n, type Translations } from './createI18n';
