// The tmpstorage module's public face: temporary storage, readable by its writer only.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import type { Limits } from '../../platform/security/limits';
import { tmpStorageRoutes } from './tmpStorageRoutes';

export const tmpStorageModule = defineModule<{ db: Db; limits: Limits }>({
  name: 'tmpstorage',
  routes: ({ db, limits }) => tmpStorageRoutes(db, limits),
});
