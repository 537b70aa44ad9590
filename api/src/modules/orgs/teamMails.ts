import { INVITE_EXPIRY_DAYS } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import type { TemplateData } from '../../platform/mail';
import { findRecipient, type Recipient } from '../accounts';
import { recipientsFor } from '../orgnotifications';
import type { OrgsDeps } from './orgsDeps';

// The mails of an organisation's team (docs/product/organisations.md#notification-preferences, "team
// changes"): a request to join, and each change to who administers it, told to its admins who get the
// team's mails from it (orgnotifications' recipientsFor), in each one's language, in the change's
// transaction. The admin who made the change, and the person it is about, are not told: they know.

type Change = TemplateData<'teamChanged'>['change'];

const nameOf = (person: Pick<Recipient, 'first_name' | 'last_name' | 'email'> | null) =>
  person ? [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email : 'OpenGood';

export interface TeamChange {
  change: Change;
  /** Who made it (an admin, or staff). */
  actorId: number;
  /** Whom it concerns: an admin's user id, or (INVITE_SENT) the invited address. */
  subject: { userId: number } | { email: string };
}

/** In the change's transaction: the team's other admins are told (those who did not turn it off). */
export async function tellTeam(
  tx: Db,
  deps: OrgsDeps,
  org: { id: number; name: string },
  { change, actorId, subject }: TeamChange,
): Promise<void> {
  if (!deps.outbox) return;
  const subjectUser = 'userId' in subject ? await findRecipient(tx, subject.userId) : null;
  const subjectName = 'email' in subject ? subject.email : nameOf(subjectUser);
  const actorName = nameOf(await findRecipient(tx, actorId));
  const except = [actorId, ...('userId' in subject ? [subject.userId] : [])];
  for (const admin of await recipientsFor(tx, deps.signer, org.id, 'TEAM_CHANGES', { except }))
    await deps.outbox.add(tx, {
      kind: 'mail',
      to: admin.email,
      lang: admin.lang,
      template: 'teamChanged',
      data: {
        firstName: admin.first_name,
        orgId: org.id,
        orgName: org.name,
        change,
        actorName,
        subjectName,
        inviteDays: INVITE_EXPIRY_DAYS,
        unsubscribePath: admin.unsubscribePath,
      },
      headers: admin.headers,
    });
}

/** In the request's transaction: each admin who gets the team's mails is asked to answer it. */
export async function tellAdminRequested(
  tx: Db,
  deps: OrgsDeps,
  org: { id: number; name: string },
  requester: Recipient,
): Promise<void> {
  if (!deps.outbox) return;
  const requesterName = nameOf(requester);
  for (const admin of await recipientsFor(tx, deps.signer, org.id, 'TEAM_CHANGES'))
    await deps.outbox.add(tx, {
      kind: 'mail',
      to: admin.email,
      lang: admin.lang,
      template: 'adminRequested',
      data: {
        firstName: admin.first_name,
        orgId: org.id,
        orgName: org.name,
        requesterName,
        requesterEmail: requester.email,
        unsubscribePath: admin.unsubscribePath,
      },
      headers: admin.headers,
    });
}
