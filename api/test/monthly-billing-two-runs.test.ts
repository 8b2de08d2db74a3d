/**
 * Two monthly billing runs at once on one database, over generated contracts (several owners, some with more
 * than one contract, billing days spread over the month, some cards that decline), enough that each run
 * claims several batches: every due contract gets one invoice, one attempt and one charge at the gateway; an
 * approved one one payment and one receipt, a declined one none and one mail saying so. On PostgreSQL the
 * second run has its own connections, as a second process would; SQLite serves one process, so both share it.
 */
import { mandateWords } from '@hw/shared';
import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/index.ts';
import type { JobReport } from '../src/jobs/job.ts';
import { monthlyBillingJob } from '../src/jobs/monthly-billing.ts';
import { referenceIdOf } from '../src/payments/intents.ts';
import { jobContext } from './billing-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const dialect = inject('dialect');
/** Every generated contract is effective in February 2027: its March period falls due by NOW, once. */
const NOW = new Date('2027-03-28T09:00:00Z');
const PREFIX = 'HW-RACE-';
/** More than one batch of claims per run. */
const OWNERS = 180;
const SEED = Number(process.env.BILLING_RACE_SEED ?? Date.now() % 100_000);

/** A small seeded generator, so a failing draw can be run again (BILLING_RACE_SEED). */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return (((x ^ (x >>> 14)) >>> 0) % below) as number;
  };
}

interface Generated {
  contractId: string;
  policyNumber: string;
  paymentProfileId: string;
  email: string;
  declines: boolean;
}

let t: TestApp;
let second: Database;
let generated: Generated[] = [];

/** Owners with one to three contracts each, paid by the owner's one card under a mandate per contract. */
async function generate(): Promise<Generated[]> {
  const { db, t: tables } = t.database;
  const [template] = await db
    .select()
    .from(tables.contracts)
    .where(eq(tables.contracts.paymentType, 'monthly'))
    .orderBy(tables.contracts.policyNumber)
    .limit(1);
  if (!template) throw new Error('The demo data has no monthly contract to copy.');
  const [owner] = await db.select().from(tables.users).where(eq(tables.users.id, template.ownerUserId));
  if (!owner) throw new Error('The demo monthly contract has no owner.');
  const random = generator(SEED);
  const created = new Date('2026-12-01T00:00:00Z');
  const out: Generated[] = [];
  const users: (typeof tables.users.$inferInsert)[] = [];
  const customerProfiles: (typeof tables.sandboxCustomerProfiles.$inferInsert)[] = [];
  const paymentProfiles: (typeof tables.sandboxPaymentProfiles.$inferInsert)[] = [];
  const cards: (typeof tables.paymentMethods.$inferInsert)[] = [];
  const contracts: (typeof tables.contracts.$inferInsert)[] = [];
  const mandates: (typeof tables.paymentMandates.$inferInsert)[] = [];
  for (let n = 0; n < OWNERS; n++) {
    const userId = `race-owner-${n}`;
    const email = `race.owner.${n}@example.net`;
    const declines = random(5) === 0;
    users.push({
      ...owner,
      id: userId,
      email,
      lastName: `Race${n}`,
      preferredLanguage: 'en',
      messagePreferences: {},
      createdAt: created,
    });
    customerProfiles.push({ customerProfileId: `race-cp-${n}`, email, createdAt: created });
    paymentProfiles.push({
      paymentProfileId: `race-pp-${n}`,
      customerProfileId: `race-cp-${n}`,
      cardType: 'Visa',
      lastFour: declines ? '0341' : '1111',
      expirationDate: '12/35',
      behaviour: declines ? 'decline' : 'approve',
      createdAt: created,
    });
    cards.push({
      creditCardId: `race-card-${n}`,
      userId,
      customerProfileId: `race-cp-${n}`,
      paymentProfileId: `race-pp-${n}`,
      cardType: 'Visa',
      lastFour: declines ? '0341' : '1111',
      expirationDate: '12/35',
      isDefault: true,
      createdAt: created,
    });
    const count = 1 + random(3);
    for (let c = 0; c < count; c++) {
      const contractId = `race-contract-${n}-${c}`;
      const policyNumber = `${PREFIX}${n}-${c}`;
      const effectiveDate = new Date(Date.UTC(2027, 1, 1 + random(28)));
      contracts.push({
        ...template,
        contractId,
        chainId: contractId,
        policyNumber,
        ownerUserId: userId,
        orderedByUserId: userId,
        status: 'active',
        paymentType: 'monthly',
        awaitingOwnerSince: null,
        ownerConfirmTokenHash: null,
        defaultCreditCardId: null,
        cancelledAt: null,
        effectiveDate,
        expireDate: new Date(Date.UTC(2028, 1, effectiveDate.getUTCDate())),
        createdAt: new Date(effectiveDate.getTime() + 10 * 3600_000),
      });
      mandates.push({
        contractId,
        creditCardId: `race-card-${n}`,
        userId,
        scopes: ['monthly'],
        amountRule: 'each monthly premium of the contract, as it falls due',
        words: mandateWords({
          brandName: 'Canyon Home Warranty',
          policyNumber,
          card: `Visa ending ${declines ? '0341' : '1111'}`,
          scopes: ['monthly'],
        }),
        agreedAt: created,
        createdAt: created,
      });
      out.push({ contractId, policyNumber, paymentProfileId: `race-pp-${n}`, email, declines });
    }
  }
  // Many rows a statement, as a bulk load would.
  await t.database.transaction(async (tx) => {
    await tx.insert(tables.users).values(users);
    await tx.insert(tables.sandboxCustomerProfiles).values(customerProfiles);
    await tx.insert(tables.sandboxPaymentProfiles).values(paymentProfiles);
    await tx.insert(tables.paymentMethods).values(cards);
    for (let i = 0; i < contracts.length; i += 200)
      await tx.insert(tables.contracts).values(contracts.slice(i, i + 200));
    await tx.insert(tables.paymentMandates).values(mandates);
  });
  return out;
}

const run = (database: Database): Promise<JobReport> => monthlyBillingJob.run({ ...jobContext(t, NOW), database });

beforeAll(async () => {
  t = await buildTestApp();
  second = dialect === 'postgres' ? createDatabase(t.databaseUrl) : t.database;
  generated = await generate();
}, 180_000);
afterAll(async () => {
  if (second && second !== t.database) await second.close();
  await t?.close();
});

describe(`two monthly billing runs at once on ${dialect} (seed ${SEED})`, () => {
  it('bill and charge each due contract once between them, each attempt made by one run', {
    timeout: 300_000,
  }, async () => {
    const [first, other] = await Promise.all([run(t.database), run(second)]);
    const { db, t: tables } = t.database;
    const ids = generated.map((one) => one.contractId);

    const invoices = await db
      .select()
      .from(tables.invoices)
      .where(and(inArray(tables.invoices.contractId, ids), isNotNull(tables.invoices.billingPeriod)));
    const invoiceIds = invoices.map((invoice) => invoice.invoiceId);
    const payments = await db
      .select()
      .from(tables.policyPayments)
      .where(inArray(tables.policyPayments.contractId, ids));
    const attempts = await db
      .select()
      .from(tables.invoiceChargeAttempts)
      .where(inArray(tables.invoiceChargeAttempts.invoiceId, invoiceIds));
    const charges = await db
      .select()
      .from(tables.sandboxTransactions)
      .where(like(tables.sandboxTransactions.paymentProfileId, 'race-pp-%'));
    const mails = await db.select().from(tables.emailOutbox).where(like(tables.emailOutbox.to, 'race.owner.%'));

    for (const contract of generated) {
      const own = invoices.filter((invoice) => invoice.contractId === contract.contractId);
      expect(
        own.map((invoice) => [invoice.billingPeriod, invoice.status]),
        contract.policyNumber,
      ).toEqual([['2027-03', contract.declines ? 'unpaid' : 'paid']]);
      const invoice = own[0];
      if (!invoice) continue;
      const tried = attempts.filter((attempt) => attempt.invoiceId === invoice.invoiceId);
      expect(
        tried.map((attempt) => attempt.outcome),
        contract.policyNumber,
      ).toEqual([contract.declines ? 'declined' : 'approved']);
      const paid = payments.filter((payment) => payment.invoiceId === invoice.invoiceId);
      expect(paid, contract.policyNumber).toHaveLength(contract.declines ? 0 : 1);
      // One charge at the gateway, under the key of the invoice's attempt, paying what the payment records.
      const key = referenceIdOf(`attempt:${invoice.invoiceId}:${tried[0]?.attempt}`);
      const charged = charges.filter((charge) => charge.referenceId === key);
      expect(charged, contract.policyNumber).toEqual([
        expect.objectContaining({
          status: contract.declines ? 'declined' : 'approved',
          amountCents: invoice.amountCents,
          paymentProfileId: contract.paymentProfileId,
        }),
      ]);
      if (!contract.declines) expect(paid[0]?.gatewayTransactionId).toBe(charged[0]?.transactionId);
    }
    // Every charge at the gateway is one contract's one attempt: as many as contracts, none voided.
    expect(charges).toHaveLength(generated.length);
    expect(charges.filter((charge) => charge.status === 'declined')).toHaveLength(
      generated.filter((contract) => contract.declines).length,
    );
    expect(charges.filter((charge) => charge.status === 'approved')).toHaveLength(
      generated.filter((contract) => !contract.declines).length,
    );
    // One mail per contract: a receipt, or the failed payment.
    for (const contract of generated) {
      const about = mails.filter((mail) => mail.to === contract.email && mail.subject.includes(contract.policyNumber));
      expect(about, contract.policyNumber).toHaveLength(1);
      expect(about[0]?.subject, contract.policyNumber).toMatch(contract.declines ? /did not go through/ : /receipt/i);
    }
    // Each attempt is reported by one run only, and both reports together name every contract once.
    const lines = [...first.lines, ...other.lines].filter(
      (line) => line.includes(PREFIX) && !line.startsWith('invoiced'),
    );
    expect(lines).toHaveLength(generated.length);
    expect(new Set(lines).size).toBe(generated.length);
    const invoiced = [...first.lines, ...other.lines].filter((line) => line.startsWith(`invoiced ${PREFIX}`));
    expect(invoiced).toHaveLength(generated.length);
  });
});
