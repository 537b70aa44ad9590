import { isRecordId, pathSegments } from '@opengood/routes';

/**
 * The organisation pages outside /admin/{orgId} (docs/product/organisations.md#logged-in-only-routes and
 * #other-organisation-links): creating one, choosing one (/select-org, and /admins, /edit-org and
 * /post-a-listing, which lead to the chosen organisation's page), and an invitation to join one.
 */
/** The dashboard page that /admins, /edit-org, /post-a-listing, /gradfairs, /buy-credits, /invoices and /credits lead to, once an organisation is chosen. */
export type SelectSub =
  | 'admins'
  | 'edit'
  | 'post-a-listing'
  | 'jobs/create'
  | 'internships/create'
  | 'grad-fairs'
  | 'invoices'
  | 'credits'
  | 'buy-credits'
  | null;

/** The pages that post a listing: with no organisation yet, posting starts by creating one. */
export const POSTING_SUBS: readonly SelectSub[] = ['post-a-listing', 'jobs/create', 'internships/create'];

export type OrgRoute =
  { kind: 'create' } | { kind: 'select'; sub: SelectSub } | { kind: 'invite'; inviteId: string };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parseOrgRoute(pathname: string): OrgRoute | null {
  const segments = pathSegments(pathname);
  const joined = segments.join('/');
  if (joined === 'organizations/create') return { kind: 'create' };
  if (joined === 'select-org') return { kind: 'select', sub: null };
  if (joined === 'admins') return { kind: 'select', sub: 'admins' };
  if (joined === 'edit-org') return { kind: 'select', sub: 'edit' };
  if (joined === 'post-a-listing') return { kind: 'select', sub: 'post-a-listing' };
  if (joined === 'jobs/create') return { kind: 'select', sub: 'jobs/create' };
  if (joined === 'internships/create') return { kind: 'select', sub: 'internships/create' };
  if (joined === 'gradfairs') return { kind: 'select', sub: 'grad-fairs' };
  // docs/product/billing.md: /invoices and /credits (login required) are the chosen organisation's.
  if (joined === 'invoices') return { kind: 'select', sub: 'invoices' };
  if (joined === 'credits') return { kind: 'select', sub: 'credits' };
  if (joined === 'buy-credits') return { kind: 'select', sub: 'buy-credits' };
  if (segments.length === 2 && segments[0] === 'user-invites') {
    const inviteId = safeDecode(segments[1]!);
    // An invite's id is 22 characters of base64url (the contracts' inviteIdSchema): anything else is not one.
    return /^[A-Za-z0-9_-]{22}$/.test(inviteId) ? { kind: 'invite', inviteId } : null;
  }
  return null;
}

/** `/admin/{orgId}/{section}` exactly, for a section that is a page of its own. */
function parseSectionPage(pathname: string, section: string): { orgId: string } | null {
  const [first, rawOrgId, sub, ...rest] = pathSegments(pathname);
  if (first !== 'admin' || !rawOrgId || sub !== section || rest.length > 0) return null;
  const orgId = safeDecode(rawOrgId);
  return isRecordId(orgId) ? { orgId } : null;
}

/** `/admin/{orgId}/admins`: the organisation's team page. */
export const parseAdminsPath = (pathname: string) => parseSectionPage(pathname, 'admins');

/** `/admin/{orgId}/notification-preferences`: the admin's preferences for the organisation's mails. */
export const parseNotificationPreferencesPath = (pathname: string) =>
  parseSectionPage(pathname, 'notification-preferences');
