import type { LazyTranslations } from '@opengood/platform';
import type { OrgDashboardStrings } from './en';

export const ORG_DASHBOARD_NS = 'orgDashboard';
/** Loaded one language at a time, when a page needs it (platform README "Translations"). */
export const translations: LazyTranslations = {
  en: () => import('./en').then((m) => m.en),
  es: () => import('./es').then((m) => m.es),
  pt: () => import('./pt').then((m) => m.pt),
};

// The area's keys join i18next's typed resources: a misspelt key fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    orgDashboard: OrgDashboardStrings;
  }
}
