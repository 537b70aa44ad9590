import type { AbExperiment } from '@opengood/contracts';
import type { AbAssignmentRow } from './abRepository';

export const presentAssignments = (rows: readonly AbAssignmentRow[]): AbExperiment[] =>
  rows.map((row) => ({ id: row.experiment, bucket: row.bucket }));
