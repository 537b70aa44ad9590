import type { I18n, LazyTranslations } from '@opengood/platform';
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

/** The strings at a dotted path (`errors`). */
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/**
 * A code from the data service (an error code) when the strings have it under `path`, else null: open-ended
 * codes are checked against the loaded strings before being used as translation keys.
 */
export function knownCode<P extends string>(
  i18n: Pick<I18n, 'exists'>,
  path: P,
  code: string | null | undefined,
): (keyof At<OrgDashboardStrings, P> & string) | null {
  return code && i18n.exists(`${ORG_DASHBOARD_NS}:${path}.${code}`)
    ? (code as keyof At<OrgDashboardStrings, P> & string)
    : null;
}
