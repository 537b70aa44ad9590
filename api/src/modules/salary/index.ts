// The salary module's public face: the salary explorer's figures (its route).
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { salaryRoutes } from './salaryRoutes';

export const salaryModule = defineModule<{ db: Db }>({
  name: 'salary',
  routes: ({ db }) => salaryRoutes(db),
});
