import i18next, { type TFunction } from 'i18next';
import type { Lang } from '@opengood/contracts';
import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';

// The printed documents' own i18next instance (namespace `pdf`), built like the mails' in
// platform/mail/render.ts: synchronous, English as the fallback, no escaping (a PDF is not HTML; pdfkit
// draws the text as given).
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { pdf: en }, es: { pdf: es }, pt: { pdf: pt } },
  ns: ['pdf'],
  defaultNS: 'pdf',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The strings of the documents in `lang`. */
export const pdfT = (lang: Lang): TFunction => i18n.getFixedT(lang);
