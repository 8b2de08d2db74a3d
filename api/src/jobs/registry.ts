/**
 * The clock's jobs and their runs. JOBS is the registry, in the order a run of all of them takes: each job
 * lives in its own file of this folder (./job.ts is their shape) and is added here. The payment reconciler runs
 * first, so what a crash left half-done is settled before anything is charged again; then renewals, so a renewal
 * charged on the first day of its term is started by the lifecycle on the same run; then the lifecycle, so
 * billing sees the contracts as they are that day; dunning follows billing, so a last failed charge suspends
 * the contract on the same run; waiting texts go after the others wrote theirs (sms-due); the check of the books comes
 * last, over what the others did. Runners: runDueJobs (`npm run jobs`, tests), the server's schedules
 * (./schedule.ts) and POST /staff/jobs/{name}/run (./routes.ts); each run is recorded in `job_runs` and in the
 * staff audit log (no actor unless a staff member started it).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import { booksCheckJob } from './books-check.ts';
import { cardExpiryJob } from './card-expiry.ts';
import { contractLifecycleJob } from './contract-lifecycle.ts';
import { dunningJob } from './dunning.ts';
import { escrowFollowUpJob } from './escrow-follow-up.ts';
import { expiredSignInsJob } from './expired-sign-ins.ts';
import { expiredUploadsJob } from './expired-uploads.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';
import { monthlyBillingJob } from './monthly-billing.ts';
import { paymentReconcilerJob } from './payment-reconciler.ts';
import { renewalsJob } from './renewals.ts';
import { settlementCheckJob } from './settlement-check.ts';
import { smsDueJob } from './sms-due.ts';

export const JOBS: JobDefinition[] = [
  paymentReconcilerJob,
  renewalsJob,
  contractLifecycleJob,
  monthlyBillingJob,
  dunningJob,
  cardExpiryJob,
  escrowFollowUpJob,
  expiredUploadsJob,
  expiredSignInsJob,
  smsDueJob,
  booksCheckJob,
  settlementCheckJob,
];

export type JobTrigger = 'schedule' | 'command' | 'staff';

export interface JobRunResult extends JobReport {
  name: string;
  runId: string;
  /** The error's message when the run failed (its changes until then stay, each being idempotent). */
  error: string | null;
}

export function findJob(name: string): JobDefinition | undefined {
  return JOBS.find((job) => job.name === name);
}

/**
 * Runs one job as of `context.now` and records the run, with its audit entry once it ends. A failing job is
 * recorded and logged, never thrown: the runner goes on with the next job.
 */
export async function runJob(
  job: JobDefinition,
  context: JobContext,
  trigger: JobTrigger,
  startedByUserId: string | null = null,
): Promise<JobRunResult> {
  if (job.sharesWork) return runJobNow(job, context, trigger, startedByUserId);
  // Two runs of one job never overlap, whatever starts them (a schedule, the command, staff, another process):
  // a second finds the first under way and does nothing. The database frees a dead process's claim.
  const alone = await context.database.runAlone(`job:${job.name}`, () =>
    runJobNow(job, context, trigger, startedByUserId),
  );
  if (alone.ran) return alone.value;
  context.log.info({ job: job.name }, `job ${job.name}: a run is already under way; this one did nothing`);
  return { name: job.name, runId: '', changed: 0, lines: [ALREADY_RUNNING], error: null };
}

/** The line of a run that found another run of its job under way. */
export const ALREADY_RUNNING = 'another run of this job was under way, so this one did nothing';

async function runJobNow(
  job: JobDefinition,
  context: JobContext,
  trigger: JobTrigger,
  startedByUserId: string | null,
): Promise<JobRunResult> {
  const { database } = context;
  const r = database.t.jobRuns;
  const [run] = await database.transaction((tx) =>
    tx
      .insert(r)
      .values({ jobName: job.name, now: context.now, trigger, startedByUserId, startedAt: new Date() })
      .returning({ id: r.id }),
  );
  if (!run) throw new Error('The job run could not be recorded.');
  let report: JobReport = { changed: 0, lines: [] };
  let error: string | null = null;
  try {
    report = await job.run(context);
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    context.log.error({ err: failure, job: job.name }, `job ${job.name} failed`);
  }
  await database.transaction(async (tx) => {
    await tx
      .update(r)
      .set({ finishedAt: new Date(), changed: report.changed, lines: report.lines, error })
      .where(and(eq(r.id, run.id), isNull(r.finishedAt)));
    await recordStaffAction(tx, database.t, {
      actorUserId: startedByUserId,
      action: 'jobRun',
      target: job.name,
      detail: {
        jobNow: context.now.toISOString(),
        trigger,
        changed: report.changed,
        ...(error === null ? {} : { error }),
      },
    });
  });
  context.metrics?.jobRuns.inc({ job: job.name, outcome: error === null ? 'succeeded' : 'failed' });
  return { name: job.name, runId: run.id, ...report, error };
}

/** Runs every job once, in order, as of `context.now`, and answers their reports. */
export async function runDueJobs(context: JobContext, trigger: JobTrigger = 'command'): Promise<JobRunResult[]> {
  const results: JobRunResult[] = [];
  for (const job of JOBS) results.push(await runJob(job, context, trigger));
  return results;
}
