import type { UnsubscribeAnswer } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { isHttpError, type HttpClient } from '@opengood/platform';

// The signed unsubscribe link of a mail: the page's address read into the link's parts, and the loader
// that asks the api what the link turns off (routes unsubscribeLink / orgUnsubscribeLink).

export interface UnsubscribeLinkParams {
  preferenceName: string;
  userId: string;
  timestamp: string;
  sig: string;
  /** The org variant: an admin's notices for one organisation. */
  orgId?: string;
  /** The address has the shape of a link but not its parts (cut or changed by hand): refused unread. */
  malformed?: boolean;
}

export type Preference = UnsubscribeAnswer['data'];

const PREFERENCE = /^[a-z][a-z0-9-]{0,60}$/;
const ID = /^[1-9]\d{0,9}$/;
const TIMESTAMP = /^\d{1,12}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

/**
 * /unsubscribe/{preferenceName}/{userId}/{timestamp}?sig=… and
 * /unsubscribe/org/{orgId}/{preferenceName}/{userId}/{timestamp}?sig=…. An address of either shape whose
 * parts are not a link's is still this page (it says the link is not valid), not a generic one.
 */
export function matchUnsubscribeLink(url: URL): UnsubscribeLinkParams | null {
  const parts = url.pathname.replace(/\/$/, '').split('/').slice(1).map(decodeURIComponent);
  if (parts[0] !== 'unsubscribe') return null;
  const org = parts[1] === 'org';
  if (parts.length !== (org ? 6 : 4)) return null;
  const [preferenceName, userId, timestamp] = parts.slice(-3) as [string, string, string];
  const sig = url.searchParams.get('sig') ?? '';
  const params: UnsubscribeLinkParams = { preferenceName, userId, timestamp, sig };
  if (org) params.orgId = parts[2];
  const malformed =
    !PREFERENCE.test(preferenceName) ||
    !ID.test(userId) ||
    !TIMESTAMP.test(timestamp) ||
    !SIG.test(sig) ||
    (org && !ID.test(params.orgId!));
  return malformed ? { ...params, malformed: true } : params;
}

/** The link as the calls take it: its path's parts and its signature. */
export function linkInput({ preferenceName, userId, timestamp, sig }: UnsubscribeLinkParams) {
  return { params: { preferenceName, userId, timestamp }, query: { sig } };
}

/** The org variant's input (`orgId` in the path too). */
export function orgLinkInput(link: UnsubscribeLinkParams & { orgId: string }) {
  const { params, query } = linkInput(link);
  return { params: { ...params, orgId: link.orgId }, query };
}

export const isOrgLink = (link: UnsubscribeLinkParams): link is UnsubscribeLinkParams & { orgId: string } =>
  link.orgId !== undefined;

export type LinkState = { valid: true; preference: Preference } | { valid: false };

/**
 * The page's loader: what the link would unsubscribe, read with GET (nothing changes on load, because
 * mail scanners fetch links). A refused link (400: signature, preference, user or organisation) is a page
 * that says so, not an error page.
 */
export async function loadUnsubscribeLink(
  http: HttpClient,
  link: UnsubscribeLinkParams,
  signal?: AbortSignal,
): Promise<LinkState> {
  if (link.malformed) return { valid: false };
  try {
    const answer = isOrgLink(link)
      ? await http.call(routes.orgUnsubscribeLink, orgLinkInput(link), { signal })
      : await http.call(routes.unsubscribeLink, linkInput(link), { signal });
    return { valid: true, preference: answer.data };
  } catch (error) {
    if (isHttpError(error) && error.statusCode === 400) return { valid: false };
    throw error;
  }
}
