import {
  ORG_UNSUBSCRIBE_PREFERENCES,
  UNSUBSCRIBE_KIND_PREFERENCES,
  savedSearchIdOfPreference,
  type UnsubscribeAnswer,
} from '@opengood/contracts';
import { NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { findRecipient } from '../accounts';
import { findOrganizationName } from '../organizations';
import { isOrgNotificationOn, setOrgNotification } from '../orgnotifications';
import { findSavedSearch, setNotifyByEmail } from '../savedsearches';
import { isEmailEnabled, upsertEmailPreferences } from '../usersettings';
import { verifyUnsubscribeLink, type UnsubscribeLink } from '../../platform/mail/unsubscribeLinks';

// What a signed unsubscribe link does, without a session: the signature is the only credential, checked
// first. A link names one of three things: one saved search's alert (`saved-search-<id>`), a whole kind of
// personal mail (`application-confirmations`, …), or — the org variant — one kind of an organisation's
// mails to one of its admins (new applications, the daily digest, billing, team changes), the preference
// its notification preferences page sets (modules/orgnotifications). Each call answers where the
// preference stands afterwards, so a repeated click is harmless.

type Preference = UnsubscribeAnswer['data'];

/** One preference behind a link: what it is, whether it is on, and how to switch it. */
interface Target {
  describe(): Omit<Preference, 'subscribed'>;
  isOn(): Promise<boolean>;
  /** Turns it on or off; undefined when it can no longer be turned on (a deleted saved search). */
  set?: (on: boolean) => Promise<void>;
}

const refused = (field: string, message: string) => new ValidationError({ [field]: message });

async function targetOf(db: Db, secret: string, link: UnsubscribeLink, sig: string): Promise<Target> {
  if (!verifyUnsubscribeLink(secret, link, sig)) throw refused('sig', 'Invalid signature');
  const { preferenceName, userId, orgId } = link;
  // A valid signature for a user deleted since: nothing to unsubscribe, and nothing to store.
  if (!(await findRecipient(db, userId))) throw refused('userId', 'Unknown user');
  const base = { preferenceName, savedSearchName: null, organizationName: null };

  if (orgId !== undefined) {
    const kind = ORG_UNSUBSCRIBE_PREFERENCES[preferenceName as keyof typeof ORG_UNSUBSCRIBE_PREFERENCES];
    if (!kind) throw refused('preferenceName', 'Unknown preference');
    const organizationName = await findOrganizationName(db, orgId);
    if (organizationName === null) throw refused('orgId', 'Unknown organization');
    return {
      describe: () => ({ ...base, kind, organizationName }),
      // The same preference as the organisation's notification preferences page.
      isOn: () => isOrgNotificationOn(db, userId, orgId, kind),
      set: (on) => setOrgNotification(db, userId, orgId, kind, on),
    };
  }

  const savedSearchId = savedSearchIdOfPreference(preferenceName);
  if (savedSearchId !== null) {
    const found = await findSavedSearch(db, savedSearchId);
    // A search deleted since (or, impossibly with a valid signature, another user's) sends nothing more.
    const row = found && found.user_id === userId ? found : null;
    return {
      describe: () => ({ ...base, kind: 'SAVED_SEARCH_ALERTS', savedSearchName: row?.name ?? null }),
      isOn: async () => row?.notify_by_email ?? false,
      set: row ? (on) => setNotifyByEmail(db, row.id, on) : undefined,
    };
  }

  const kind = UNSUBSCRIBE_KIND_PREFERENCES[preferenceName as keyof typeof UNSUBSCRIBE_KIND_PREFERENCES];
  if (!kind) throw refused('preferenceName', 'Unknown preference');
  return {
    describe: () => ({ ...base, kind }),
    isOn: () => isEmailEnabled(db, userId, kind),
    set: (on) => upsertEmailPreferences(db, userId, [{ kind, enabled: on }]),
  };
}

/** What the link would unsubscribe from, and whether it is on now (the page shows it before the click). */
export async function describeUnsubscribe(
  db: Db,
  secret: string,
  link: UnsubscribeLink,
  sig: string,
): Promise<Preference> {
  const target = await targetOf(db, secret, link, sig);
  return { ...target.describe(), subscribed: await target.isOn() };
}

/** Turns it off (one click); idempotent. */
export async function unsubscribe(
  db: Db,
  secret: string,
  link: UnsubscribeLink,
  sig: string,
): Promise<Preference> {
  const target = await targetOf(db, secret, link, sig);
  if (target.set && (await target.isOn())) await target.set(false);
  return { ...target.describe(), subscribed: false };
}

/** Undo: turns it back on (a saved search's alert from now: listings published meanwhile are not sent). */
export async function resubscribe(
  db: Db,
  secret: string,
  link: UnsubscribeLink,
  sig: string,
): Promise<Preference> {
  const target = await targetOf(db, secret, link, sig);
  if (!target.set) throw new NotFoundError({ preferenceName: 'This saved search no longer exists' });
  if (!(await target.isOn())) await target.set(true);
  return { ...target.describe(), subscribed: true };
}
