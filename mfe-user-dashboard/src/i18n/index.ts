import type { Translations } from '@opengood/platform';
import { en, type UserDashboardStrings } from './en';
import { es } from './es';
import { pt } from './pt';

export const USER_DASHBOARD_NS = 'userDashboard';
export const translations: Translations = { en, es, pt };

// The area's keys join i18next's typed resources: a misspelt key fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    userDashboard: UserDashboardStrings;
  }
}
