import { ORG_ADMIN_MESSAGES, type AddAdminAnswer, type OrgTeam, type TeamAdmin } from '@opengood/contracts';
import { orgPath } from '@opengood/routes';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { findRecipient, findRecipientByEmail } from '../accounts';
import { clock, type OrgsDeps } from './orgsDeps';
import { presentAdmin, presentAdminRequest, presentInvite } from './orgsPresenter';
import * as repo from './orgsRepository';
import { mailInvite } from './invites';
import { refuse } from './refusals';
import { tellAdminRequested, tellTeam } from './teamMails';
import { adminRequestRefusal, inviteExpiry, newInviteId, removalRefusal } from './teamRules';

// An organisation's team: its admins (owners among them), open invites and waiting admin requests, and
// the changes its admins make to it (docs/product/organisations.md#admins). The rules are teamRules.ts';
// every change locks the organisation first, so two admins' changes happen one after the other.

const noOrg = () => new NotFoundError({ orgId: ORG_ADMIN_MESSAGES.NO_ORG });

/** Who is acting, for the rules: the signed-in user and their role here (staff may hold none). */
export interface Acting {
  userId: number;
  isStaff: boolean;
}

export async function getTeam(deps: OrgsDeps, orgId: number): Promise<OrgTeam> {
  const { db } = deps;
  if (!(await repo.lockOrg(db, orgId, false))) throw noOrg();
  const now = clock(deps);
  const [admins, invites, requests] = await Promise.all([
    repo.listAdmins(db, orgId),
    repo.listOpenInvites(db, orgId),
    repo.listWaitingRequests(db, orgId),
  ]);
  return {
    admins: admins.map(presentAdmin),
    invites: invites.map((invite) => presentInvite(invite, now)),
    adminRequests: requests.map(presentAdminRequest),
  };
}

/**
 * Adds an admin by email: a user with that address becomes an admin, or moves to the front when already
 * one; an address no account uses gets an invite (the open one re-sent, renewed, when there is one).
 */
export async function addAdmin(
  deps: OrgsDeps,
  actor: Acting,
  orgId: number,
  email: string,
): Promise<AddAdminAnswer['data']> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw noOrg();
    const user = await findRecipientByEmail(tx, email);
    if (user) {
      const already = await repo.findAdmin(tx, orgId, user.id);
      const admin = await repo.putAdminFirst(tx, orgId, user.id, 'ADMIN', now);
      await repo.approveWaitingRequestOf(tx, orgId, user.id, now);
      if (!already)
        await tellTeam(tx, deps, org, {
          change: 'ADMIN_ADDED',
          actorId: actor.userId,
          subject: { userId: user.id },
        });
      return { kind: 'admin', admin: presentAdmin(admin) };
    }
    const open = await repo.findOpenInviteTo(tx, orgId, email);
    const invite = open
      ? await repo.renewInvite(tx, open.id, inviteExpiry(now))
      : await repo.insertInvite(tx, {
          id: newInviteId(),
          orgId,
          email,
          invitedBy: actor.userId,
          now,
          expiresAt: inviteExpiry(now),
        });
    await mailInvite(tx, deps, org, invite, actor.userId);
    // A new invite is news to the team; inviting the address again only re-sends it.
    if (!open)
      await tellTeam(tx, deps, org, { change: 'INVITE_SENT', actorId: actor.userId, subject: { email } });
    return { kind: 'invite', invite: presentInvite(invite, now) };
  });
}

/**
 * Removes an admin, the actor themselves included (they leave). A plain admin cannot remove an owner; the
 * last owner can neither be removed nor leave.
 */
export async function removeAdmin(
  deps: OrgsDeps,
  actor: Acting,
  orgId: number,
  adminId: number,
): Promise<{ removed: true; self: boolean }> {
  return deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw noOrg();
    const target = await repo.findAdmin(tx, orgId, adminId);
    if (!target) throw new NotFoundError({ adminId: ORG_ADMIN_MESSAGES.MISSING_USER });
    const own = await repo.findAdmin(tx, orgId, actor.userId);
    const owners = await repo.countOwners(tx, orgId);
    refuse(removalRefusal({ ...actor, role: own?.role ?? null }, target, owners));
    await repo.deleteAdmin(tx, orgId, adminId);
    const self = adminId === actor.userId;
    await tellTeam(tx, deps, org, {
      change: self ? 'ADMIN_LEFT' : 'ADMIN_REMOVED',
      actorId: actor.userId,
      subject: { userId: adminId },
    });
    return { removed: true, self };
  });
}

/** An owner makes a user (by their address) an admin and an owner. */
export async function addOwner(
  deps: OrgsDeps,
  actor: Acting,
  orgId: number,
  email: string,
): Promise<TeamAdmin> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw noOrg();
    const user = await findRecipientByEmail(tx, email);
    if (!user) throw new NotFoundError({ email: ORG_ADMIN_MESSAGES.MISSING_USER });
    const before = await repo.findAdmin(tx, orgId, user.id);
    const admin = await repo.putAdminFirst(tx, orgId, user.id, 'OWNER', now);
    await repo.approveWaitingRequestOf(tx, orgId, user.id, now);
    if (before?.role !== 'OWNER')
      await tellTeam(tx, deps, org, {
        change: 'OWNER_ADDED',
        actorId: actor.userId,
        subject: { userId: user.id },
      });
    return presentAdmin(admin);
  });
}

/**
 * Answers a waiting request: approved, the requester becomes an admin (the request kept, approved);
 * rejected, the request is removed. An unknown request, another organisation's or one answered already
 * is 'No admin request found'. Either way the person who asked is mailed the answer, in their language,
 * in the answer's transaction.
 */
export async function answerAdminRequest(
  deps: OrgsDeps,
  actor: Acting,
  orgId: number,
  requestId: number,
  approved: boolean,
): Promise<TeamAdmin | null> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw noOrg();
    const request = await repo.findWaitingRequest(tx, orgId, requestId);
    if (!request) throw new NotFoundError({ requestId: ORG_ADMIN_MESSAGES.NO_ADMIN_REQUEST });
    let admin: TeamAdmin | null = null;
    if (approved) {
      admin = presentAdmin(await repo.putAdminFirst(tx, orgId, request.user_id, 'ADMIN', now));
      await repo.approveRequest(tx, requestId, now);
      await tellTeam(tx, deps, org, {
        change: 'ADMIN_ADDED',
        actorId: actor.userId,
        subject: { userId: request.user_id },
      });
    } else {
      await repo.deleteRequest(tx, requestId);
    }
    await mailAnswer(tx, deps, org, request.user_id, approved);
    return admin;
  });
}

/**
 * docs/product/organisations.md#admins: the person who asked learns the answer, in their own language.
 * Not subject to the organisation's mail preferences: those are its admins', and the requester was not
 * one when they asked.
 */
async function mailAnswer(tx: Db, deps: OrgsDeps, org: repo.LockedOrg, userId: number, approved: boolean) {
  if (!deps.outbox) return;
  const requester = await findRecipient(tx, userId);
  if (!requester) return;
  await deps.outbox.add(tx, {
    kind: 'mail',
    to: requester.email,
    lang: requester.lang,
    template: 'adminRequestAnswered',
    data: {
      firstName: requester.first_name,
      approved,
      orgId: org.id,
      orgName: org.name,
      profilePath: orgPath(requester.lang, org.org_type, org.id, org.name),
    },
  });
}

/**
 * A signed-in user with a verified address asks to administer the organisation; each of its admins who
 * gets the team's mails is mailed, in their own language, in the request's transaction.
 */
export async function requestAdminAccess(
  deps: OrgsDeps,
  userId: number,
  orgId: number,
): Promise<{ id: number; createdAt: string }> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const org = await repo.lockOrg(tx, orgId);
    if (!org) throw noOrg();
    const user = await findRecipient(tx, userId);
    if (!user) throw new NotFoundError({ user: ORG_ADMIN_MESSAGES.MISSING_USER });
    refuse(
      adminRequestRefusal({
        emailVerified: user.email_verified,
        isAdmin: (await repo.findAdmin(tx, orgId, userId)) !== null,
        hasWaitingRequest: await repo.hasWaitingRequest(tx, orgId, userId),
      }),
    );
    await deps.limits.get('adminRequestsPerUser').consume(String(userId));
    const request = await repo.insertRequest(tx, orgId, userId, now);
    await tellAdminRequested(tx, deps, org, user);
    return { id: request.id, createdAt: new Date(request.created_at).toISOString() };
  });
}
