/** The clock for staff: each job's last and next run and its failures; a job run now on demand (/staff/jobs...). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, StaffJobList, StaffJobParams, StaffJobRun } from '@hw/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { currentUser, notFound, requireStaffRole } from '../plugins/index.ts';
import { findJob, JOBS, runJob } from './registry.ts';
import { nextScheduledRun } from './schedule.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const FAILURES_SHOWN = 5;

type RunRow = {
  id: string;
  now: Date;
  trigger: 'schedule' | 'command' | 'staff';
  startedAt: Date;
  finishedAt: Date | null;
  changed: number;
  lines: string[];
  error: string | null;
};

const runOut = (row: RunRow): StaffJobRun => ({
  runId: row.id,
  now: row.now.toISOString(),
  trigger: row.trigger,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  changed: row.changed,
  lines: row.lines,
  error: row.error,
});

export const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const r = database.t.jobRuns;

  app.get(
    '/staff/jobs',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'The clock’s jobs',
        operationId: 'listJobsForStaff',
        description:
          'Staff only. Every job the clock runs, in the order a run of all of them takes: its cron schedule (UTC), ' +
          `when it next fires, its last run (what it acted as of, what it changed, one line per thing done) and its ` +
          `latest ${FAILURES_SHOWN} failed runs. Runs come from the server's schedules, \`npm run jobs\` and ` +
          'POST /staff/jobs/{name}/run.',
        response: { 200: StaffJobList, ...errorResponses },
      },
    },
    async () => {
      const items = [];
      for (const job of JOBS) {
        const [last] = await database.db
          .select()
          .from(r)
          .where(eq(r.jobName, job.name))
          .orderBy(desc(r.startedAt), desc(r.id))
          .limit(1);
        const failures = await database.db
          .select()
          .from(r)
          .where(and(eq(r.jobName, job.name), isNotNull(r.error)))
          .orderBy(desc(r.startedAt), desc(r.id))
          .limit(FAILURES_SHOWN);
        items.push({
          name: job.name,
          schedule: job.schedule,
          nextRunAt: nextScheduledRun(job)?.toISOString() ?? null,
          lastRun: last ? runOut(last) : null,
          failures: failures.map(runOut),
        });
      }
      return { items };
    },
  );

  app.post(
    '/staff/jobs/:name/run',
    {
      onRequest: requireStaffRole(app, 'admin'),
      schema: {
        tags,
        security,
        summary: 'Run a job now',
        operationId: 'runJobForStaff',
        description:
          'Staff with the admin role. Runs the job once as of now and answers the run (a failed run answers 200 ' +
          'with its `error`). A job does only what is due, so running it again changes nothing more. The run ' +
          'is recorded with the job’s runs and in the audit log of staff actions. An unknown job is 404.',
        params: StaffJobParams,
        response: { 200: StaffJobRun, ...errorResponses },
      },
    },
    async (request) => {
      const job = findJob(request.params.name);
      if (!job) throw notFound('There is no job by that name. GET /staff/jobs lists them.');
      const staff = currentUser(request);
      const actorUserId = staff.impersonatorId ?? staff.userId;
      const now = new Date();
      const result = await runJob(
        job,
        {
          database,
          gateway: app.paymentGateway,
          mailer: app.mailer,
          config: app.config,
          log: request.log,
          now,
          metrics: app.metrics,
        },
        'staff',
        actorUserId,
      );
      const [row] = await database.db.select().from(r).where(eq(r.id, result.runId));
      if (!row) throw new Error('The job run was not recorded.');
      return runOut(row);
    },
  );
};
