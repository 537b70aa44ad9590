import { GRAD_FAIR_MESSAGES, type GradFairInvite, type Lang } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { findOrgAdminRecipients } from '../accounts';
import { presentPlace } from '../places';
import { answerRefusal, inviteRefusal } from './fairRules';
import { clock, type FairsDeps } from './fairsDeps';
import { presentInvite } from './fairsPresenter';
import * as repo from './fairsRepository';
import { NO_FAIR } from './gradFairs';
import { liveOrgOf } from './registrations';
import { refuse } from './refusals';

// Invitations to take part in a fair (docs/product/grad-fairs.md#invitations): staff invite an
// organisation, its admins are mailed, and one of them accepts (the organisation is registered, even past
// the registration deadline, while a place is left) or declines, once. Each change locks the organisation's
// row (shared), then the fair's, then the invitation's: the order registrations lock in too.

const NO_INVITE = () => new NotFoundError({ inviteId: GRAD_FAIR_MESSAGES.NO_INVITE });

/** When the fair begins, in the mail's language and the fair's own time zone. */
export function fairStartText(startsAt: Date | string, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  );
}

/** The organisation's invitation with its fair as the organisation sees it; 404 for another's. */
async function inviteOf(db: Db, orgId: number, inviteId: number, lock = false) {
  const invite = await repo.findInvite(db, inviteId, lock);
  if (!invite || invite.org_id !== orgId) throw NO_INVITE();
  return invite;
}

async function present(db: Db, invite: repo.InviteRow, lang: Lang, now: Date): Promise<GradFairInvite> {
  const fair = await repo.findOrgFair(db, invite.org_id, invite.fair_id);
  if (!fair) throw NO_FAIR();
  return presentInvite(invite, fair, lang, now);
}

/** One invitation of the organisation (/admin/:orgId/grad-fairs/invites/:inviteId). */
export async function getOrgInvite(
  deps: FairsDeps,
  orgId: number,
  inviteId: number,
  lang: Lang,
): Promise<GradFairInvite> {
  const invite = await inviteOf(deps.db, orgId, inviteId);
  return present(deps.db, invite, lang, clock(deps));
}

/** Accept (and register) or decline a pending invitation of a fair not begun. */
export async function answerOrgInvite(
  deps: FairsDeps,
  actorId: number,
  orgId: number,
  inviteId: number,
  accept: boolean,
  lang: Lang,
): Promise<GradFairInvite> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    await liveOrgOf(tx, orgId);
    const found = await inviteOf(tx, orgId, inviteId);
    const fair = await repo.findFair(tx, found.fair_id, true);
    if (!fair) throw NO_FAIR();
    const invite = await inviteOf(tx, orgId, inviteId, true);
    const registered = await repo.isRegistered(tx, fair.id, orgId);
    refuse(answerRefusal(invite.status, fair, accept, registered, now));
    if (accept && !registered) await repo.insertRegistration(tx, fair.id, orgId, actorId, now);
    const answered = await repo.answerInvite(tx, inviteId, accept ? 'ACCEPTED' : 'DECLINED', actorId, now);
    return present(tx, answered, lang, now);
  });
}

/** Staff invite an organisation to a fair not begun, once; each of its admins is mailed in their language. */
export async function createInvite(
  deps: FairsDeps,
  staffId: number,
  fairId: number,
  orgId: number,
): Promise<GradFairInvite> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const org = await liveOrgOf(tx, orgId);
    const fair = await repo.findFair(tx, fairId, true);
    if (!fair) throw NO_FAIR();
    refuse(inviteRefusal(fair, await repo.inviteExists(tx, fairId, orgId), now));
    const invite = await repo.insertInvite(tx, fairId, orgId, staffId, now);
    if (deps.outbox)
      for (const admin of await findOrgAdminRecipients(tx, orgId))
        await deps.outbox.add(tx, {
          kind: 'mail',
          to: admin.email,
          lang: admin.lang,
          template: 'gradFairInvite',
          data: {
            firstName: admin.first_name,
            orgId,
            orgName: org.name,
            inviteId: invite.id,
            fairName: fair.names[admin.lang] || fair.names.en,
            startsOn: fairStartText(fair.starts_at, fair.time_zone, admin.lang),
            city: presentPlace(fair, admin.lang)?.text ?? fair.venue,
          },
        });
    return present(tx, invite, 'en', now);
  });
}
