/** The clock's jobs (./registry.ts lists them in the order a run takes): what the app, `npm run jobs` and tests use. */
export type { JobContext, JobDefinition, JobReport } from './job.ts';
export { findJob, JOBS, type JobRunResult, type JobTrigger, runDueJobs, runJob } from './registry.ts';
export { jobRoutes } from './routes.ts';
export { jobSchedulesPlugin } from './schedule.ts';
