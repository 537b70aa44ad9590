// The search module's public face: the search engine over listings and organisations (its route, and the
// use-case saved-search alerts run).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { searchRoutes } from './searchRoutes';

export const searchModule = defineModule<{ db: Db }>({
  name: 'search',
  routes: ({ db }) => searchRoutes(db),
});

export { search, type SearchOptions } from './search';
