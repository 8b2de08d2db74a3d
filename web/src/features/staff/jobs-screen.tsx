/**
 * The clock's jobs for admins (account section `jobs`): each job's schedule, last run (when, the moment it
 * acted as of, what started it, what it changed, one line per thing done) and next run, failures first to the
 * eye, and a button that runs the job now (Retry after a failed run), then shows what that run did.
 */
import type { StaffJob, StaffJobRun } from '@hw/shared';
import { useState } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { useRunStaffJob, useStaffJobs } from './api/jobs.ts';
import { scheduleInWords } from './schedule-words.ts';
import './staff.css';

const when = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const TRIGGERS: Record<StaffJobRun['trigger'], string> = {
  schedule: 'its schedule',
  command: 'npm run jobs',
  staff: 'staff',
};

function RunSummary({ run }: { run: StaffJobRun }) {
  return (
    <div className="staff-run">
      <p>
        <time dateTime={run.startedAt}>{when(run.startedAt)}</time>
        {run.finishedAt ? null : <span className="staff-badge"> Not finished</span>}
      </p>
      <p className="account-muted">
        As of <time dateTime={run.now}>{when(run.now)}</time>, started by {TRIGGERS[run.trigger]}
      </p>
      {run.error ? (
        <p className="staff-run__error" role="note">
          Failed: {run.error}
        </p>
      ) : (
        <p>{run.changed} changed</p>
      )}
    </div>
  );
}

function RunLines({ job, open }: { job: StaffJob; open: boolean }) {
  const run = job.lastRun;
  if (!run) return null;
  const older = job.failures.filter((failure) => failure.runId !== run.runId);
  if (run.lines.length === 0 && older.length === 0) return null;
  return (
    <details className="staff-run__lines" open={open}>
      <summary>
        {run.lines.length === 1 ? '1 line' : `${run.lines.length} lines`} of the last run
        {older.length > 0 ? `, ${older.length} earlier ${older.length === 1 ? 'failure' : 'failures'}` : ''}
      </summary>
      {run.lines.length > 0 ? (
        <ol aria-label={`What the last run of ${job.name} did`}>
          {run.lines.map((line, i) => (
            // Lines may repeat; their place in the run is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a run's lines never move
            <li key={i}>{line}</li>
          ))}
        </ol>
      ) : null}
      {older.length > 0 ? (
        <ul aria-label={`Earlier failures of ${job.name}`}>
          {older.map((failure) => (
            <li key={failure.runId} className="staff-run__error">
              <time dateTime={failure.startedAt}>{when(failure.startedAt)}</time>: {failure.error}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

export function JobsScreen() {
  const jobs = useStaffJobs();
  const run = useRunStaffJob();
  const online = useOnline();
  const [justRan, setJustRan] = useState<string | null>(null);

  const runNow = (name: string) =>
    run.mutate(name, {
      onSuccess: (result) => {
        setJustRan(name);
        showToast(
          result.error
            ? { text: `${name} failed: ${result.error}`, kind: 'error' }
            : { text: `${name} ran: ${result.changed} changed.`, kind: 'success' },
        );
      },
      onError: () => showToast({ text: `Could not run ${name}. Please try again.`, kind: 'error' }),
    });

  return (
    <div className="staff">
      <section className="card account-card" aria-labelledby="staff-jobs-title">
        <h2 id="staff-jobs-title">Jobs</h2>
        <p className="account-muted">
          The clock does what falls due on a date. A job does only what is due as of the moment it runs, so running it
          again changes nothing more.
        </p>
        {jobs.isError && !jobs.data ? (
          <p role="alert">The jobs could not be loaded. Please try again.</p>
        ) : !jobs.data ? (
          <p className="account-muted">Loading…</p>
        ) : (
          <table className="staff-jobs">
            <caption className="visually-hidden">The clock's jobs, in the order a run of all of them takes</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Schedule</th>
                <th scope="col">Last run</th>
                <th scope="col">Next run</th>
                <th scope="col">
                  <span className="visually-hidden">Run</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.items.map((job) => {
                const failed = Boolean(job.lastRun?.error);
                const running = run.isPending && run.variables === job.name;
                return (
                  <tr
                    key={job.name}
                    className={failed ? 'staff-jobs__row staff-jobs__row--failed' : 'staff-jobs__row'}
                    data-testid="staff-job"
                  >
                    <th scope="row" data-label="Job">
                      {job.name}
                      {failed ? <span className="staff-jobs__failed">Failed</span> : null}
                    </th>
                    <td data-label="Schedule">
                      {scheduleInWords(job.schedule)}
                      <br />
                      <code className="account-muted">{job.schedule}</code>
                    </td>
                    <td data-label="Last run">
                      {job.lastRun ? <RunSummary run={job.lastRun} /> : <span className="account-muted">Never</span>}
                      <RunLines job={job} open={justRan === job.name} />
                    </td>
                    <td data-label="Next run">
                      {job.nextRunAt ? (
                        <time dateTime={job.nextRunAt}>{when(job.nextRunAt)}</time>
                      ) : (
                        <span className="account-muted">None</span>
                      )}
                    </td>
                    <td>
                      <button
                        type="button"
                        className={failed ? 'button' : 'button button--ghost'}
                        disabled={!online || run.isPending}
                        onClick={() => runNow(job.name)}
                        aria-label={`${failed ? 'Retry' : 'Run now'}: ${job.name}`}
                      >
                        {running ? 'Running…' : failed ? 'Retry' : 'Run now'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
