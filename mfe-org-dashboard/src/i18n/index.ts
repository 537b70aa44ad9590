import type { Translations } from '@opengood/platform';
import { en, type OrgDashboardStrings } from './en';
import { es } from './es';
import { pt } from './pt';

export const ORG_DASHBOARD_NS = 'orgDashboard';
export const translations: Translations = { en, es, pt };

// The area's keys join i18next's typed resources: a misspelt key fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    orgDashboard: OrgDashboardStrings;
  }
}
