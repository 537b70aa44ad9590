// The ab module's public face: experiment assignments, and a visitor's experiments (the environment
// answer lists them).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import type { Limits } from '../../platform/security/limits';
import { abRoutes } from './abRoutes';

export const abModule = defineModule<{ db: Db; limits: Limits }>({
  name: 'ab',
  routes: ({ db, limits }) => abRoutes(db, limits),
});

export { listExperiments } from './listExperiments';
