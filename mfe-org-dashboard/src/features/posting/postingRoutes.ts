import { LISTING_TYPES, type ListingType } from '@opengood/contracts';
import { isRecordId, orgDashboardPath, pathSegments } from '@opengood/routes';

// The posting pages' addresses (docs/product/organisations.md#dashboard-routes): under /admin/{orgId}, each
// listing type has its own segment (jobs, internships, volops, events). The bare `…/:id`, `…/:id/:tab`,
// `…/:id/preview` and the applicants' pages are other features'; this file reads only create, edit, repost,
// the type choice and the listings table.

export const SEGMENT_OF_TYPE: Readonly<Record<ListingType, string>> = {
  JOB: 'jobs',
  INTERNSHIP: 'internships',
  VOLOP: 'volops',
  EVENT: 'events',
};
const TYPE_OF_SEGMENT = new Map(LISTING_TYPES.map((type) => [SEGMENT_OF_TYPE[type], type]));

export const isListingType = (value: unknown): value is ListingType =>
  typeof value === 'string' && (LISTING_TYPES as readonly string[]).includes(value);

export type EditorParams = {
  orgId: string;
  listingType: ListingType;
  /** null on the create page. */
  listingId: string | null;
};

export type PostingRoute =
  | { kind: 'choose'; orgId: string; listingType: ListingType | null }
  | { kind: 'listings'; orgId: string }
  | ({ kind: 'editor' } & EditorParams)
  | { kind: 'repost'; orgId: string; listingType: ListingType; listingId: string };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The posting page of /admin/{orgId}/…, or null. */
export function parsePostingPath(url: URL): PostingRoute | null {
  const [first, rawOrgId, sub, id, action, ...rest] = pathSegments(url.pathname).map(safeDecode);
  if (first !== 'admin' || !rawOrgId || !isRecordId(rawOrgId) || !sub || rest.length > 0) return null;
  const orgId = rawOrgId;
  if (id === undefined) {
    if (sub === 'listings') return { kind: 'listings', orgId };
    if (sub === 'post-a-listing') {
      const asked = url.searchParams.get('listingType');
      return { kind: 'choose', orgId, listingType: isListingType(asked) ? asked : null };
    }
    return null;
  }
  const listingType = TYPE_OF_SEGMENT.get(sub);
  if (!listingType) return null;
  if (id === 'create' && action === undefined) return { kind: 'editor', orgId, listingType, listingId: null };
  if (!isRecordId(id)) return null;
  if (action === 'edit') return { kind: 'editor', orgId, listingType, listingId: id };
  if (action === 'repost') return { kind: 'repost', orgId, listingType, listingId: id };
  return null;
}

export const listingsPath = (orgId: string | number) => orgDashboardPath(orgId, 'listings');
export const chooseTypePath = (orgId: string | number, listingType?: ListingType | null) =>
  orgDashboardPath(orgId, 'post-a-listing') + (listingType ? `?listingType=${listingType}` : '');
export const createPath = (orgId: string | number, type: ListingType) =>
  orgDashboardPath(orgId, `${SEGMENT_OF_TYPE[type]}/create`);
const listingPath = (orgId: string | number, type: ListingType, id: string | number, tail?: string) =>
  orgDashboardPath(orgId, [SEGMENT_OF_TYPE[type], String(id), tail].filter(Boolean).join('/'));
export const editPath = (orgId: string | number, type: ListingType, id: string | number) =>
  listingPath(orgId, type, id, 'edit');
export const repostPath = (orgId: string | number, type: ListingType, id: string | number) =>
  listingPath(orgId, type, id, 'repost');
export const previewPath = (orgId: string | number, type: ListingType, id: string | number) =>
  listingPath(orgId, type, id, 'preview');
export const applicantsPath = (orgId: string | number, type: ListingType, id: string | number) =>
  listingPath(orgId, type, id, 'applicants');

/** The editor page's data key: one per listing (create: one per type), so a new draft's data can be handed over. */
export const editorDataKey = ({ orgId, listingType, listingId }: EditorParams) =>
  `${orgId}/${listingType}/${listingId ?? 'new'}`;
