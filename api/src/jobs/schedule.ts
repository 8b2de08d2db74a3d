/**
 * The server's clock: runs each job of JOBS on its cron schedule (UTC) while the app is up.
 * - PostgreSQL: pg-boss (its tables in the `pgboss` schema of the same database). Every process schedules
 *   and works each job's queue; pg-boss creates one run per cron tick across processes. The queue policy
 *   (QUEUE_POLICY) is set on purpose: `singleton` (one active run of a job), no retries (the next tick is the
 *   retry: every job decides from the data and keys each effect, so nothing is lost by waiting), and a
 *   two-hour expiry. Beyond pg-boss, runJob holds the job's advisory lock for the whole run
 *   (Database.runAlone), so a run that outlives its expiry is still never joined by a second one.
 * - SQLite (one process): croner timers in-process; `protect` skips a tick while the previous run still works.
 * Started after the app is ready without holding the start-up back; stopped on app.close(), which waits for
 * a run in progress, so no timer outlives the app. Off unless `JOBS=on` (the default of `npm start`).
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { JobContext, JobDefinition } from './job.ts';
import { JOBS, runJob } from './registry.ts';

/** When the job's schedule next fires after `after` (null for a schedule that never fires again). */
export function nextScheduledRun(job: JobDefinition, after: Date = new Date()): Date | null {
  return new Cron(job.schedule, { timezone: 'UTC', paused: true }).nextRun(after);
}

/**
 * Each job's queue: one active run at a time; no retry (a failed run is recorded, and the next tick runs it
 * again from the data); a run counts as expired after two hours (the longest, monthly billing of 10,000
 * contracts, takes minutes), which only frees the queue: the run's own lock still keeps a second one out.
 */
export const QUEUE_POLICY = { policy: 'singleton', retryLimit: 0, expireInHours: 2 } as const;

function contextOf(app: FastifyInstance): JobContext {
  return {
    database: app.database,
    gateway: app.paymentGateway,
    mailer: app.mailer,
    config: app.config,
    log: app.log,
    now: new Date(),
    metrics: app.metrics,
  };
}

async function startPgBoss(app: FastifyInstance): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString: app.config.databaseUrl, application_name: 'hw-jobs' });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of JOBS) {
    await boss.createQueue(job.name, { name: job.name, ...QUEUE_POLICY });
    await boss.updateQueue(job.name, { name: job.name, ...QUEUE_POLICY });
    await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
    await boss.work(job.name, { batchSize: 1 }, async () => {
      const result = await runJob(job, contextOf(app), 'schedule');
      app.log.info({ job: job.name, changed: result.changed, error: result.error }, `job ${job.name} ran`);
    });
  }
  return () => boss.stop({ graceful: true, wait: true, timeout: 30_000 });
}

function startCroner(app: FastifyInstance): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = JOBS.map(
    (job) =>
      new Cron(job.schedule, { name: job.name, timezone: 'UTC', protect: true, unref: true }, async () => {
        const run = runJob(job, contextOf(app), 'schedule');
        running.add(run);
        try {
          const result = await run;
          app.log.info({ job: job.name, changed: result.changed, error: result.error }, `job ${job.name} ran`);
        } finally {
          running.delete(run);
        }
      }),
  );
  return async () => {
    for (const timer of timers) timer.stop();
    await Promise.allSettled([...running]);
  };
}

/** Registered by buildApp when asked to run the schedules (server.ts: the JOBS setting). */
export const jobSchedulesPlugin = fp(
  async (app: FastifyInstance) => {
    let starting: Promise<(() => Promise<void>) | undefined> | undefined;
    app.addHook('onReady', async () => {
      const start = app.database.dialect === 'postgres' ? startPgBoss(app) : Promise.resolve(startCroner(app));
      starting = start.catch((error) => {
        app.log.error({ err: error }, 'the job schedules could not start');
        return undefined;
      });
    });
    app.addHook('onClose', async () => {
      const stop = await starting;
      await stop?.();
    });
  },
  { name: 'jobSchedules', dependencies: ['mailer', 'paymentGateway'] },
);
