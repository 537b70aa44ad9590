import type { en } from './locales/en';

export type PlatformStrings = typeof en;

// Translation keys are checked by the compiler: each package adds its namespace to i18next's
// ResourceNamespaceMap (i18next's registry for monorepos), so `t('notFound.titel')` fails `tsc`.
// The scalar options are declared once, here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'platform';
    /** Keys are checked even where a defaultValue is given. */
    strictKeyChecks: true;
  }
  interface ResourceNamespaceMap {
    platform: PlatformStrings;
  }
}
