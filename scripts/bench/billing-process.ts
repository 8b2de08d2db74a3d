/**
 * One process of the monthly-billing benchmark's side-by-side runs (monthly-billing.ts): opens DATABASE_URL
 * and builds the app as the server does, prints "ready", waits for a line on stdin, runs the monthly-billing
 * job as of BILLING_NOW and prints what it did as one JSON line: so the runs are timed from the moment every
 * process is ready, start-up left out, and each says how many contracts it charged.
 */
import { once } from 'node:events';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { createDatabase } from '../../api/src/db/index.ts';
import { monthlyBillingJob } from '../../api/src/jobs/monthly-billing.ts';

const config = loadConfig();
const database = createDatabase(config.databaseUrl);
const app = await buildApp(config, database);
await app.ready();
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const started = performance.now();
const report = await monthlyBillingJob.run({
  database,
  gateway: app.paymentGateway,
  mailer: app.mailer,
  config,
  log: app.log,
  now: new Date(process.env.BILLING_NOW ?? ''),
});
const seconds = (performance.now() - started) / 1000;
const charged = report.lines.filter((line) => line.startsWith('charged ')).length;
process.stdout.write(`${JSON.stringify({ seconds, charged, changed: report.changed })}\n`);
await app.close();
await database.close();
process.exit(0);
