import { GRAD_FAIR_MESSAGES, type Lang, type OrgGradFair, type OrgGradFairs } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { registerRefusal, unregisterRefusal } from './fairRules';
import { clock, type FairsDeps } from './fairsDeps';
import { presentInvite, presentOrgFair } from './fairsPresenter';
import * as repo from './fairsRepository';
import { NO_FAIR } from './gradFairs';
import { refuse } from './refusals';

// An organisation's registrations (docs/product/grad-fairs.md#registering): what its admins see on
// /admin/:orgId/grad-fairs, registering and withdrawing. Every change is one transaction that takes the
// organisation's row (shared) and then the fair's (exclusive), so two organisations racing for a fair's last
// place register one after the other and the second is told the fair is full.

export const NO_ORG = () => new NotFoundError({ orgId: GRAD_FAIR_MESSAGES.NO_ORG });

/** The organisation's row, shared-locked; 404 for an unknown or deleted one (staff may name any id). */
export async function liveOrgOf(tx: Db, orgId: number): Promise<{ id: number; name: string }> {
  const org = await repo.findLiveOrg(tx, orgId);
  if (!org) throw NO_ORG();
  return org;
}

/** The upcoming fairs with the organisation's registration, its registrations and its invitations. */
export async function orgGradFairs(deps: FairsDeps, orgId: number, lang: Lang): Promise<OrgGradFairs> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    await liveOrgOf(tx, orgId);
    const [upcoming, registered, invites] = [
      await repo.findUpcomingOrgFairs(tx, orgId, now),
      await repo.findRegisteredFairs(tx, orgId),
      await repo.findOrgInvites(tx, orgId),
    ];
    const fairOf = new Map([...upcoming, ...registered].map((row) => [row.id, row]));
    const presentedInvites = [];
    for (const invite of invites) {
      const fair = fairOf.get(invite.fair_id) ?? (await repo.findOrgFair(tx, orgId, invite.fair_id));
      if (fair) presentedInvites.push(presentInvite(invite, fair, lang, now));
    }
    return {
      upcoming: upcoming.map((row) => presentOrgFair(row, lang, now)),
      registrations: registered.map((row) => presentOrgFair(row, lang, now)),
      invites: presentedInvites,
    };
  });
}

/** The fair as the organisation now sees it (after a change in the same transaction). */
async function orgFairAfter(tx: Db, orgId: number, fairId: number, lang: Lang, now: Date) {
  const row = await repo.findOrgFair(tx, orgId, fairId);
  if (!row) throw NO_FAIR();
  return presentOrgFair(row, lang, now);
}

/** Registers the organisation: once, before the deadline, while a place is left. */
export async function register(
  deps: FairsDeps,
  actorId: number,
  orgId: number,
  fairId: number,
  lang: Lang,
): Promise<OrgGradFair> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    await liveOrgOf(tx, orgId);
    const fair = await repo.findFair(tx, fairId, true);
    if (!fair) throw NO_FAIR();
    refuse(registerRefusal(fair, await repo.isRegistered(tx, fairId, orgId), now));
    await repo.insertRegistration(tx, fairId, orgId, actorId, now);
    return orgFairAfter(tx, orgId, fairId, lang, now);
  });
}

/** Withdraws the organisation's registration until the fair begins; its place is free again. */
export async function unregister(
  deps: FairsDeps,
  orgId: number,
  fairId: number,
  lang: Lang,
): Promise<OrgGradFair> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    await liveOrgOf(tx, orgId);
    const fair = await repo.findFair(tx, fairId, true);
    if (!fair) throw NO_FAIR();
    refuse(unregisterRefusal(fair, await repo.isRegistered(tx, fairId, orgId), now));
    await repo.deleteRegistration(tx, fairId, orgId);
    return orgFairAfter(tx, orgId, fairId, lang, now);
  });
}
