// The platform's one job queue (pg-boss on the api's database): define a job, register its work, send.
export { bossDb } from './bossDb';
export {
  createJobQueue,
  defineJob,
  type JobDefinition,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type JobSettings,
} from './jobQueue';
