import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, json, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per run of a clock job (api/src/jobs): what it acted as of, when it ran, what it changed, or the
 * error that stopped it. Written when the run starts and completed when it ends, so a run that never ends
 * shows as one without `finished_at`. Read by GET /staff/jobs.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: id(),
    jobName: text('job_name').notNull(),
    /** The moment the run acted as of (the real time, or `npm run jobs -- --now`). */
    now: timestamp('now').notNull(),
    /** What started it: its schedule, the command line, or a staff member (POST /staff/jobs/{name}/run). */
    trigger: text('trigger').$type<'schedule' | 'command' | 'staff'>().notNull(),
    startedByUserId: text('started_by_user_id').references(() => users.id),
    startedAt: timestamp('started_at').notNull(),
    finishedAt: timestamp('finished_at'),
    changed: integer('changed').notNull().default(0),
    lines: json<string[]>('lines').notNull().default([]),
    error: text('error'),
  },
  (t) => [index('job_runs_job_started_idx').on(t.jobName, t.startedAt)],
);
