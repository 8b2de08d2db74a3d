/** The clock's jobs (./registry.ts lists them in the order a run takes): what the app, `npm run jobs` and tests use. */
export type { JobContext } from './job.ts';
export { findJob, JOBS, runDueJobs, runJob } from './registry.ts';
export { jobRoutes } from './routes.ts';
export { jobSchedulesPlugin } from './schedule.ts';
