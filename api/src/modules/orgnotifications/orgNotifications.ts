import {
  ORG_ADMIN_MESSAGES,
  ORG_NOTIFICATION_ERROR_CODES,
  ORG_NOTIFICATION_FIELDS,
  ORG_NOTIFICATION_KINDS,
  orgUnsubscribePreferenceOf,
  type EmailPreferenceKind,
  type OrgNotificationKind,
  type OrgNotificationPreferences,
  type OrgNotificationPreferencesAnswer,
} from '@opengood/contracts';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { unsubscribeParts, type UnsubscribeSigner } from '../../platform/mail/unsubscribeLinks';
import { findOrgAdminRecipients, type Recipient } from '../accounts';
import { findOrgById } from '../organizations';
import { isEmailEnabled, usersWithEmailEnabled } from '../usersettings';
import { presentPreferences } from './orgNotificationsPresenter';
import { findOffKinds, findUsersWithKindOff, writePreferences } from './orgNotificationsRepository';

// Which mails each admin gets from each organisation they administer
// (docs/product/organisations.md#notification-preferences): every kind on until the admin turns it off,
// on the dashboard's page or with the org unsubscribe link of one of those mails, which write the same
// preference. Every mail an organisation sends its admins asks recipientsFor whom to send it to.

/**
 * The kinds that also have a switch for every organisation at once in the user's own notification
 * preferences (/dashboard/notification-preferences): off there, off here whatever this organisation's says.
 */
const SWITCH_FOR_ALL_ORGANIZATIONS: Partial<Record<OrgNotificationKind, EmailPreferenceKind>> = {
  APPLICATIONS_RECEIVED: 'APPLICATIONS_RECEIVED',
};

/** An admin an organisation's mail goes to, with what turns that kind off for them (footer and headers). */
export interface OrgMailRecipient extends Recipient {
  /** The signed page that turns this kind of mail off for this organisation (the mail's footer link). */
  unsubscribePath: string;
  /** RFC 8058 List-Unsubscribe and List-Unsubscribe-Post, for the same preference. */
  headers: Record<string, string>;
}

export interface RecipientsOptions {
  /** Admins not to mail whatever their preference: the one who made the change the mail is about. */
  except?: readonly number[];
  /** When the links are issued (tests). */
  now?: Date;
}

/**
 * THE function every mail an organisation sends its admins goes through (new applications, the daily
 * digest, billing, team changes): the organisation's admins who get this kind of mail from it, each with
 * the signed org unsubscribe link that turns it off. Call it in the transaction that adds the mails to the
 * outbox, so the recipients are those of the change's moment.
 */
export async function recipientsFor(
  db: Db,
  signer: UnsubscribeSigner,
  orgId: number,
  kind: OrgNotificationKind,
  { except = [], now = new Date() }: RecipientsOptions = {},
): Promise<OrgMailRecipient[]> {
  const admins = (await findOrgAdminRecipients(db, orgId)).filter((a) => !except.includes(a.id));
  const ids = admins.map((a) => a.id);
  const forAll = SWITCH_FOR_ALL_ORGANIZATIONS[kind];
  const [off, onForAll] = await Promise.all([
    findUsersWithKindOff(db, ids, orgId, kind),
    forAll ? usersWithEmailEnabled(db, ids, forAll) : Promise.resolve(new Set(ids)),
  ]);
  const timestamp = Math.floor(now.getTime() / 1000);
  const preferenceName = orgUnsubscribePreferenceOf(kind);
  return admins
    .filter((a) => !off.has(a.id) && onForAll.has(a.id))
    .map((admin) => ({
      ...admin,
      ...unsubscribeParts(signer, { preferenceName, userId: admin.id, timestamp, orgId }),
    }));
}

/** Whether this kind of the organisation's mail is on for the user (its own switch; the org unsubscribe link). */
export async function isOrgNotificationOn(
  db: Db,
  userId: number,
  orgId: number,
  kind: OrgNotificationKind,
): Promise<boolean> {
  return !(await findOffKinds(db, userId, orgId)).has(kind);
}

/** Turns one kind on or off for the user and the organisation (the org unsubscribe link and its undo). */
export async function setOrgNotification(
  db: Db,
  userId: number,
  orgId: number,
  kind: OrgNotificationKind,
  on: boolean,
): Promise<void> {
  await writePreferences(db, userId, orgId, on ? [kind] : [], on ? [] : [kind]);
}

/** Who is asking: the signed-in user and the organisations they administer (staff may administer none). */
export interface Caller {
  id: number;
  adminOrgIds: readonly number[];
}

/** The caller's preferences for this organisation's mails. */
export async function getOrgNotificationPreferences(
  db: Db,
  caller: Caller,
  orgId: number,
): Promise<OrgNotificationPreferencesAnswer['data']> {
  // Staff pass the route's guard for any id: an organisation that does not exist (or was deleted) is a 404.
  if (!caller.adminOrgIds.includes(orgId) && !(await findOrgById(db, orgId)))
    throw new NotFoundError({ orgId: ORG_ADMIN_MESSAGES.NO_ORG });
  const [off, onForAll] = await Promise.all([
    findOffKinds(db, caller.id, orgId),
    Promise.all(
      ORG_NOTIFICATION_KINDS.map(async (kind) => {
        const forAll = SWITCH_FOR_ALL_ORGANIZATIONS[kind];
        return [kind, forAll ? await isEmailEnabled(db, caller.id, forAll) : true] as const;
      }),
    ),
  ]);
  return presentPreferences({
    off,
    offForAll: new Set(onForAll.filter(([, on]) => !on).map(([kind]) => kind)),
    recipient: caller.adminOrgIds.includes(orgId),
  });
}

/**
 * Sets every kind at once, as the page shows them. Only an admin has preferences here: staff who do not
 * administer the organisation get none of its mails (409 NOT_A_RECIPIENT, nothing written).
 */
export async function updateOrgNotificationPreferences(
  db: Db,
  caller: Caller,
  orgId: number,
  preferences: OrgNotificationPreferences,
): Promise<OrgNotificationPreferencesAnswer['data']> {
  if (!caller.adminOrgIds.includes(orgId)) {
    if (!(await findOrgById(db, orgId))) throw new NotFoundError({ orgId: ORG_ADMIN_MESSAGES.NO_ORG });
    throw new ConflictError({ orgId: ORG_NOTIFICATION_ERROR_CODES.NOT_A_RECIPIENT });
  }
  const fields = Object.entries(ORG_NOTIFICATION_FIELDS) as [
    keyof OrgNotificationPreferences,
    OrgNotificationKind,
  ][];
  const on = fields.filter(([field]) => preferences[field]).map(([, kind]) => kind);
  const off = fields.filter(([field]) => !preferences[field]).map(([, kind]) => kind);
  await db.transaction((tx) => writePreferences(tx, caller.id, orgId, on, off));
  return getOrgNotificationPreferences(db, caller, orgId);
}
