import { pathSegments, userDashboardPath } from '@opengood/routes';

/** The dashboard home's sections of spec §2 "User dashboard under /dashboard", in display order. */
export const HOME_SECTIONS = [
  'saved-items',
  'profile',
  'account-settings',
  'notification-preferences',
  'application-history',
  'professional-experience',
] as const;

export type DashboardSection = (typeof HOME_SECTIONS)[number] | 'payment-methods';

export type DashboardRoute =
  | { kind: 'home' }
  | { kind: 'section'; section: DashboardSection }
  | { kind: 'redirect'; to: string }
  | { kind: 'unsubscribe' }
  | { kind: 'notFound' };

const SINGLE_SEGMENT: ReadonlySet<string> = new Set(HOME_SECTIONS);

function dashboardRoute(rest: string[]): DashboardRoute {
  const [sub, ...more] = rest;
  if (sub === undefined) return { kind: 'home' };
  if (more.length === 0 && SINGLE_SEGMENT.has(sub))
    return { kind: 'section', section: sub as DashboardSection };
  // Spec §2: employment-profile redirects to professional-experience; employment-profile/{slug} also exists.
  if (sub === 'employment-profile' && more.length === 0)
    return { kind: 'redirect', to: userDashboardPath('professional-experience') };
  if (sub === 'employment-profile' && more.length === 1)
    return { kind: 'section', section: 'professional-experience' };
  if (sub === 'payment-methods' && more.length === 1 && more[0] === 'add-card')
    return { kind: 'section', section: 'payment-methods' };
  return { kind: 'notFound' };
}

/**
 * What a path of this area shows. /i/{username} is a public profile, and no users exist yet, so it is not
 * found; /unsubscribe links carry {preferenceName}/{userId}/{timestamp}, optionally after org/{orgId}.
 */
export function dashboardRouteForPath(pathname: string): DashboardRoute {
  const [first, ...rest] = pathSegments(pathname);
  if (first === 'dashboard') return dashboardRoute(rest);
  if (first === 'unsubscribe') {
    if (rest.length === 3 && rest[0] !== 'org') return { kind: 'unsubscribe' };
    if (rest.length === 5 && rest[0] === 'org') return { kind: 'unsubscribe' };
  }
  return { kind: 'notFound' };
}
