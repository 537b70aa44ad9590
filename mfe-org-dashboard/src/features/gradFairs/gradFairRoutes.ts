import { isFairAreaPath, pathSegments, safeDecode } from '@opengood/routes';

// The grad fair pages' URLs (docs/product/grad-fairs.md): an organisation's fairs and one of its
// invitations under /admin/{orgId}, and the fair area (/fair, /fair/{fairId}; /fair/login is the shell's).

/** Ids the api accepts (int4, from 1): anything else is not a page of these (the not-found page). */
export function isFairRecordId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}

/** `/admin/{orgId}/grad-fairs`. */
export function parseGradFairsPath(pathname: string): { orgId: string } | null {
  const [first, rawOrgId, sub, ...rest] = pathSegments(pathname);
  if (first !== 'admin' || !rawOrgId || sub !== 'grad-fairs' || rest.length > 0) return null;
  const orgId = safeDecode(rawOrgId);
  return isFairRecordId(orgId) ? { orgId } : null;
}

/** `/admin/{orgId}/grad-fairs/invites/{inviteId}`. */
export function parseGradFairInvitePath(pathname: string): { orgId: string; inviteId: string } | null {
  const [first, rawOrgId, sub, invites, rawInviteId, ...rest] = pathSegments(pathname);
  if (first !== 'admin' || sub !== 'grad-fairs' || invites !== 'invites' || !rawOrgId || !rawInviteId)
    return null;
  if (rest.length > 0) return null;
  const orgId = safeDecode(rawOrgId);
  const inviteId = safeDecode(rawInviteId);
  return isFairRecordId(orgId) && isFairRecordId(inviteId) ? { orgId, inviteId } : null;
}

export type FairAreaRoute = { kind: 'home' } | { kind: 'fair'; fairId: string };

/** `/fair` (the upcoming fairs) or `/fair/{fairId}` (one fair). */
export function parseFairAreaPath(pathname: string): FairAreaRoute | null {
  if (!isFairAreaPath(pathname)) return null;
  const [, rawFairId, ...rest] = pathSegments(pathname);
  if (rawFairId === undefined) return { kind: 'home' };
  const fairId = safeDecode(rawFairId);
  return rest.length === 0 && isFairRecordId(fairId) ? { kind: 'fair', fairId } : null;
}
