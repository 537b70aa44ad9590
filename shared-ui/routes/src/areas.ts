import { isLang } from '@opengood/contracts';
import type { SearchType } from '@opengood/contracts';
import { matchListingPreviewPath } from './listing-admin-paths';
import { matchListingPath } from './listing-paths';
import { searchTypeForSegment } from './localized-words';
import { pathSegments } from './path-segments';
import { donateLang, isFairAreaPath, SALARY_ROOT } from './paths';

/** Route areas of docs/architecture.md#who-owns-which-url. */
export type Area = 'shell' | 'search' | 'listings' | 'user-dashboard' | 'org-dashboard' | 'salary';
export type RemoteArea = Exclude<Area, 'shell'>;

/** The part of a Location the matchers read; window.location and router locations both fit. */
export interface PathLocation {
  pathname: string;
}

export interface RemoteAreaRoute {
  area: RemoteArea;
  /** single-spa application name of the remote that owns the area. */
  app: string;
  /** Pure: usable as single-spa activeWhen, by the gateway and on the server. */
  matches(location: PathLocation): boolean;
}

const SHELL_EXACT = new Set([
  '/login',
  '/fair/login',
  '/signup',
  '/forgot-password',
  '/invalid-or-expired-link',
  '/sign-up-to-post',
  '/es/orgs/registrate',
  '/pt/orgs/inscreva-se',
]);

function joined(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}

/** Account pages that take one token segment: the link of a reset or verification mail. */
const SHELL_WITH_TOKEN = new Set(['reset-password', 'verify-email', 'undo-email-change']);

export function isShellPath(pathname: string): boolean {
  const segments = pathSegments(pathname);
  if (segments.length === 2 && SHELL_WITH_TOKEN.has(segments[0]!)) return true;
  return SHELL_EXACT.has(joined(segments));
}

/**
 * The public listing pages, and their previews under the dashboard prefix: a preview is the public page as
 * it will look, so the area that renders that page renders it (docs/architecture.md#who-owns-which-url).
 */
export function isListingsPath(pathname: string): boolean {
  return matchListingPath(pathname) !== null || matchListingPreviewPath(pathname) !== null;
}

export function isUserDashboardPath(pathname: string): boolean {
  const [first, ...rest] = pathSegments(pathname);
  if (first === 'dashboard' || first === 'unsubscribe') return true;
  return first === 'i' && rest.length === 1;
}

/** Logged-in-only posting and billing routes outside /admin (docs/product/organisations.md#logged-in-only-routes). */
const ORG_DASHBOARD_EXACT = new Set([
  '/buy-credits',
  '/integrate-ats',
  '/credits',
  '/admins',
  '/edit-org',
  '/gradfairs',
  '/invoices',
  '/select-org',
  '/organizations/create',
  '/post-a-listing',
  '/jobs/create',
  '/internships/create',
]);

/** Routes that take exactly one id after their first segment. */
const ORG_DASHBOARD_WITH_ID = new Set(['invoices', 'donation-receipts', 'user-invites']);

export function isOrgDashboardPath(pathname: string): boolean {
  const segments = pathSegments(pathname);
  const [first, second] = segments;
  // Everything under both dashboard prefixes of the spec is owned, so the remote shows its own not-found there,
  // but for the listing previews, which the listing pages area renders.
  if ((first === 'admin' || first === 'org') && segments.length >= 2)
    return matchListingPreviewPath(pathname) === null;
  if (first === 'email' && second === 'rate-recommended-candidate') return true;
  if (first !== undefined && segments.length === 2 && ORG_DASHBOARD_WITH_ID.has(first)) return true;
  // The donate pages (docs/product/billing.md#donations): public, paid through the billing area's card flow.
  if (donateLang(pathname) !== null) return true;
  // The graduate fair area (docs/product/grad-fairs.md#the-fair-area), but for its login page (the shell's).
  if (isFairAreaPath(pathname) && !isShellPath(pathname)) return true;
  return ORG_DASHBOARD_EXACT.has(joined(segments));
}

/**
 * Pages only a signed-in user may see (docs/product/organisations.md#logged-in-only-routes, docs/product/accounts.md#login-required): the user dashboard, the
 * organisation dashboards (the listing previews under /admin included, whichever area renders them), the posting and billing routes, and the rating links of recruiter mails. An
 * anonymous visitor is sent to log in first. Public profiles and unsubscribe links stay open.
 */
export function isLoginRequiredPath(pathname: string): boolean {
  const segments = pathSegments(pathname);
  const [first, second] = segments;
  if (first === 'dashboard') return true;
  if ((first === 'admin' || first === 'org') && segments.length >= 2) return true;
  if (first === 'email' && second === 'rate-recommended-candidate') return true;
  return ORG_DASHBOARD_EXACT.has(joined(segments));
}

export function isSalaryPath(pathname: string): boolean {
  return pathSegments(pathname)[0] === SALARY_ROOT.slice(1);
}

/**
 * The search type of a search page: '/{lang}/{segment}' in that language, or an unprefixed English
 * segment such as the fallback '/jobs'. Anything longer ('/jobs/create') is not a search page.
 */
export function searchTypeForPath(pathname: string): SearchType | null {
  const segments = pathSegments(pathname);
  if (segments.length === 1) return searchTypeForSegment('en', segments[0]);
  if (segments.length === 2 && isLang(segments[0])) return searchTypeForSegment(segments[0], segments[1]);
  return null;
}

export function isHomePath(pathname: string): boolean {
  const segments = pathSegments(pathname);
  return segments.length === 0 || (segments.length === 1 && isLang(segments[0]));
}

const OWNED_ELSEWHERE: ReadonlyArray<(pathname: string) => boolean> = [
  isShellPath,
  isListingsPath,
  isUserDashboardPath,
  isOrgDashboardPath,
  isSalaryPath,
];

/**
 * Search owns its own pages (search segments, home, /saved-searches/{id}) and also the content
 * catch-all: every path nobody else owns loads CMS content there or shows the not-found page. Defining it
 * as "not owned elsewhere" makes exactly one area active for any path.
 */
export function isSearchAreaPath(pathname: string): boolean {
  return !OWNED_ELSEWHERE.some((owned) => owned(pathname));
}

export const AREAS: readonly RemoteAreaRoute[] = [
  { area: 'search', app: 'mfe-search', matches: ({ pathname }) => isSearchAreaPath(pathname) },
  { area: 'listings', app: 'mfe-listings', matches: ({ pathname }) => isListingsPath(pathname) },
  {
    area: 'user-dashboard',
    app: 'mfe-user-dashboard',
    matches: ({ pathname }) => isUserDashboardPath(pathname),
  },
  {
    area: 'org-dashboard',
    app: 'mfe-org-dashboard',
    matches: ({ pathname }) => isOrgDashboardPath(pathname),
  },
  { area: 'salary', app: 'mfe-salary', matches: ({ pathname }) => isSalaryPath(pathname) },
];

export function areaForPath(pathname: string): Area {
  if (isShellPath(pathname)) return 'shell';
  return AREAS.find((route) => route.matches({ pathname }))?.area ?? 'search';
}
