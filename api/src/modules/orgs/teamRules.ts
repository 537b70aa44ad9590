import { randomBytes } from 'node:crypto';
import { INVITE_EXPIRY_DAYS, ORG_ERROR_CODES, type InviteStatus } from '@opengood/contracts';
import type { AdminRole } from './orgsRepository';

// The rules of an organisation's team, in one place (docs/product/organisations.md#admins):
// - approving an admin request moves the requester into the admins (the request kept, approved); rejecting
//   removes the request; only a waiting request can be answered;
// - adding an admin by email: an existing user is added to the admins, or moved to the front when already
//   one; an unknown address gets an invite, one per address (inviting again re-sends the open one);
// - an owner is an admin who may also add owners and delete the organisation; a plain admin cannot remove
//   an owner; the last owner can neither be removed nor leave; anyone may remove themselves otherwise;
// - an invite is open for INVITE_EXPIRY_DAYS after it was (re)sent; only the holder of its address, verified,
//   may accept it.
// The use-cases ask here and write what these say.

const DAY_MS = 86_400_000;

/** When an invite (re)sent at `now` expires. */
export const inviteExpiry = (now: Date): Date => new Date(now.getTime() + INVITE_EXPIRY_DAYS * DAY_MS);

/** An unguessable invite id: 16 random bytes, 22 characters of base64url. */
export const newInviteId = (): string => randomBytes(16).toString('base64url');

export function inviteStatus(
  invite: { expires_at: Date; accepted_at: Date | null },
  now: Date,
): InviteStatus {
  if (invite.accepted_at) return 'ACCEPTED';
  return new Date(invite.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
}

/** Who acts on the team: their own role in the organisation (null for staff who are not admins). */
export interface Actor {
  userId: number;
  role: AdminRole | null;
  isStaff: boolean;
}

/** A refusal: the field it is about, the code, and its kind (the use-case raises the matching error). */
export interface Refusal {
  kind: 'forbidden' | 'conflict' | 'gone';
  field: string;
  code: string;
}

/** May `actor` remove the admin `target` (themselves included), given how many owners there are? */
export function removalRefusal(actor: Actor, target: { role: AdminRole }, owners: number): Refusal | null {
  if (target.role === 'OWNER') {
    if (actor.role !== 'OWNER' && !actor.isStaff)
      return { kind: 'forbidden', field: 'adminId', code: ORG_ERROR_CODES.CANNOT_REMOVE_OWNER };
    if (owners <= 1) return { kind: 'conflict', field: 'adminId', code: ORG_ERROR_CODES.LAST_OWNER };
  }
  return null;
}

/** May the user ask to administer the organisation? */
export function adminRequestRefusal(facts: {
  emailVerified: boolean;
  isAdmin: boolean;
  hasWaitingRequest: boolean;
}): Refusal | null {
  if (!facts.emailVerified)
    return { kind: 'forbidden', field: 'email', code: ORG_ERROR_CODES.EMAIL_NOT_VERIFIED };
  if (facts.isAdmin) return { kind: 'conflict', field: 'orgId', code: ORG_ERROR_CODES.ALREADY_ADMIN };
  if (facts.hasWaitingRequest)
    return { kind: 'conflict', field: 'orgId', code: ORG_ERROR_CODES.REQUEST_PENDING };
  return null;
}

/** May the signed-in user accept the invite? Their verified address must be the invite's (case aside). */
export function acceptRefusal(
  invite: { email: string; expires_at: Date; accepted_at: Date | null },
  user: { email: string; emailVerified: boolean },
  now: Date,
): Refusal | null {
  const status = inviteStatus(invite, now);
  if (status === 'ACCEPTED')
    return { kind: 'conflict', field: 'inviteId', code: ORG_ERROR_CODES.INVITE_ACCEPTED };
  if (!user.emailVerified)
    return { kind: 'forbidden', field: 'email', code: ORG_ERROR_CODES.EMAIL_NOT_VERIFIED };
  if (user.email.toLowerCase() !== invite.email.toLowerCase())
    return { kind: 'forbidden', field: 'email', code: ORG_ERROR_CODES.INVITE_EMAIL_MISMATCH };
  if (status === 'EXPIRED') return { kind: 'gone', field: 'inviteId', code: ORG_ERROR_CODES.INVITE_EXPIRED };
  return null;
}

/** The organisation's name typed again to confirm its deletion: as it is, spaces at both ends aside. */
export const confirmsName = (orgName: string, typed: string): boolean => typed.trim() === orgName.trim();
