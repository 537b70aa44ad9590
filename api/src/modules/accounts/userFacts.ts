import type { User } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';

// The parts of the User answer (docs/product/accounts.md) whose data other modules own: the saved
// listings (savedlistings), the résumé and recruitable flag (applicantprofile), the public-profile flags
// (usersettings), when the intake question was answered (intake), the saved searches and their status
// (savedsearches). Accounts does not read those modules' tables: each of them answers for its own fields,
// and the composition root (src/app.ts) hands accounts the list.

export type UserFacts = Pick<
  User,
  | 'savedListings'
  | 'resumeId'
  | 'isRecruitable'
  | 'hasProfileFeature'
  | 'hasPublishedProfile'
  | 'intakeIntentsDatetimeSet'
  | 'savedSearches'
  | 'savingSearchStatus'
>;

/** One module's fields of a user's answer. */
export type UserFactsSource = (db: Db, userId: number) => Promise<Partial<UserFacts>>;

/** What a user has before any module says otherwise. */
export const NO_USER_FACTS: UserFacts = {
  savedListings: [],
  resumeId: null,
  isRecruitable: null,
  hasProfileFeature: false,
  hasPublishedProfile: false,
  intakeIntentsDatetimeSet: null,
  savedSearches: [],
  savingSearchStatus: null,
};

/** Every source's fields, read side by side; a field no source gives keeps its empty value. */
export async function readUserFacts(
  sources: readonly UserFactsSource[],
  db: Db,
  userId: number,
): Promise<UserFacts> {
  const parts = await Promise.all(sources.map((source) => source(db, userId)));
  return Object.assign({ ...NO_USER_FACTS }, ...parts) as UserFacts;
}
