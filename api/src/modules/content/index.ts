// The content module's public face: CMS pages (GET /data/website/contents/…).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { contentRoutes } from './contentRoutes';

export const contentModule = defineModule<{ db: Db }>({
  name: 'content',
  routes: ({ db }) => contentRoutes(db),
});
