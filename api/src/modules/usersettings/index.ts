// The usersettings module's public face: the general settings, the public profile and the email
// preferences (its routes); whether a user gets a kind of mail, for the modules that send it; turning a
// kind on or off (the unsubscribe links); and its part of the User answer.
import type { User } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { findPublicProfileRow } from './userSettingsRepository';
import { userSettingsRoutes } from './userSettingsRoutes';

export const userSettingsModule = defineModule<{ db: Db }>({
  name: 'usersettings',
  routes: ({ db }) => userSettingsRoutes(db),
});

/** The usersettings module's part of the User answer: the public profile turned on, and published. */
export async function publicProfileUserFacts(
  db: Db,
  userId: number,
): Promise<Pick<User, 'hasProfileFeature' | 'hasPublishedProfile'>> {
  const profile = await findPublicProfileRow(db, userId);
  return { hasProfileFeature: profile !== null, hasPublishedProfile: profile?.published ?? false };
}

export { getGeneralSettings } from './userSettings';
export { isEmailEnabled, upsertEmailPreferences, usersWithEmailEnabled } from './userSettingsRepository';
