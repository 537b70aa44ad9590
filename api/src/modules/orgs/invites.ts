import type { Lang, PublicInvite, TeamInvite } from '@opengood/contracts';
import { ORG_ADMIN_MESSAGES, ORG_ERROR_CODES } from '@opengood/contracts';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { findRecipient } from '../accounts';
import { clock, type OrgsDeps } from './orgsDeps';
import { presentInvite, presentPublicInvite } from './orgsPresenter';
import * as repo from './orgsRepository';
import { refuse } from './refusals';
import { tellTeam } from './teamMails';
import { acceptRefusal, inviteExpiry } from './teamRules';

// Invites to administer an organisation, mailed to an address no account uses yet: re-sent, revoked, read
// by whoever holds the link, and accepted by the holder of the address (docs/product/organisations.md#invites).

const NO_INVITE = () => new NotFoundError({ inviteId: ORG_ADMIN_MESSAGES.NO_INVITE });

const formatDate = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * In the caller's transaction: the invite's mail into the outbox, in the organisation's language (the
 * recipient's likely one: no account says otherwise), counted against the resend limits.
 */
export async function mailInvite(
  tx: Db,
  deps: OrgsDeps,
  org: repo.LockedOrg,
  invite: repo.InviteRow,
  inviterId: number,
): Promise<void> {
  await deps.limits.get('orgInviteMailsPerInvite').consume(invite.id);
  await deps.limits.get('orgInviteMailsPerOrg').consume(String(org.id));
  if (!deps.outbox) return;
  const inviter = await findRecipient(tx, inviterId);
  const inviterName =
    [inviter?.first_name, inviter?.last_name].filter(Boolean).join(' ') || inviter?.email || 'OpenGood';
  await deps.outbox.add(tx, {
    kind: 'mail',
    to: invite.email,
    lang: org.locale,
    template: 'orgInvite',
    data: {
      inviteId: invite.id,
      orgName: org.name,
      inviterName,
      expiresOn: formatDate(new Date(invite.expires_at), org.locale),
    },
  });
}

/** The organisation's invite not yet accepted, locked; 404 for an unknown one or another organisation's. */
async function openInviteOf(tx: Db, orgId: number, inviteId: string) {
  const invite = await repo.findInvite(tx, inviteId, true);
  if (!invite || invite.org_id !== orgId) throw NO_INVITE();
  if (invite.accepted_at) throw new ConflictError({ inviteId: ORG_ERROR_CODES.INVITE_ACCEPTED });
  return invite;
}

/** Mails the invite again, open for INVITE_EXPIRY_DAYS from now. */
export async function resendInvite(
  deps: OrgsDeps,
  actorId: number,
  orgId: number,
  inviteId: string,
): Promise<TeamInvite> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw new NotFoundError({ orgId: ORG_ADMIN_MESSAGES.NO_ORG });
    await openInviteOf(tx, orgId, inviteId);
    const renewed = await repo.renewInvite(tx, inviteId, inviteExpiry(now));
    await mailInvite(tx, deps, org, renewed, actorId);
    return presentInvite(renewed, now);
  });
}

/** Withdraws an invite not yet accepted: its link stops working. */
export async function revokeInvite(deps: OrgsDeps, orgId: number, inviteId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOrg(tx, orgId))) throw new NotFoundError({ orgId: ORG_ADMIN_MESSAGES.NO_ORG });
    await openInviteOf(tx, orgId, inviteId);
    await repo.deleteInvite(tx, inviteId);
  });
}

/** The invite behind /user-invites/{inviteId}, for whoever holds the link. */
export async function getInvite(deps: OrgsDeps, inviteId: string): Promise<PublicInvite> {
  const invite = await repo.findInvite(deps.db, inviteId);
  if (!invite) throw NO_INVITE();
  return presentPublicInvite(invite, clock(deps));
}

/**
 * The signed-in user accepts: their verified address must be the invite's, and the invite open. They
 * become an admin (at the front of the list); the invite is kept, accepted.
 */
export async function acceptInvite(deps: OrgsDeps, userId: number, inviteId: string): Promise<number> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const found = await repo.findInvite(tx, inviteId);
    if (!found) throw NO_INVITE();
    // The organisation first, then the invite: the order every team change locks in.
    const org = await repo.lockOrg(tx, found.org_id);
    if (!org) throw NO_INVITE();
    const invite = await repo.findInvite(tx, inviteId, true);
    if (!invite) throw NO_INVITE();
    const user = await findRecipient(tx, userId);
    if (!user) throw new NotFoundError({ user: ORG_ADMIN_MESSAGES.MISSING_USER });
    refuse(acceptRefusal(invite, { email: user.email, emailVerified: user.email_verified }, now));
    await repo.putAdminFirst(tx, invite.org_id, userId, 'ADMIN', now);
    await repo.markInviteAccepted(tx, inviteId, userId, now);
    await repo.approveWaitingRequestOf(tx, invite.org_id, userId, now);
    await tellTeam(tx, deps, org, { change: 'INVITE_ACCEPTED', actorId: userId, subject: { userId } });
    return invite.org_id;
  });
}
