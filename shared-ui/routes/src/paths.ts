import type { Lang } from '@opengood/contracts';
import { pathSegments } from './path-segments';

/** docs/product/search.md#search-pages: the search to fall back to when no better one is known. */
export const FALLBACK_SEARCH_PATH = '/jobs';

const DONATE_PATHS: Readonly<Record<Lang, string>> = { en: '/en/donate', es: '/es/dona', pt: '/pt/doacao' };

const SIGN_UP_TO_POST_PATHS: Readonly<Record<Lang, string>> = {
  en: '/sign-up-to-post',
  es: '/es/orgs/registrate',
  pt: '/pt/orgs/inscreva-se',
};

export const SALARY_ROOT = '/nonprofit-salary-explorer';
export const SALARY_SUBPAGES = ['survey', 'faq', 'learn-more', 'explore'] as const;
export type SalarySubpage = (typeof SALARY_SUBPAGES)[number];

function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.append(name, value);
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Joins an optional sub-path ('saved-items', '/saved-items', 'jobs/12/edit') under a root, no trailing slash. */
function under(root: string, sub?: string | null): string {
  const rest = pathSegments(sub ?? '').join('/');
  return rest === '' ? root : `${root}/${rest}`;
}

/** English home is '/', the other languages keep their prefix. */
export function homePath(lang: Lang): string {
  return lang === 'en' ? '/' : `/${lang}`;
}

export function donatePath(lang: Lang): string {
  return DONATE_PATHS[lang];
}

/** The language of a donate page (/en/donate, /es/dona, /pt/doacao), or null when the path is not one. */
export function donateLang(pathname: string): Lang | null {
  const path = `/${pathSegments(pathname).join('/')}`;
  const found = (Object.keys(DONATE_PATHS) as Lang[]).find((l) => DONATE_PATHS[l] === path);
  return found ?? null;
}

/** A donation's receipt (docs/product/billing.md#donation-receipts), addressed by its unguessable id. */
export function donationReceiptPath(donationId: string): string {
  return `/donation-receipts/${encodeURIComponent(donationId)}`;
}

export interface LoginPathOptions {
  /** The graduate fair area has its own login page (docs/product/accounts.md#account-pages). */
  fair?: boolean;
}

/** /login?to={path and query to come back to}; /fair/login under the fair area. */
export function loginPath(to?: string | null, options: LoginPathOptions = {}): string {
  return withQuery(options.fair ? `${FAIR_ROOT}/login` : '/login', { to });
}

export function signupPath(invite?: string | null): string {
  return withQuery('/signup', { invite });
}

export function forgotPasswordPath(): string {
  return '/forgot-password';
}

export function resetPasswordPath(token: string): string {
  return `/reset-password/${encodeURIComponent(token)}`;
}

export const INVALID_OR_EXPIRED_LINK_PATH = '/invalid-or-expired-link';

/** The page a verification mail links to; it sends the token back to the api. */
export function verifyEmailPath(token: string): string {
  return `/verify-email/${encodeURIComponent(token)}`;
}

export function signUpToPostPath(lang: Lang): string {
  return SIGN_UP_TO_POST_PATHS[lang];
}

/** The language of a sign-up-to-post path, or null when the path is not one. */
export function signUpToPostLang(pathname: string): Lang | null {
  const path = `/${pathSegments(pathname).join('/')}`;
  const found = (Object.keys(SIGN_UP_TO_POST_PATHS) as Lang[]).find((l) => SIGN_UP_TO_POST_PATHS[l] === path);
  return found ?? null;
}

/** Where an organisation posts a listing (logged-in only), optionally for one type. */
export function postListingPath(listingType?: string | null): string {
  return withQuery('/post-a-listing', { listingType });
}

export function userDashboardPath(sub?: string | null): string {
  return under('/dashboard', sub);
}

export function publicProfilePath(username: string): string {
  return `/i/${encodeURIComponent(username)}`;
}

export function orgDashboardPath(orgId: string | number, sub?: string | null): string {
  return under(`/admin/${encodeURIComponent(String(orgId))}`, sub);
}

/** docs/product/organisations.md#logged-in-only-routes: where a signed-in user creates an organisation. */
export const CREATE_ORG_PATH = '/organizations/create';
/** The user's organisations, to choose the one to manage. */
export const SELECT_ORG_PATH = '/select-org';

/** docs/product/organisations.md#other-organisation-links: an invitation to join an organisation. */
export function userInvitePath(inviteId: string): string {
  return `/user-invites/${encodeURIComponent(inviteId)}`;
}

export function salaryPath(sub?: SalarySubpage | null): string {
  return under(SALARY_ROOT, sub);
}

export function savedSearchPath(savedSearchId: string | number): string {
  return `/saved-searches/${encodeURIComponent(String(savedSearchId))}`;
}

/** Where a 403 sends the user (docs/product/http-and-errors.md#unauthorised-and-forbidden): the locale home with its trailing slash, or the fair home. */
export function forbiddenRedirectPath(lang: Lang, fair = false): string {
  return fair ? FAIR_ROOT : `/${lang}/`;
}

/**
 * The graduate fair area (docs/product/grad-fairs.md#the-fair-area): its home (the upcoming fairs), one
 * fair's page, and its own login page (/fair/login, loginPath's `fair`).
 */
export const FAIR_ROOT = '/fair';

/** /fair, or /fair/{fairId}: one fair's page. */
export function fairPath(fairId?: string | number | null): string {
  return fairId === undefined || fairId === null
    ? FAIR_ROOT
    : `${FAIR_ROOT}/${encodeURIComponent(String(fairId))}`;
}

/** Whether a path is inside the fair area (/fair and below, its login page included; not /fairs or /fairway). */
export function isFairAreaPath(pathname: string): boolean {
  return pathSegments(pathname)[0] === FAIR_ROOT.slice(1);
}

/** /cms/* and /staff/* are served outside the single-page app, so links to them must reload the page. */
export function isFullReloadPath(pathname: string): boolean {
  const first = pathSegments(pathname)[0];
  return first === 'cms' || first === 'staff';
}
