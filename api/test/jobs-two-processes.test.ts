/**
 * Two `npm run jobs` processes started at the same moment on one PostgreSQL database, over monthly contracts
 * with periods due: every due invoice is paid, each exactly once (one payment, one card charge), and each
 * charge is reported by one of the two processes only. SQLite serves one process, so this runs on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backdateContract, placeMonthlyOrder, savedCard } from './billing-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const onPostgres = inject('dialect') === 'postgres';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const NOW = '2027-03-20T09:00:00Z';
/** Effective dates: two periods due by NOW for those in January, one for those in February. */
const EFFECTIVE = [
  '2027-01-03',
  '2027-01-09',
  '2027-01-15',
  '2027-01-20',
  '2027-02-02',
  '2027-02-08',
  '2027-02-14',
  '2027-02-19',
  '2027-01-05',
  '2027-02-11',
];

let t: TestApp;
let dataDir: string;

interface Placed {
  contractId: string;
  policyNumber: string;
  paymentProfileId: string;
}

async function monthlyContract(n: number, effective: string): Promise<Placed> {
  const email = `two.processes.${n}@example.net`;
  const card = await savedCard(t.app, email);
  const owner = { firstName: 'Tess', lastName: `Twin${n}`, email };
  const contractId = await placeMonthlyOrder(t.app, card, owner, `${100 + n} Congress Ave`);
  const contract = await backdateContract(t, contractId, new Date(`${effective}T00:00:00Z`));
  return {
    contractId: contract.contractId,
    policyNumber: contract.policyNumber,
    paymentProfileId: card.authNetPaymentProfileId as string,
  };
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runJobsProcess(): Promise<Finished> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'jobs', '--silent', '--', '--now', NOW], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe.skipIf(!onPostgres)('two `npm run jobs` processes at once on PostgreSQL', () => {
  let placed: Placed[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    dataDir = mkdtempSync(join(tmpdir(), 'hw-two-jobs-'));
    placed = [];
    for (const [n, effective] of EFFECTIVE.entries()) placed.push(await monthlyContract(n, effective));
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('charges each due invoice once and pays them all', { timeout: 120_000 }, async () => {
    const [first, second] = await Promise.all([runJobsProcess(), runJobsProcess()]);
    for (const finished of [first, second]) expect(finished?.code, finished?.stderr).toBe(0);

    const { invoices, policyPayments, sandboxTransactions, invoiceChargeAttempts } = t.database.t;
    const ids = placed.map((p) => p.contractId);
    const billed = await t.database.db
      .select()
      .from(invoices)
      .where(and(inArray(invoices.contractId, ids), isNotNull(invoices.billingPeriod)));
    const expected = EFFECTIVE.reduce((sum, day) => sum + (day.startsWith('2027-01') ? 2 : 1), 0);
    expect(billed).toHaveLength(expected);
    expect(billed.every((invoice) => invoice.status === 'paid')).toBe(true);

    const payments = await t.database.db
      .select()
      .from(policyPayments)
      .where(
        inArray(
          policyPayments.invoiceId,
          billed.map((invoice) => invoice.invoiceId),
        ),
      );
    const perInvoice = new Map<string, number>();
    for (const payment of payments)
      perInvoice.set(payment.invoiceId ?? '', (perInvoice.get(payment.invoiceId ?? '') ?? 0) + 1);
    expect([...perInvoice.values()]).toEqual(billed.map(() => 1));
    expect(perInvoice.size).toBe(billed.length);

    const attempts = await t.database.db
      .select()
      .from(invoiceChargeAttempts)
      .where(
        inArray(
          invoiceChargeAttempts.invoiceId,
          billed.map((invoice) => invoice.invoiceId),
        ),
      );
    expect(attempts).toHaveLength(billed.length);
    expect(attempts.every((attempt) => attempt.outcome === 'approved')).toBe(true);

    for (const contract of placed) {
      const charges = await t.database.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.paymentProfileId, contract.paymentProfileId));
      const own = billed.filter((invoice) => invoice.contractId === contract.contractId).length;
      // The order's first payment, then one charge per invoice of the job's; none voided.
      expect(charges, contract.policyNumber).toHaveLength(1 + own);
      expect(charges.every((charge) => charge.status === 'approved')).toBe(true);
    }

    // Each charge is reported by exactly one of the processes (the demo data's own contracts aside).
    const chargedLines = `${first?.stdout}\n${second?.stdout}`
      .split('\n')
      .filter((line) => placed.some((p) => line.startsWith(`monthly-billing: charged ${p.policyNumber} `)));
    expect(chargedLines).toHaveLength(billed.length);
    expect(new Set(chargedLines).size).toBe(billed.length);
  });
});

describe.skipIf(onPostgres)('two `npm run jobs` processes at once', () => {
  it.skip('needs PostgreSQL: a SQLite database serves one process (TEST_DB=postgres)', () => {});
});
