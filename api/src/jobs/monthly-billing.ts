/**
 * Monthly billing: invoices each active monthly contract once per billing period and charges the premium to
 * the contract's card (see chargedCardIds), retrying a declined charge 3, 7 and 14 days after the due date.
 *
 * Periods. A contract's billing day is the day of month of its effective date, clamped to the month's length
 * (a contract effective on the 31st is billed on 28 or 29 February). The order's first invoice (billing_period
 * null) pays the period in which the contract began or was ordered, whichever is later; the job invoices every
 * following period that has started by `now` and before the contract expires, labelled 'YYYY-MM' and unique
 * per contract. Nothing is invoiced for a period that began before the contract was written.
 *
 * Charges. An unpaid invoice of the job's is charged once per attempt: attempt 1 from its due date, 2, 3 and 4
 * from 3, 7 and 14 days after it; a run makes only the latest attempt due by `now` (attempts missed while no
 * job ran are not made up). The attempt row is written first, in its own transaction, so a second run or
 * process finds it taken; the card is charged under a payment intent (api/src/payments/intents.ts) outside any
 * transaction; the result is recorded in one transaction with the intent's completion, paying the invoice only
 * while it is still unpaid (paid from the account meanwhile: the charge is voided). A crash after the approval
 * is settled by the payment-reconciler job, which records the payment from the intent. A decline, or no card at
 * all, marks the invoice failed (the account's failed payments list), adds a notice and mails the owner; an
 * approved charge mails a receipt. Several contracts are charged at a time (each contract's invoices oldest
 * first), their cards and owners read a batch at a time.
 */
import { randomInt } from 'node:crypto';
import { MONTHLY_CHARGE_ATTEMPT_DAYS, toDollars } from '@hw/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { chargedCardIds } from '../account/index.ts';
import type { InvoicePaymentEffect, Tables, Tx } from '../db/index.ts';
import type { ChargeDeclineReason } from '../payments/index.ts';
import { chargeWithIntent, InvoiceNotUnpaidError, recordInvoicePayment } from '../payments/index.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];
type InvoiceRow = Tables['invoices']['$inferSelect'];
type CardRow = Tables['paymentMethods']['$inferSelect'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days after the due date each attempt is made: attempt 1 on the day, then the retries. */
export const CHARGE_ATTEMPT_DAYS = MONTHLY_CHARGE_ATTEMPT_DAYS;
/** Invoices written by one statement at most (a contract's periods are never split). */
const INVOICE_BATCH = 500;
/** Invoices whose cards and owners are read at once. */
const CHARGE_BATCH = 500;
/**
 * Contracts charged side by side: their charges wait on the card processor and on commits, not on this
 * process. Each takes its attempt row first, so this changes nothing about what is charged.
 */
const CHARGE_CONCURRENCY = 8;

export const billingMessages = {
  invoiceDescription: (period: string) => `Monthly payment ${period}`,
  failure: {
    declined: 'The card was declined by the bank.',
    expired: 'The card has expired.',
    paymentProfileNotFound: 'The card could not be found at our card processor.',
    noCard: 'There is no card on file for this contract.',
  } satisfies Record<ChargeDeclineReason | 'noCard', string>,
  noticeTitle: (policyNumber: string) => `Your monthly payment for ${policyNumber} did not go through`,
  noticeText: (amount: string, reason: string, retry: string | null) =>
    `We could not charge ${amount}: ${reason} ` +
    'Please pay the invoice from your account, or update your card. ' +
    (retry ? `We will try the card again on ${retry}.` : 'We will not try the card again.'),
  declineSubject: (brand: string, policyNumber: string) =>
    `${brand}: your monthly payment for ${policyNumber} did not go through`,
  receiptSubject: (brand: string, policyNumber: string, period: string) =>
    `${brand}: receipt for your monthly payment ${period} (${policyNumber})`,
} as const;

const money = (cents: number) => `$${toDollars(cents).toFixed(2)}`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** The start of the billing period of a month (0-based) for a contract effective at `effective`. */
export function periodStart(effective: Date, year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(effective);
  start.setUTCFullYear(year, month, Math.min(effective.getUTCDate(), last));
  return start;
}

const periodLabel = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

/**
 * The periods the job invoices for a contract as of `now`: those after the one its first invoice paid (the
 * period holding the later of the effective date and the moment the contract was written), started by `now`,
 * before the contract expires.
 */
export function billablePeriods(
  contract: Pick<ContractRow, 'effectiveDate' | 'expireDate' | 'createdAt'>,
  now: Date,
): { period: string; start: Date }[] {
  const effective = contract.effectiveDate;
  if (!effective) return [];
  const firstPaid = Math.max(effective.getTime(), contract.createdAt.getTime());
  const periods: { period: string; start: Date }[] = [];
  let year = effective.getUTCFullYear();
  let month = effective.getUTCMonth();
  for (;;) {
    const start = periodStart(effective, year, month);
    if (start.getTime() > now.getTime()) break;
    if (contract.expireDate && start.getTime() >= contract.expireDate.getTime()) break;
    // The period holding firstPaid, and any before it, were paid by the order.
    if (start.getTime() > firstPaid) periods.push({ period: periodLabel(year, month), start });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return periods;
}

/** The start of the first billing period after `now`, or null when the contract expires before it. */
export function nextBillingDate(contract: Pick<ContractRow, 'effectiveDate' | 'expireDate'>, now: Date): Date | null {
  const effective = contract.effectiveDate;
  if (!effective) return null;
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  let start = periodStart(effective, year, month);
  while (start.getTime() <= now.getTime() || start.getTime() <= effective.getTime()) {
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
    start = periodStart(effective, year, month);
  }
  if (contract.expireDate && start.getTime() >= contract.expireDate.getTime()) return null;
  return start;
}

/** The latest attempt due by `now` for an invoice due at `dueDate` (1-based), with the date of the next one. */
export function attemptDue(dueDate: Date, now: Date): { attempt: number; next: Date | null } | null {
  let attempt = 0;
  for (let i = 0; i < CHARGE_ATTEMPT_DAYS.length; i++) {
    if (dueDate.getTime() + (CHARGE_ATTEMPT_DAYS[i] ?? 0) * DAY_MS <= now.getTime()) attempt = i + 1;
  }
  if (attempt === 0) return null;
  const nextDays = CHARGE_ATTEMPT_DAYS[attempt];
  return { attempt, next: nextDays === undefined ? null : new Date(dueDate.getTime() + nextDays * DAY_MS) };
}

async function invoicePeriods(context: JobContext, report: JobReport): Promise<void> {
  const { database, now } = context;
  const { t } = database;
  const contracts = await database.db
    .select()
    .from(t.contracts)
    .where(
      and(
        eq(t.contracts.status, 'active'),
        eq(t.contracts.paymentType, 'monthly'),
        isNull(t.contracts.awaitingOwnerSince),
        isNotNull(t.contracts.effectiveDate),
        lte(t.contracts.effectiveDate, now),
      ),
    )
    .orderBy(asc(t.contracts.policyNumber));
  const due = contracts.flatMap((contract) => {
    const periods = billablePeriods(contract, now);
    return periods.length === 0 || contract.monthlyTotalCents <= 0 ? [] : [{ contract, periods }];
  });
  // Many contracts a statement; each (contract, period) is still written once, by its unique key.
  const batches: (typeof due)[] = [];
  let rows = INVOICE_BATCH;
  for (const one of due) {
    if (rows + one.periods.length > INVOICE_BATCH) {
      batches.push([]);
      rows = 0;
    }
    batches.at(-1)?.push(one);
    rows += one.periods.length;
  }
  for (const batch of batches) {
    const written = await database.transaction((tx) =>
      tx
        .insert(t.invoices)
        .values(
          batch.flatMap(({ contract, periods }) =>
            periods.map(({ period, start }) => ({
              contractId: contract.contractId,
              description: billingMessages.invoiceDescription(period),
              amountCents: contract.monthlyTotalCents,
              dueDate: start,
              status: 'unpaid' as const,
              billingPeriod: period,
            })),
          ),
        )
        .onConflictDoNothing()
        .returning({ contractId: t.invoices.contractId, billingPeriod: t.invoices.billingPeriod }),
    );
    const writtenKeys = new Set(written.map((row) => `${row.contractId} ${row.billingPeriod}`));
    for (const { contract, periods } of batch) {
      for (const { period } of periods) {
        if (!writtenKeys.has(`${contract.contractId} ${period}`)) continue;
        report.changed += 1;
        report.lines.push(`invoiced ${contract.policyNumber} ${money(contract.monthlyTotalCents)} for ${period}`);
      }
    }
  }
}

async function chargeDueInvoices(context: JobContext, report: JobReport): Promise<void> {
  const { database, now } = context;
  const { t } = database;
  const rows = await database.db
    .select({ invoice: t.invoices, contract: t.contracts })
    .from(t.invoices)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
    .where(
      and(
        eq(t.invoices.status, 'unpaid'),
        isNotNull(t.invoices.billingPeriod),
        lte(t.invoices.dueDate, now),
        eq(t.contracts.status, 'active'),
        isNull(t.contracts.awaitingOwnerSince),
      ),
    )
    .orderBy(asc(t.invoices.dueDate), asc(t.invoices.invoiceId));
  if (rows.length === 0) return;
  const cards = await chargedCardIds(
    database.db,
    t,
    rows.map((row) => row.contract),
  );
  for (let start = 0; start < rows.length; start += CHARGE_BATCH) {
    const batch = rows.slice(start, start + CHARGE_BATCH);
    const lookups = await chargeLookups(context, batch, cards);
    // One report per invoice, merged in the order of `rows` whatever order the charges end in.
    const reports = batch.map((): JobReport => ({ changed: 0, lines: [] }));
    // A contract's invoices one after the other (oldest first), CHARGE_CONCURRENCY contracts at a time.
    const byContract = new Map<string, number[]>();
    batch.forEach((row, i) => {
      byContract.set(row.contract.contractId, [...(byContract.get(row.contract.contractId) ?? []), i]);
    });
    // Each run starts at a random place in the batch and goes round, so a run in another process at the same
    // moment takes other contracts instead of waiting on the same attempt rows.
    const groups = [...byContract.values()];
    const offset = randomInt(groups.length);
    const queue = [...groups.slice(offset), ...groups.slice(0, offset)];
    const worker = async () => {
      try {
        for (let indexes = queue.shift(); indexes; indexes = queue.shift()) {
          for (const i of indexes) {
            const { invoice, contract } = batch[i] as (typeof batch)[number];
            const due = attemptDue(invoice.dueDate, now);
            if (!due) continue;
            await chargeOnce(context, reports[i] as JobReport, invoice, contract, lookups, due);
          }
        }
      } catch (error) {
        // A failure stops the run as it did one charge at a time: no new contract is started.
        queue.length = 0;
        throw error;
      }
    };
    const settled = await Promise.allSettled(Array.from({ length: CHARGE_CONCURRENCY }, worker));
    for (const one of reports) {
      report.changed += one.changed;
      report.lines.push(...one.lines);
    }
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

interface ChargeLookups {
  /** Each contract's card row, by contract id (absent: no card on file). */
  cards: Map<string, CardRow>;
  /** Each owner's e-mail and first name, by user id. */
  owners: Map<string, { email: string; firstName: string }>;
}

/** The cards and owners of a batch of invoices, read at once. */
async function chargeLookups(
  { database }: JobContext,
  batch: { contract: ContractRow }[],
  cardIds: Map<string, string | null>,
): Promise<ChargeLookups> {
  const { db, t } = database;
  const wanted = [...new Set(batch.flatMap(({ contract }) => cardIds.get(contract.contractId) ?? []))];
  const ownerIds = [...new Set(batch.map(({ contract }) => contract.ownerUserId))];
  const cardRows = wanted.length
    ? await db.select().from(t.paymentMethods).where(inArray(t.paymentMethods.creditCardId, wanted))
    : [];
  const ownerRows = await db
    .select({ id: t.users.id, email: t.users.email, firstName: t.users.firstName })
    .from(t.users)
    .where(inArray(t.users.id, ownerIds));
  const byCardId = new Map(cardRows.map((card) => [card.creditCardId, card]));
  const cards = new Map<string, CardRow>();
  for (const { contract } of batch) {
    const card = byCardId.get(cardIds.get(contract.contractId) ?? '');
    if (card) cards.set(contract.contractId, card);
  }
  return { cards, owners: new Map(ownerRows.map(({ id, ...owner }) => [id, owner])) };
}

async function chargeOnce(
  context: JobContext,
  report: JobReport,
  invoice: InvoiceRow,
  contract: ContractRow,
  lookups: ChargeLookups,
  due: { attempt: number; next: Date | null },
): Promise<void> {
  const { database, gateway, now, log } = context;
  const { t } = database;
  const period = invoice.billingPeriod ?? '';
  // Taken first, in its own transaction: a duplicate means another run made (or is making) this attempt.
  const taken = await database.transaction((tx) =>
    tx
      .insert(t.invoiceChargeAttempts)
      .values({ invoiceId: invoice.invoiceId, attempt: due.attempt, attemptedAt: now })
      .onConflictDoNothing()
      .returning({ attemptId: t.invoiceChargeAttempts.attemptId }),
  );
  const attemptId = taken[0]?.attemptId;
  if (!attemptId) return;
  report.changed += 1;

  const card = lookups.cards.get(contract.contractId);
  const amount = money(invoice.amountCents);
  let reasonCode: ChargeDeclineReason | 'noCard' = 'noCard';
  if (card) {
    const effect: InvoicePaymentEffect = {
      kind: 'invoicePayment',
      invoiceIds: [invoice.invoiceId],
      payments: [
        {
          contractId: contract.contractId,
          invoiceId: invoice.invoiceId,
          amountCents: invoice.amountCents,
          paymentType: 'monthly',
        },
      ],
      chargeAttemptId: attemptId,
    };
    const outcome = await chargeWithIntent(
      { database, gateway, fault: context.config.fault, log },
      {
        purpose: 'monthlyCharge',
        amountCents: invoice.amountCents,
        description: `${contract.policyNumber} ${billingMessages.invoiceDescription(period)}`,
        card,
        contractId: contract.contractId,
        invoiceId: invoice.invoiceId,
        effect,
      },
      async (tx, transactionId) => {
        try {
          await recordInvoicePayment(tx, t, effect, { transactionId, creditCardId: card.creditCardId, now });
        } catch (error) {
          // One invoice: the refusal wrote nothing, so this transaction may still record why.
          if (!(error instanceof InvoiceNotUnpaidError)) throw error;
          await tx
            .update(t.invoiceChargeAttempts)
            .set({ outcome: 'paidMeanwhile', gatewayTransactionId: transactionId })
            .where(eq(t.invoiceChargeAttempts.attemptId, attemptId));
          return { applied: false, reason: 'paid meanwhile' };
        }
        await mailMonthlyReceipt(tx, context, invoice.invoiceId, card.creditCardId);
        return { applied: true, value: undefined };
      },
    );
    switch (outcome.status) {
      case 'unknown':
        // It may have gone through: never charge again blindly. The reconciler asks the gateway by the
        // intent's key; the next attempt's day tries again if the invoice is still unpaid.
        log.warn(
          { err: outcome.error, invoiceId: invoice.invoiceId, attempt: due.attempt },
          'monthly charge: gateway failed',
        );
        await database.transaction((tx) =>
          tx
            .update(t.invoiceChargeAttempts)
            .set({ outcome: 'unavailable' })
            .where(eq(t.invoiceChargeAttempts.attemptId, attemptId)),
        );
        report.lines.push(`could not reach the card processor for ${contract.policyNumber} ${period}`);
        return;
      case 'applied':
        report.lines.push(`charged ${contract.policyNumber} ${amount} for ${period}`);
        return;
      case 'givenBack':
        // Paid from the account meanwhile: this charge is given back.
        report.lines.push(`voided the charge of ${contract.policyNumber} ${period}: paid meanwhile`);
        return;
      case 'declined':
        reasonCode = outcome.reason;
    }
  }

  const owner = lookups.owners.get(contract.ownerUserId);
  const brand = context.config.brand.name;
  const reason = billingMessages.failure[reasonCode];
  const retry = due.next ? day(due.next) : null;
  await database.transaction(async (tx) => {
    const failed = await tx
      .update(t.invoices)
      .set({ failedAt: now, failureReason: reason })
      .where(and(eq(t.invoices.invoiceId, invoice.invoiceId), eq(t.invoices.status, 'unpaid')))
      .returning({ invoiceId: t.invoices.invoiceId });
    await tx
      .update(t.invoiceChargeAttempts)
      .set({ outcome: failed.length > 0 ? 'declined' : 'paidMeanwhile' })
      .where(eq(t.invoiceChargeAttempts.attemptId, attemptId));
    if (failed.length === 0) return;
    const text = billingMessages.noticeText(amount, reason, retry);
    await tx.insert(t.notices).values({
      userId: contract.ownerUserId,
      contractId: contract.contractId,
      title: billingMessages.noticeTitle(contract.policyNumber),
      text,
      level: 'warning',
      createdAt: now,
    });
    if (owner) {
      await context.mailer.send({
        to: owner.email,
        subject: billingMessages.declineSubject(brand, contract.policyNumber),
        text:
          `Hello ${owner.firstName},\n\n${text}\n\n` +
          `Pay it at ${context.config.publicOrigin}/account (monthly payment ${period}, due ${day(invoice.dueDate)}).\n\n` +
          `${brand}`,
      });
    }
  });
  report.lines.push(`declined ${contract.policyNumber} ${amount} for ${period} (attempt ${due.attempt}): ${reason}`);
}

/**
 * Mails the owner a receipt for a monthly invoice paid by card, in the caller's transaction (the outbox row
 * commits with the payment). Used by the job and by the payment reconciler.
 */
export async function mailMonthlyReceipt(
  tx: Tx,
  context: Pick<JobContext, 'database' | 'mailer' | 'config'>,
  invoiceId: string,
  creditCardId: string | null,
): Promise<void> {
  const { t } = context.database;
  const [row] = await tx
    .select({
      invoice: t.invoices,
      policyNumber: t.contracts.policyNumber,
      email: t.users.email,
      firstName: t.users.firstName,
    })
    .from(t.invoices)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
    .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
    .where(eq(t.invoices.invoiceId, invoiceId));
  if (!row) return;
  const [card] = creditCardId
    ? await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, creditCardId))
    : [];
  const brand = context.config.brand.name;
  const period = row.invoice.billingPeriod ?? '';
  await context.mailer.send({
    to: row.email,
    subject: billingMessages.receiptSubject(brand, row.policyNumber, period),
    text:
      `Hello ${row.firstName},\n\nThank you: we charged ${money(row.invoice.amountCents)} to your ${card?.cardType ?? 'card'} ending ` +
      `${card?.lastFour ?? ''} for the monthly payment ${period} of your home warranty ${row.policyNumber}.\n\n` +
      `${brand}`,
  });
}

async function runMonthlyBilling(context: JobContext): Promise<JobReport> {
  const report: JobReport = { changed: 0, lines: [] };
  await invoicePeriods(context, report);
  await chargeDueInvoices(context, report);
  return report;
}

export const monthlyBillingJob: JobDefinition = {
  name: 'monthly-billing',
  schedule: '0 9 * * *',
  run: runMonthlyBilling,
};
