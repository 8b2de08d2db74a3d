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
import { attemptDue, billablePeriods, formatCents } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { chargedCardIds } from '../account/index.ts';
import type { Tables } from '../db/index.ts';
import { recordInvoicesOwed } from '../ledger/index.ts';
import { type ChargedOwner, chargeInvoiceOnce } from './charge-invoice.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];
type InvoiceRow = Tables['invoices']['$inferSelect'];
type CardRow = Tables['paymentMethods']['$inferSelect'];

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
  noticeTitle: (policyNumber: string) => `Your monthly payment for ${policyNumber} did not go through`,
  noticeText: (amount: string, reason: string, retry: string | null) =>
    `We could not charge ${amount}: ${reason} ` +
    'Please pay the invoice from your account, or update your card. ' +
    (retry ? `We will try the card again on ${retry}.` : 'We will not try the card again.'),
} as const;

const money = formatCents;
const day = (date: Date) => date.toISOString().slice(0, 10);

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
    const written = await database.transaction(async (tx) => {
      const rows = await tx
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
        .returning();
      // Each premium is owed in the contract chain's ledger as it falls due.
      await recordInvoicesOwed(tx, t, rows);
      return rows;
    });
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
  /** Each owner's e-mail, first name and language, by user id. */
  owners: Map<string, ChargedOwner>;
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
    .select({ id: t.users.id, email: t.users.email, firstName: t.users.firstName, locale: t.users.preferredLanguage })
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
  const period = invoice.billingPeriod ?? '';
  const brand = context.config.brand.name;
  await chargeInvoiceOnce(context, report, {
    invoice,
    contract,
    card: lookups.cards.get(contract.contractId) ?? null,
    owner: lookups.owners.get(contract.ownerUserId),
    attempt: due.attempt,
    next: due.next,
    purpose: 'monthlyCharge',
    paymentType: 'monthly',
    wording: {
      what: period,
      statement: billingMessages.invoiceDescription(period),
      noticeTitle: billingMessages.noticeTitle(contract.policyNumber),
      noticeText: billingMessages.noticeText,
      declineMail: (locale, { amount, reason, retry }) => {
        const language = { locale };
        const declined = retry
          ? m.mail_monthly_declined_text_retry({ amount, reason, retry }, language)
          : m.mail_monthly_declined_text_final({ amount, reason }, language);
        return {
          subject: m.mail_monthly_declined_subject({ brand, policyNumber: contract.policyNumber }, language),
          paragraphs: [declined],
          details: [
            { label: m.mail_label_contract({}, language), value: contract.policyNumber },
            { label: m.mail_label_monthly_payment({}, language), value: period },
            { label: m.mail_label_due({}, language), value: day(invoice.dueDate) },
          ],
        };
      },
    },
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
