import { pathSegments, userDashboardPath } from '@opengood/routes';

/** The dashboard home's sections of docs/product/user-dashboard.md#routes, in display order. */
export const HOME_SECTIONS = [
  'saved-items',
  'profile',
  'professional-experience',
  'application-history',
  'account-settings',
  'notification-preferences',
] as const;

export type DashboardSection = (typeof HOME_SECTIONS)[number] | 'payment-methods';

/** Every section, in the order of the dashboard's navigation. */
export const NAV_SECTIONS: readonly DashboardSection[] = [...HOME_SECTIONS, 'payment-methods'];

/** The path of a section's page (payment methods open on adding a card: the only page it has). */
export const sectionPath = (section: DashboardSection) =>
  userDashboardPath(section === 'payment-methods' ? 'payment-methods/add-card' : section);

export type DashboardRoute =
  | { kind: 'home' }
  | { kind: 'section'; section: DashboardSection }
  | { kind: 'redirect'; to: string }
  | { kind: 'unsubscribe' }
  | { kind: 'publicProfile'; username: string }
  | { kind: 'notFound' };

const SINGLE_SEGMENT: ReadonlySet<string> = new Set(HOME_SECTIONS);

function dashboardRoute(rest: string[]): DashboardRoute {
  const [sub, ...more] = rest;
  if (sub === undefined) return { kind: 'home' };
  if (more.length === 0 && SINGLE_SEGMENT.has(sub))
    return { kind: 'section', section: sub as DashboardSection };
  // docs/product/user-dashboard.md#routes: employment-profile redirects to professional-experience; employment-profile/{slug} also exists.
  if (sub === 'employment-profile' && more.length === 0)
    return { kind: 'redirect', to: userDashboardPath('professional-experience') };
  if (sub === 'employment-profile' && more.length === 1)
    return { kind: 'section', section: 'professional-experience' };
  if (sub === 'payment-methods' && more.length === 1 && more[0] === 'add-card')
    return { kind: 'section', section: 'payment-methods' };
  return { kind: 'notFound' };
}

/**
 * What a path of this area shows: the dashboard, a public profile /i/{username}, or an unsubscribe link
 * ({preferenceName}/{userId}/{timestamp}, optionally after org/{orgId}).
 */
export function dashboardRouteForPath(pathname: string): DashboardRoute {
  const [first, ...rest] = pathSegments(pathname);
  if (first === 'dashboard') return dashboardRoute(rest);
  if (first === 'i' && rest.length === 1 && rest[0]) {
    try {
      return { kind: 'publicProfile', username: decodeURIComponent(rest[0]) };
    } catch {
      return { kind: 'notFound' };
    }
  }
  if (first === 'unsubscribe') {
    if (rest.length === 3 && rest[0] !== 'org') return { kind: 'unsubscribe' };
    if (rest.length === 5 && rest[0] === 'org') return { kind: 'unsubscribe' };
  }
  return { kind: 'notFound' };
}
