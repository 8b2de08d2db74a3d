/**
 * `npm run jobs [-- --now 2027-06-01T09:00:00Z]`: runs every job of the clock once, in order, as of `--now`
 * (default: the real time), on the database named by DATABASE_URL, with the mailer and payment gateway the
 * server uses. Prints one line per thing done and a summary; exits 1 on a bad `--now` or a failed job.
 * A job does only what is due at that moment, so running it twice changes nothing more (api/src/jobs).
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { createDatabase } from '../api/src/db/index.ts';
import { runDueJobs } from '../api/src/jobs/index.ts';

function parseNow(): Date {
  let values: { now?: string | undefined };
  try {
    ({ values } = parseArgs({ options: { now: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run jobs -- [--now 2027-06-01T09:00:00Z]`);
    process.exit(1);
  }
  if (values.now === undefined) return new Date();
  const now = new Date(values.now);
  // A full ISO date-time only: a bare date or a typo would silently run the jobs at another moment.
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(values.now) ||
    Number.isNaN(now.getTime())
  ) {
    console.error(
      `--now must be an ISO date-time with its time zone, e.g. 2027-06-01T09:00:00Z (got "${values.now}").`,
    );
    process.exit(1);
  }
  return now;
}

const now = parseNow();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const database = createDatabase(config.databaseUrl);
let failed = false;
try {
  await database.startupExclusive(() => database.migrate());
  // The app's own mailer and gateway (never listening, schedules off).
  const app = await buildApp(config, database);
  await app.ready();
  try {
    console.log(`Running ${database.dialect} jobs as of ${now.toISOString()}`);
    const results = await runDueJobs({
      database,
      gateway: app.paymentGateway,
      mailer: app.mailer,
      config,
      log: app.log,
      now,
    });
    for (const result of results) {
      for (const line of result.lines) console.log(`${result.name}: ${line}`);
      if (result.error) {
        failed = true;
        console.error(`${result.name} failed: ${result.error}`);
      }
    }
    const changed = results.reduce((sum, result) => sum + result.changed, 0);
    const summary = results.map((result) => `${result.name} ${result.error ? 'failed' : `${result.changed} changed`}`);
    console.log(`Done: ${changed} changed (${summary.join(', ')}).`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
