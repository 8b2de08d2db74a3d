/**
 * The monthly billing job over 10,000 active monthly contracts (BENCH_CONTRACTS), each with its owner's saved
 * card (a copy of a demo monthly contract, bulk-inserted many rows a statement) and one period due, run as of a
 * moment at which all of them are due: in the process on SQLite and on PostgreSQL, then `npm run jobs` (every
 * job, start-up included), then the job alone in one and in two processes side by side (billing-process.ts,
 * timed from the moment all are ready), then in the process on PostgreSQL over
 * 100,000 contracts (BENCH_LARGE_CONTRACTS; 0 leaves it out). Each row is the median of BENCH_RUNS runs (3;
 * the large one BENCH_LARGE_RUNS, at least 3 each), each on a fresh copy of the prepared data. Every run is
 * checked: each contract's invoice is paid, with one payment. Writes its section of docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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
import {
  ACTIVE_MONTHLY_COPY,
  BENCH_RUNS,
  demoMonthlyContract,
  median,
  pgDatabaseUrl,
  root,
  writeBenchmarkSection,
} from './lib.ts';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const LARGE_CONTRACTS = Number(process.env.BENCH_LARGE_CONTRACTS ?? 100_000);
const RUNS = BENCH_RUNS;
const LARGE_RUNS = Math.max(3, Number(process.env.BENCH_LARGE_RUNS ?? 3));
const LARGE_TARGET_SECONDS = 300;
/** Effective on day 1 to 28 of January 2027: the February period of each is due by NOW. */
const NOW = new Date('2027-02-28T09:00:00Z');
const jwtSecret = 'bench-secret-0123456789-0123456789-abcdef';
const TARGET_SECONDS = 30;

const POLICY_PREFIX = 'HW-BENCH-';
const MANDATES_AGREED = new Date('2026-01-01T00:00:00Z');

/** Migrates, seeds the demo data and adds `contracts` monthly contracts, each owner with a default card. */
async function prepare(url: string, contracts: number): Promise<void> {
  const database = createDatabase(url);
  // Rows a statement: as many as the dialect's limit of parameters allows (a contract has 44 columns).
  const BATCH = database.dialect === 'postgres' ? 1000 : 500;
  try {
    await database.migrate();
    await seedDatabase(database, { demo: true });
    const { t } = database;
    const template = await demoMonthlyContract(database);
    const [owner] = await database.db.select().from(t.users).where(eq(t.users.id, template.ownerUserId));
    if (!owner) throw new Error('The demo monthly contract has no owner.');
    const created = new Date('2026-12-01T00:00:00Z');
    for (let start = 0; start < contracts; start += BATCH) {
      const users: (typeof t.users.$inferInsert)[] = [];
      const customerProfiles: (typeof t.sandboxCustomerProfiles.$inferInsert)[] = [];
      const paymentProfiles: (typeof t.sandboxPaymentProfiles.$inferInsert)[] = [];
      const cards: (typeof t.paymentMethods.$inferInsert)[] = [];
      const contractRows: (typeof t.contracts.$inferInsert)[] = [];
      const mandates: (typeof t.paymentMandates.$inferInsert)[] = [];
      for (let n = start; n < Math.min(contracts, start + BATCH); n++) {
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
        contractRows.push({
          ...template,
          contractId: `bench-contract-${n}`,
          chainId: `bench-contract-${n}`,
          policyNumber: `${POLICY_PREFIX}${String(n).padStart(6, '0')}`,
          ownerUserId: userId,
          orderedByUserId: userId,
          ...ACTIVE_MONTHLY_COPY,
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
            policyNumber: `${POLICY_PREFIX}${String(n).padStart(6, '0')}`,
            card: 'Visa ending 1111',
            scopes: ['monthly'],
          }),
          // Before any moment a run of the benchmark is made at: the books check dates a charge by its row.
          agreedAt: MANDATES_AGREED,
          createdAt: MANDATES_AGREED,
        });
      }
      await database.transaction(async (tx) => {
        await tx.insert(t.users).values(users);
        await tx.insert(t.sandboxCustomerProfiles).values(customerProfiles);
        await tx.insert(t.sandboxPaymentProfiles).values(paymentProfiles);
        await tx.insert(t.paymentMethods).values(cards);
        await tx.insert(t.contracts).values(contractRows);
        await tx.insert(t.paymentMandates).values(mandates);
      });
    }
    await database.optimize();
  } finally {
    await database.close();
  }
}

/** How many of the bench contracts have their period paid, with exactly one payment each. */
async function check(url: string, contracts: number): Promise<string> {
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
    if (paidCount !== contracts || paymentCount !== contracts) {
      throw new Error(`Expected ${contracts} paid invoices and payments, found ${paidCount} and ${paymentCount}.`);
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

/** The environment of a spawned run: production mode, the sandbox gateway, the mail kept in the outbox table. */
const childEnv = (url: string, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  NODE_ENV: 'production',
  ALLOW_SANDBOX_PAYMENTS: '1',
  MAIL_OUTBOX: '1',
  SMTP_URL: '',
  JOBS: 'off',
});

/** `npm run jobs` once (every job of the clock, start-up included), until it exits. */
function npmRunJobs(url: string, dataDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'jobs', '--silent', '--', '--now', NOW.toISOString()], {
      cwd: root,
      env: childEnv(url, dataDir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`npm run jobs exited ${code}`))));
  });
}

/**
 * The monthly-billing job in `processes` processes side by side (billing-process.ts): each starts the app, and
 * once all are ready all are told to go at once. Wall seconds from then until the last one ends, and how many
 * contracts each charged: the processes divide the run between them, or race for it.
 */
async function runProcesses(
  url: string,
  dataDir: string,
  processes: number,
): Promise<{ seconds: number; charged: number[] }> {
  const children = Array.from({ length: processes }, () =>
    spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/billing-process.ts'], {
      cwd: root,
      env: { ...childEnv(url, dataDir), BILLING_NOW: NOW.toISOString() },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const lines = children.map((child) => {
    const queue: string[] = [];
    const waiting: ((line: string) => void)[] = [];
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        const next = waiting.shift();
        if (next) next(line);
        else queue.push(line);
      }
    });
    return () =>
      new Promise<string>((resolve, reject) => {
        const line = queue.shift();
        if (line !== undefined) return resolve(line);
        waiting.push(resolve);
        child.once('exit', (code) => reject(new Error(`a billing process exited ${code}`)));
      });
  });
  await Promise.all(lines.map((next) => next()));
  const started = performance.now();
  for (const child of children) child.stdin.write('go\n');
  const results = (await Promise.all(lines.map((next) => next()))).map(
    (line) => JSON.parse(line) as { charged: number },
  );
  return { seconds: (performance.now() - started) / 1000, charged: results.map((result) => result.charged) };
}

interface Row {
  setup: string;
  contracts: number;
  seconds: number[];
  checked: string;
  loads: number[];
  target: number;
}
const rows: Row[] = [];
/** Runs `once` `runs` times (each on fresh data), checks each, and adds the row of their median. */
async function measure(
  setup: string,
  contracts: number,
  runs: number,
  target: number,
  once: (run: number) => Promise<{ seconds: number; checked: string }>,
) {
  const row: Row = { setup, contracts, seconds: [], checked: '', loads: [], target };
  for (let run = 0; run < runs; run++) {
    const { seconds, checked } = await once(run);
    // The 1-minute load average as the run ends: other work on the machine slows every figure.
    const load = loadavg()[0] ?? 0;
    row.seconds.push(seconds);
    row.loads.push(load);
    row.checked = checked;
    console.log(`${setup}, run ${run + 1}: ${seconds.toFixed(2)} s (${checked}, load ${load.toFixed(1)})`);
  }
  rows.push(row);
}

const dir = mkdtempSync(join(tmpdir(), 'hw-bench-billing-'));
const sections: string[] = [];
let pgVersion = '';
try {
  const sqliteBase = join(dir, 'billing.db');
  let started = performance.now();
  await prepare(`file:${sqliteBase}`, CONTRACTS);
  console.log(`SQLite prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await measure('SQLite, the job in one process', CONTRACTS, RUNS, TARGET_SECONDS, async (run) => {
    const file = join(dir, `billing-${run}.db`);
    copyFileSync(sqliteBase, file);
    if (existsSync(`${sqliteBase}-wal`)) copyFileSync(`${sqliteBase}-wal`, `${file}-wal`);
    const seconds = await runInProcess(`file:${file}`, dir);
    return { seconds, checked: await check(`file:${file}`, CONTRACTS) };
  });

  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  const base = 'hw_bench_billing';
  const largeBase = 'hw_bench_billing_large';
  const copy = 'hw_bench_billing_run';
  const names = [base, largeBase, copy];
  const urlOf = (name: string) => pgDatabaseUrl(adminUrl, name);
  /** A fresh copy of the prepared data: its address. */
  const fresh = async (from: string) => {
    await admin.query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${from}`);
    return urlOf(copy);
  };
  try {
    await admin.connect();
    pgVersion = (await admin.query('SHOW server_version')).rows[0]?.server_version as string;
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${base}`);
    started = performance.now();
    await prepare(urlOf(base), CONTRACTS);
    console.log(`PostgreSQL prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await measure('PostgreSQL, the job in one process', CONTRACTS, RUNS, TARGET_SECONDS, async () => {
      const url = await fresh(base);
      const seconds = await runInProcess(url, dir);
      return { seconds, checked: await check(url, CONTRACTS) };
    });
    await measure(
      'PostgreSQL, `npm run jobs`, one process (every job, wall time, start-up included)',
      CONTRACTS,
      RUNS,
      // The target is the job's; this row adds the start-up and the other jobs.
      Number.POSITIVE_INFINITY,
      async () => {
        const url = await fresh(base);
        const started = performance.now();
        await npmRunJobs(url, dir);
        return { seconds: (performance.now() - started) / 1000, checked: await check(url, CONTRACTS) };
      },
    );
    for (const processes of [1, 2]) {
      await measure(
        `PostgreSQL, the job in ${processes === 1 ? 'one process' : 'two processes side by side'}, timed from all ready`,
        CONTRACTS,
        RUNS,
        TARGET_SECONDS,
        async () => {
          const url = await fresh(base);
          const { seconds, charged } = await runProcesses(url, dir, processes);
          return { seconds, checked: `${await check(url, CONTRACTS)}; charged ${charged.join(' + ')}` };
        },
      );
    }
    if (LARGE_CONTRACTS > 0) {
      await admin.query(`CREATE DATABASE ${largeBase}`);
      started = performance.now();
      await prepare(urlOf(largeBase), LARGE_CONTRACTS);
      const prepared = (performance.now() - started) / 1000;
      console.log(`PostgreSQL prepared ${LARGE_CONTRACTS} in ${prepared.toFixed(1)} s`);
      sections.push(
        `The ${LARGE_CONTRACTS} contracts of the last row were prepared (bulk-inserted) in ${prepared.toFixed(0)} s.`,
      );
      await measure(
        'PostgreSQL, the job in one process',
        LARGE_CONTRACTS,
        LARGE_RUNS,
        LARGE_TARGET_SECONDS,
        async () => {
          const url = await fresh(largeBase);
          const seconds = await runInProcess(url, dir);
          return { seconds, checked: await check(url, LARGE_CONTRACTS) };
        },
      );
    }
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
  '| run | contracts | runs | median s | each run s | ms per contract | checked | load average |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    const seconds = median(r.seconds);
    const figure = seconds <= r.target ? seconds.toFixed(2) : `**~~${seconds.toFixed(2)}~~ ✗**`;
    return `| ${r.setup} | ${r.contracts} | ${r.seconds.length} | ${figure} | ${r.seconds.map((v) => v.toFixed(1)).join(', ')} | ${((seconds * 1000) / r.contracts).toFixed(2)} | ${r.checked} | ${r.loads.map((v) => v.toFixed(1)).join(', ')} |`;
  }),
].join('\n');
const markdown = [
  `The monthly-billing job over active monthly contracts (each owner with a saved default card under a mandate, one period due), run as of ${NOW.toISOString()}: each contract gets its invoice, is charged once through the sandbox gateway, paid, and mailed a receipt (the outbox). Each row is the median of its runs, each on a fresh copy of the prepared data (a PostgreSQL database made from a template, a copy of the SQLite file). SQLite${pgVersion ? ` and PostgreSQL ${pgVersion} (fsync on, over TCP on 127.0.0.1)` : ''} on this 2-core machine, shared with other work, measured ${new Date().toISOString().slice(0, 10)}; the load average is the machine's 1-minute one as each run ended (2 would be both cores busy). A figure that misses its target is bold and crossed (✗):`,
  '',
  table,
  ...sections.map((s) => `\n${s}`),
  '',
  `Targets: at most ${TARGET_SECONDS} s for ${CONTRACTS} contracts (the job in one process, on either database), at most ${LARGE_TARGET_SECONDS} s for ${LARGE_CONTRACTS}. The job claims due invoices 200 at a time: one transaction locks those no other run holds (PostgreSQL \`FOR NO KEY UPDATE SKIP LOCKED\`), reads them with their contracts and owners in one query, their mandated cards in one and their earlier declines in one, and writes all their attempt rows in one statement and their payment intents in another; each charge then costs the sandbox gateway's read of the card and its self-committing insert of the charge, and the result's transaction (the invoice paid, returning its contract's chain and states; the payment; the ledger line; the attempt; the intent; the receipt in the outbox), eight contracts side by side: 10 statements a charge on PostgreSQL, each a round trip, and the receipt rendered as branded HTML and text. The process runs in production mode (\`NODE_ENV=production\`), as the server does. Periods are invoiced 500 a statement, the contracts of each batch locked the same way. \`npm run jobs\` also starts the app and runs the other jobs. Processes side by side take disjoint batches (the "checked" column says how many each charged: the prepared contracts and the demo data's own monthly contracts, due the same day) and neither waits on the other's rows; on these 2 cores they share the CPUs with each other and with PostgreSQL, so the second process divides the run but ends it no sooner: one process and PostgreSQL already keep both cores busy.`,
].join('\n');
console.log(markdown);
writeBenchmarkSection('monthly-billing', markdown);
