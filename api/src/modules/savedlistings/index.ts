// The savedlistings module's public face: the signed-in user's saved listings (routes), and its part of
// the User answer. Listings themselves are the listings module's.
import type { User } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { savedListingRefs } from './savedListings';
import { savedListingRoutes } from './savedListingRoutes';

export const savedListingsModule = defineModule<{ db: Db }>({
  name: 'savedlistings',
  routes: ({ db }) => savedListingRoutes(db),
});

/** The savedlistings module's part of the User answer. */
export async function savedListingUserFacts(db: Db, userId: number): Promise<Pick<User, 'savedListings'>> {
  return { savedListings: await savedListingRefs(db, userId) };
}
