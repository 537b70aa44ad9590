import type { Lang } from '@opengood/contracts';

/** The product's support: an external help centre (contact form) and its address. */
export const SUPPORT_URL = 'https://support.opengood.org/contact';
export const SUPPORT_EMAIL = 'support@opengood.org';

/** The "About OpenGood" content page of each language (CMS pages served by the content catch-all). */
export const ABOUT_PATHS: Readonly<Record<Lang, string>> = {
  en: '/en/about',
  es: '/es/acerca-de',
  pt: '/pt/sobre',
};
