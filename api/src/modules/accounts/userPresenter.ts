import type { User } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { AccountDeps } from './accountDeps';
import { readUserFacts, type UserFacts } from './userFacts';
import type { UserRecord } from './userRepository';

/** A users row and the other modules' facts → the User answer (docs/product/accounts.md#the-user). */
export function presentUser(row: UserRecord, facts: UserFacts): User {
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: fullName || row.email,
    email: row.email,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    lang: row.lang,
    created: isoDate(row.created_at),
    orgs: row.orgs.map((o) => ({
      id: Number(o.id),
      name: o.name,
      isOwner: o.is_owner,
      selected: o.selected,
    })),
    permissions: [
      ...(row.is_staff ? (['staff'] as const) : []),
      ...(row.orgs.length > 0 ? (['orgAdmin'] as const) : []),
    ],
    location: null,
    isRecruitable: facts.isRecruitable,
    resumeId: facts.resumeId,
    salarySurvey: { lastSubmitted: null },
    savedListings: facts.savedListings,
    savedSearches: facts.savedSearches,
    savingSearchStatus: facts.savingSearchStatus,
    intakeIntentsDatetimeSet: facts.intakeIntentsDatetimeSet,
    showNotifPrefModal: false,
    hasProfileFeature: facts.hasProfileFeature,
    hasPublishedProfile: facts.hasPublishedProfile,
    showProfileOnboarding: false,
    justSignedUpWithProvider: row.just_signed_up_with_provider,
  };
}

/** The User answer of a users row, with what the other modules say about the user. */
export async function describeUser(
  deps: Pick<AccountDeps, 'db' | 'userFacts'>,
  row: UserRecord,
): Promise<User> {
  return presentUser(row, await readUserFacts(deps.userFacts, deps.db, row.id));
}
