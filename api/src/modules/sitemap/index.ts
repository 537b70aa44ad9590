// The sitemap module's public face: the sitemap's chunks and entries (its routes), read by the gateway.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { sitemapRoutes } from './sitemapRoutes';

export const sitemapModule = defineModule<{ db: Db }>({
  name: 'sitemap',
  routes: ({ db }) => sitemapRoutes(db),
});
