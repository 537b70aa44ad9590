// The dataexport module's public face: "Download my data" (its route).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { dataExportRoutes } from './dataExportRoutes';

export const dataExportModule = defineModule<{ db: Db }>({
  name: 'dataexport',
  routes: ({ db }) => dataExportRoutes(db),
});
