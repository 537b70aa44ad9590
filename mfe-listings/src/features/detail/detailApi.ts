import type {
  Lang,
  ListingDetail,
  ListingSummary,
  ListingType,
  OrganizationDetail,
  PublishedListingDetail,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';
import { importedVolopPath, listingPath, orgPath, type ListingMatch } from '@opengood/routes';
import { plainText } from '../seo/excerpt';

// The detail pages' loader: the contracts' answers (a listing or an organisation by id, the similar
// listings, imported volunteer opportunities), each through http.call with its route.

export type DetailKind = ListingType | 'ORG';

/** What a detail page shows: a listing (and its similar listings), or an organisation profile. */
export type Detail =
  | { kind: 'listing'; listing: ListingDetail; similar: ListingSummary[]; imported: boolean }
  | { kind: 'org'; org: OrganizationDetail };

/** The detail call of each kind. */
const DETAIL_ROUTES = {
  JOB: routes.job,
  INTERNSHIP: routes.internship,
  VOLOP: routes.volop,
  EVENT: routes.event,
  ORG: routes.organization,
} as const;

export async function fetchListing(
  http: HttpClient,
  type: ListingType,
  id: string,
  signal?: AbortSignal,
): Promise<ListingDetail> {
  const route: (typeof DETAIL_ROUTES)[ListingType] = DETAIL_ROUTES[type];
  return (await http.call(route, { params: { id } }, { signal })).data;
}

/** An organisation's profile; `lang` is the page's, in which the api writes its place. */
export async function fetchOrganization(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
  lang?: Lang,
): Promise<OrganizationDetail> {
  return (await http.call(routes.organization, { params: { id }, query: { lang } }, { signal })).data;
}

export async function fetchImportedVolop(
  http: HttpClient,
  source: string,
  volopId: string,
  signal?: AbortSignal,
): Promise<ListingDetail> {
  return (await http.call(routes.importedVolop, { params: { source, volopId } }, { signal })).data;
}

/** Similar listings are a suggestion: when they cannot be had, the page shows without them. */
export async function fetchSimilar(
  http: HttpClient,
  type: ListingType,
  id: number | string,
  signal?: AbortSignal,
): Promise<ListingSummary[]> {
  try {
    return (await http.call(routes.similarListings, { params: { type, id } }, { signal })).data;
  } catch {
    return [];
  }
}

/** docs/product/listings.md#detail-pages: `noSuggestions=true` on a job page hides its similar listings. */
export function wantsSuggestions(match: Pick<ListingMatch, 'type'>, url: URL): boolean {
  return !(match.type === 'JOB' && url.searchParams.get('noSuggestions') === 'true');
}

/** The detail page's loader; the same calls a server renderer would make. */
export async function loadDetail(
  http: HttpClient,
  match: Pick<ListingMatch, 'type' | 'id' | 'source'> & { lang?: Lang },
  options: { suggestions?: boolean; signal?: AbortSignal } = {},
): Promise<Detail> {
  const { suggestions = true, signal } = options;
  if (match.type === 'ORG')
    return { kind: 'org', org: await fetchOrganization(http, match.id, signal, match.lang) };
  if (match.source !== undefined) {
    const listing = await fetchImportedVolop(http, match.source, match.id, signal);
    const similar =
      suggestions && isPublished(listing) ? await fetchSimilar(http, 'VOLOP', listing.id, signal) : [];
    return { kind: 'listing', listing, similar, imported: true };
  }
  // Both at once: the similar listings are not worth a second round trip.
  const [listing, similar] = await Promise.all([
    fetchListing(http, match.type, match.id, signal),
    suggestions ? fetchSimilar(http, match.type, match.id, signal) : Promise.resolve([]),
  ]);
  return { kind: 'listing', listing, similar: isPublished(listing) ? similar : [], imported: false };
}

export function detailTitle(detail: Detail): string {
  return detail.kind === 'org' ? detail.org.name : `${detail.listing.title} · ${detail.listing.org.name}`;
}

/** A short description for the page's head: the first sentences, on one line. */
export function detailDescription(detail: Detail): string | null {
  const text =
    detail.kind === 'org'
      ? detail.org.type === 'ORG'
        ? detail.org.description
        : null
      : isPublished(detail.listing)
        ? detail.listing.description
        : null;
  if (!text) return null;
  // An organisation's description is rich text (HTML): its words only.
  const line = (detail.kind === 'org' ? plainText(text) : text).replace(/\s+/g, ' ').trim();
  return line.length <= 160 ? line : `${line.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** docs/product/listings.md#published-and-unpublished: the published variant, by the answer's type (JOB, not UNPUBLISHED_JOB). */
export function isPublished(listing: ListingDetail): listing is PublishedListingDetail {
  return !listing.type.startsWith('UNPUBLISHED_');
}

export function isUnpublished(detail: { type: string }): boolean {
  return detail.type.startsWith('UNPUBLISHED_');
}

/**
 * Where this record lives: the slug of its current title (or name), in the URL's language, keeping an
 * org-typed job or internship path org-typed (with the organisation's real type). An imported opportunity
 * lives under its source's address, which has no slug.
 */
export function canonicalPath(detail: Detail, match: ListingMatch, lang: Lang): string {
  if (detail.kind === 'org') return orgPath(lang, detail.org.orgType, detail.org.id, detail.org.name);
  const { listing } = detail;
  if (match.source !== undefined) return importedVolopPath(lang, match.source, match.id);
  const orgType = match.orgType ? listing.org.orgType : null;
  return listingPath(lang, listing.listingType, listing.id, listing.title, { orgType });
}
