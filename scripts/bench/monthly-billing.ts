/**
 * The monthly billing job over 10,000 active monthly contracts, each with its owner's saved card (a copy of a
 * demo monthly contract, bulk-inserted in batches) and one period due, run once as of a moment at which all of
 * them are due: in the process on SQLite and on PostgreSQL, then `npm run jobs` as one process and as two
 * processes at once on a fresh copy of the PostgreSQL data (wall time, start-up included). Every run is
 * checked: each contract's invoice is paid, with one payment. Writes its section of docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { mandateWords } from '@hw/shared';
import { and, count, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { createDatabase, type Database } from '../../api/src/db/index.ts';
import { monthlyBillingJob } from '../../api/src/jobs/monthly-billing.ts';
import { seedDatabase } from '../../api/src/seed/index.ts';
import { root, writeBenchmarkSection } from './lib.ts';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const BATCH = 250;
/** Effective on day 1 to 28 of January 2027: the February period of each is due by NOW. */
const NOW = new Date('2027-02-28T09:00:00Z');
const jwtSecret = 'bench-secret-0123456789-0123456789-abcdef';
const TARGET_SECONDS = 30;

const POLICY_PREFIX = 'HW-BENCH-';

/** Migrates, seeds the demo data and adds CONTRACTS monthly contracts, each owner with a default card. */
async function prepare(url: string): Promise<void> {
  const database = createDatabase(url);
  try {
    await database.migrate();
    await seedDatabase(database, { demo: true });
    const { t } = database;
    const [template] = await database.db
      .select()
      .from(t.contracts)
      .where(eq(t.contracts.paymentType, 'monthly'))
      .orderBy(t.contracts.policyNumber)
      .limit(1);
    if (!template) throw new Error('The demo data has no monthly contract to copy.');
    const [owner] = await database.db.select().from(t.users).where(eq(t.users.id, template.ownerUserId));
    if (!owner) throw new Error('The demo monthly contract has no owner.');
    const created = new Date('2026-12-01T00:00:00Z');
    for (let start = 0; start < CONTRACTS; start += BATCH) {
      const users: (typeof t.users.$inferInsert)[] = [];
      const customerProfiles: (typeof t.sandboxCustomerProfiles.$inferInsert)[] = [];
      const paymentProfiles: (typeof t.sandboxPaymentProfiles.$inferInsert)[] = [];
      const cards: (typeof t.paymentMethods.$inferInsert)[] = [];
      const contracts: (typeof t.contracts.$inferInsert)[] = [];
      const mandates: (typeof t.paymentMandates.$inferInsert)[] = [];
      for (let n = start; n < Math.min(CONTRACTS, start + BATCH); n++) {
        const userId = `bench-owner-${n}`;
        const customerProfileId = `bench-cp-${n}`;
        const paymentProfileId = `bench-pp-${n}`;
        const effectiveDate = new Date(Date.UTC(2027, 0, 1 + (n % 28)));
        users.push({
          ...owner,
          id: userId,
          email: `bench.owner.${n}@example.net`,
          lastName: `Bench${n}`,
          passwordHash: null,
          createdAt: created,
        });
        customerProfiles.push({ customerProfileId, email: `bench.owner.${n}@example.net`, createdAt: created });
        paymentProfiles.push({
          paymentProfileId,
          customerProfileId,
          cardType: 'Visa',
          lastFour: '1111',
          expirationDate: '12/35',
          behaviour: 'approve' as const,
          createdAt: created,
        });
        cards.push({
          creditCardId: `bench-card-${n}`,
          userId,
          customerProfileId,
          paymentProfileId,
          cardType: 'Visa',
          lastFour: '1111',
          expirationDate: '12/35',
          isDefault: true,
          createdAt: created,
        });
        contracts.push({
          ...template,
          contractId: `bench-contract-${n}`,
          chainId: `bench-contract-${n}`,
          policyNumber: `${POLICY_PREFIX}${String(n).padStart(5, '0')}`,
          ownerUserId: userId,
          orderedByUserId: userId,
          status: 'active',
          paymentType: 'monthly',
          awaitingOwnerSince: null,
          ownerConfirmTokenHash: null,
          defaultCreditCardId: null,
          cancelledAt: null,
          effectiveDate,
          expireDate: new Date(Date.UTC(2028, 0, 1 + (n % 28))),
          createdAt: new Date(effectiveDate.getTime() + 10 * 3600_000),
        });
        // The owner agreed at checkout that the card pays the monthly premiums: the clock charges only so.
        mandates.push({
          contractId: `bench-contract-${n}`,
          creditCardId: `bench-card-${n}`,
          userId,
          scopes: ['monthly'],
          amountRule: 'each monthly premium of the contract, as it falls due',
          words: mandateWords({
            brandName: 'Canyon Home Warranty',
            policyNumber: `${POLICY_PREFIX}${String(n).padStart(5, '0')}`,
            card: 'Visa ending 1111',
            scopes: ['monthly'],
          }),
          agreedAt: created,
          createdAt: created,
        });
      }
      await database.transaction(async (tx) => {
        await tx.insert(t.users).values(users);
        await tx.insert(t.sandboxCustomerProfiles).values(customerProfiles);
        await tx.insert(t.sandboxPaymentProfiles).values(paymentProfiles);
        await tx.insert(t.paymentMethods).values(cards);
        await tx.insert(t.contracts).values(contracts);
        await tx.insert(t.paymentMandates).values(mandates);
      });
    }
    await database.optimize();
  } finally {
    await database.close();
  }
}

/** How many of the bench contracts have their period paid, with exactly one payment each. */
async function check(url: string): Promise<string> {
  const database = createDatabase(url);
  try {
    const { db, t } = database;
    const paid = await db
      .select({ n: count() })
      .from(t.invoices)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
      .where(
        and(
          like(t.contracts.policyNumber, `${POLICY_PREFIX}%`),
          eq(t.invoices.billingPeriod, '2027-02'),
          eq(t.invoices.status, 'paid'),
        ),
      );
    const payments = await db
      .select({ n: count() })
      .from(t.policyPayments)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.policyPayments.contractId))
      .where(like(t.contracts.policyNumber, `${POLICY_PREFIX}%`));
    const paidCount = Number(paid[0]?.n ?? 0);
    const paymentCount = Number(payments[0]?.n ?? 0);
    if (paidCount !== CONTRACTS || paymentCount !== CONTRACTS) {
      throw new Error(`Expected ${CONTRACTS} paid invoices and payments, found ${paidCount} and ${paymentCount}.`);
    }
    return `${paidCount} paid, ${paymentCount} payments`;
  } finally {
    await database.close();
  }
}

/** The job once, in this process, with the app's own gateway and mailer (the outbox): seconds. */
async function runInProcess(url: string, dataDir: string): Promise<number> {
  const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: jwtSecret, JOBS: 'off' });
  const database: Database = createDatabase(url);
  const app = await buildApp(config, database);
  await app.ready();
  try {
    const started = performance.now();
    const report = await monthlyBillingJob.run({
      database,
      gateway: app.paymentGateway,
      mailer: app.mailer,
      config,
      log: app.log,
      now: NOW,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${report.changed} changed in ${seconds.toFixed(2)} s`);
    return seconds;
  } finally {
    await app.close();
    await database.close();
  }
}

function npmRunJobs(url: string, dataDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'jobs', '--silent', '--', '--now', NOW.toISOString()], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: jwtSecret, SMTP_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`npm run jobs exited ${code}`))));
  });
}

/** `npm run jobs` in `processes` processes started at once: wall seconds until the last one ends. */
async function runProcesses(url: string, dataDir: string, processes: number): Promise<number> {
  const started = performance.now();
  await Promise.all(Array.from({ length: processes }, () => npmRunJobs(url, dataDir)));
  return (performance.now() - started) / 1000;
}

const rows: { setup: string; seconds: number; checked: string; load: number }[] = [];
const row = (setup: string, seconds: number, checked: string) => {
  // The 1-minute load average as the run ends: other work on the machine slows every figure.
  const load = loadavg()[0] ?? 0;
  rows.push({ setup, seconds, checked, load });
  console.log(`${setup}: ${seconds.toFixed(2)} s (${checked}, load ${load.toFixed(1)})`);
};

const dir = mkdtempSync(join(tmpdir(), 'hw-bench-billing-'));
const sections: string[] = [];
let pgVersion = '';
try {
  const sqliteUrl = `file:${join(dir, 'billing.db')}`;
  let started = performance.now();
  await prepare(sqliteUrl);
  console.log(`SQLite prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const seconds = await runInProcess(sqliteUrl, dir);
  row('SQLite, the job in one process', seconds, await check(sqliteUrl));

  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  const names = ['hw_bench_billing', 'hw_bench_billing_one', 'hw_bench_billing_two'];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    await admin.connect();
    pgVersion = (await admin.query('SHOW server_version')).rows[0]?.server_version as string;
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${names[0]}`);
    started = performance.now();
    await prepare(urlOf(names[0] as string));
    console.log(`PostgreSQL prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Copies of the prepared data for the runs by `npm run jobs`.
    await admin.query(`CREATE DATABASE ${names[1]} TEMPLATE ${names[0]}`);
    await admin.query(`CREATE DATABASE ${names[2]} TEMPLATE ${names[0]}`);
    const inProcess = await runInProcess(urlOf(names[0] as string), dir);
    row('PostgreSQL, the job in one process', inProcess, await check(urlOf(names[0] as string)));
    const one = await runProcesses(urlOf(names[1] as string), dir, 1);
    row(
      'PostgreSQL, `npm run jobs`, one process (wall time, start-up included)',
      one,
      await check(urlOf(names[1] as string)),
    );
    const two = await runProcesses(urlOf(names[2] as string), dir, 2);
    row(
      'PostgreSQL, `npm run jobs`, two processes at once (wall time, start-up included)',
      two,
      await check(urlOf(names[2] as string)),
    );
  } catch (error) {
    sections.push(`PostgreSQL at ${new URL(adminUrl).host}: not measured (${(error as Error).message}).`);
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const table = [
  '| run | total s | ms per contract | checked | load average |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.setup} | ${r.seconds.toFixed(2)} | ${((r.seconds * 1000) / CONTRACTS).toFixed(2)} | ${r.checked} | ${r.load.toFixed(1)} |`,
  ),
].join('\n');
const markdown = [
  `The monthly-billing job over ${CONTRACTS} active monthly contracts (each owner with a saved default card, one period due), run once as of ${NOW.toISOString()}: each contract gets its invoice, is charged once through the sandbox gateway, paid, and mailed a receipt (the outbox). SQLite${pgVersion ? ` and PostgreSQL ${pgVersion} (fsync on, over TCP on 127.0.0.1)` : ''} on this 2-core machine, measured ${new Date().toISOString().slice(0, 10)}; the load average is the machine's as each run ended (2 would be both cores busy):`,
  '',
  table,
  ...sections.map((s) => `\n${s}`),
  '',
  `Target: at most ${TARGET_SECONDS} s for ${CONTRACTS} contracts. A contract costs three transactions (its attempt row before the charge, the sandbox gateway's charge, the result with the payment and the receipt) and about 13 round trips to PostgreSQL; eight contracts are charged side by side, so on PostgreSQL the time goes to those round trips on the same 2 cores as the database. \`npm run jobs\` also starts the app and runs the other jobs. Two processes start at random places in each batch of 500 invoices and take each attempt once by its unique row; on these 2 shared cores the second process adds contention, not capacity.`,
].join('\n');
console.log(markdown);
writeBenchmarkSection('monthly-billing', markdown);
