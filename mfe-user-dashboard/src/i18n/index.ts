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

/**
 * A code from the data service (an error code, a reason) when the strings have it, else null: open-ended
 * codes are checked against the English table before being used as translation keys.
 */
export function knownCode<T extends object>(table: T, code: string | null | undefined): (keyof T & string) | null {
  return code && Object.prototype.hasOwnProperty.call(table, code) ? (code as keyof T & string) : null;
}
export { en as stringsEn };
