/**
 * Monthly billing: invoices each active monthly contract once per billing period and charges the premium to
 * the card of its mandate (see mandatedCards), retrying a declined charge 3, 7 and 14 days after the due date.
 *
 * Periods. A contract's billing day is the day of month of its effective date, clamped to the month's length
 * (a contract effective on the 31st is billed on 28 or 29 February). The order's first invoice (billing_period
 * null) pays the period in which the contract began or was ordered, whichever is later; the job invoices every
 * following period that has started by `now` and before the contract expires, labelled 'YYYY-MM' and unique
 * per contract. Nothing is invoiced for a period that began before the contract was written.
 *
 * Charges. An unpaid invoice of the job's is charged once per attempt: attempt 1 from its due date, 2, 3 and 4
 * from 3, 7 and 14 days after it; a run makes only the latest attempt due by `now` (attempts missed while no
 * job ran are not made up). Due invoices are claimed a batch at a time (claimAttempts): one transaction takes
 * the invoices no other run holds, reads what their charges need and writes their attempt rows, so a second
 * run or process finds them taken. Each card is then charged under a payment intent (api/src/payments/intents.ts)
 * outside any transaction, and the result recorded in one transaction with the intent's completion, paying the
 * invoice only while it is still unpaid (paid from the account meanwhile: the charge is voided). A crash after
 * the approval is settled by the payment-reconciler job, which records the payment from the intent. A decline,
 * or no card at all, marks the invoice failed (the account's failed payments list), adds a notice and mails the
 * owner; an approved charge mails a receipt. Several contracts are charged at a time (each contract's invoices
 * oldest first).
 *
 * Runs at the same moment share the work (sharesWork): each claims, and invoices, only batches no other run
 * holds, so neither waits on the other and no attempt is made twice.
 */
import { attemptDue, billablePeriods, formatCents, wantsMessage } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { AnyColumn, Table } from 'drizzle-orm';
import { and, asc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Tables, Tx } from '../db/index.ts';
import { recordInvoicesOwed } from '../ledger/index.ts';
import { mandatedCards, openIntents } from '../payments/index.ts';
import {
  type ChargedOwner,
  chargeIntentOf,
  chargeTakenAttempt,
  earlierDeclines,
  hardDeclineBefore,
  type InvoiceCharge,
  invoiceWithOwner,
  type TakenAttempt,
} from './charge-invoice.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];
type InvoiceRow = Tables['invoices']['$inferSelect'];
type CardRow = Tables['paymentMethods']['$inferSelect'];

/** Invoices written by one statement at most (a contract's periods are never split). */
const INVOICE_BATCH = 500;
/**
 * Due invoices claimed by one transaction (a contract's are never split): their contracts, owners, cards and
 * earlier declines read, and their attempt rows written, before any of them is charged.
 */
const CLAIM_BATCH = 200;
/**
 * Contracts charged side by side: their charges wait on the card processor and on commits, not on this
 * process. Each attempt row is written before its charge, so this changes nothing about what is charged.
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

/** What a PostgreSQL transaction runs a raw statement with. */
interface PgExecute {
  execute(query: SQL): Promise<{ rows: { id: string }[] }>;
}

/**
 * The rows among `ids` that no other transaction holds, locked by this one until it ends, so that a run in
 * another process takes other rows instead of waiting (PostgreSQL: FOR NO KEY UPDATE SKIP LOCKED, which still
 * lets rows referring to them be written). SQLite writes one transaction at a time: all of them.
 */
async function rowsNotHeld(
  tx: Tx,
  database: Database,
  table: Table,
  key: AnyColumn,
  ids: readonly string[],
): Promise<string[]> {
  if (database.dialect !== 'postgres' || ids.length === 0) return [...ids];
  const { rows } = await (tx as unknown as PgExecute).execute(
    sql`select ${key} as id from ${table} where ${inArray(key, [...ids])} for no key update skip locked`,
  );
  return rows.map((row) => row.id);
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
    const written = await database.transaction(async (tx) => {
      // Contracts another run is invoicing at this moment are left to it.
      const free = new Set(
        await rowsNotHeld(
          tx,
          database,
          t.contracts,
          t.contracts.contractId,
          batch.map(({ contract }) => contract.contractId),
        ),
      );
      const values = batch.flatMap(({ contract, periods }) =>
        free.has(contract.contractId)
          ? periods.map(({ period, start }) => ({
              contractId: contract.contractId,
              description: billingMessages.invoiceDescription(period),
              amountCents: contract.monthlyTotalCents,
              dueDate: start,
              status: 'unpaid' as const,
              billingPeriod: period,
            }))
          : [],
      );
      if (values.length === 0) return [];
      const rows = await tx.insert(t.invoices).values(values).onConflictDoNothing().returning();
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

/** An attempt this run has claimed, with all its charge needs. */
interface ClaimedAttempt extends TakenAttempt {
  charge: InvoiceCharge;
  report: JobReport;
}

/**
 * Claims the attempts due of a batch of invoices in one transaction: the invoices no other run holds, still
 * unpaid, with their contracts and owners (one query), their mandated cards (one query) and earlier declines
 * (one query); then every attempt row at once. Only the rows this transaction wrote are this run's to make:
 * the others were made by another run. Answers them by contract, each contract's oldest first.
 */
async function claimAttempts(context: JobContext, invoiceIds: readonly string[]): Promise<ClaimedAttempt[][]> {
  const { database, now } = context;
  const { t } = database;
  return database.transaction(async (tx) => {
    const free = await rowsNotHeld(tx, database, t.invoices, t.invoices.invoiceId, invoiceIds);
    if (free.length === 0) return [];
    const rows = await tx
      .select(invoiceWithOwner(t))
      .from(t.invoices)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
      .leftJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
      .where(
        and(
          inArray(t.invoices.invoiceId, free),
          eq(t.invoices.status, 'unpaid'),
          eq(t.contracts.status, 'active'),
          isNull(t.contracts.awaitingOwnerSince),
        ),
      )
      .orderBy(asc(t.invoices.dueDate), asc(t.invoices.invoiceId));
    const due = rows.flatMap((row) => {
      const attempt = attemptDue(row.invoice.dueDate, now);
      return attempt ? [{ ...row, due: attempt }] : [];
    });
    if (due.length === 0) return [];
    const cards = await mandatedCards(
      tx,
      t,
      due.map((row) => row.contract.contractId),
      'monthly',
    );
    const declines = await earlierDeclines(
      tx,
      t,
      due.filter((row) => cards.has(row.contract.contractId)).map((row) => row.invoice.invoiceId),
    );
    const taken = await tx
      .insert(t.invoiceChargeAttempts)
      .values(
        due.map(({ invoice, contract, due: { attempt } }) => ({
          invoiceId: invoice.invoiceId,
          attempt,
          attemptedAt: now,
          creditCardId: cards.get(contract.contractId)?.creditCardId ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ attemptId: t.invoiceChargeAttempts.attemptId, invoiceId: t.invoiceChargeAttempts.invoiceId });
    const attemptIds = new Map(taken.map((row) => [row.invoiceId, row.attemptId]));
    const byContract = new Map<string, ClaimedAttempt[]>();
    for (const row of due) {
      const attemptId = attemptIds.get(row.invoice.invoiceId);
      if (!attemptId) continue;
      const { invoice, contract } = row;
      const card = cards.get(contract.contractId) ?? null;
      const owner =
        row.email === null || row.firstName === null || row.locale === null
          ? undefined
          : {
              email: row.email,
              firstName: row.firstName,
              locale: row.locale,
              wantsReceipts: wantsMessage(row.preferences, 'receipts', 'email'),
            };
      const claimed: ClaimedAttempt = {
        attemptId,
        hardBefore: hardDeclineBefore(declines.get(invoice.invoiceId) ?? [], row.due.attempt, card),
        charge: monthlyCharge(context, { invoice, contract, card, owner, ...row.due }),
        report: { changed: 0, lines: [] },
      };
      byContract.set(contract.contractId, [...(byContract.get(contract.contractId) ?? []), claimed]);
    }
    // Their payment intents, in the same statement-a-batch way: each is charged within moments of this commit.
    const charged = [...byContract.values()].flat().filter((one) => one.charge.card && !one.hardBefore);
    const intents = await openIntents(
      tx,
      t,
      charged.map((one) => chargeIntentOf(one.charge, one.charge.card as CardRow, one.attemptId)),
    );
    for (const one of charged) {
      one.intent = intents.get(chargeIntentOf(one.charge, one.charge.card as CardRow, one.attemptId).businessKey);
    }
    return [...byContract.values()];
  });
}

async function chargeDueInvoices(context: JobContext, report: JobReport): Promise<void> {
  const { database, now } = context;
  const { t } = database;
  const due = await database.db
    .select({ invoiceId: t.invoices.invoiceId, contractId: t.invoices.contractId })
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
  if (due.length === 0) return;
  // Batches to claim, each contract's invoices in one, in the order the contracts first fell due.
  const byContract = new Map<string, string[]>();
  for (const { invoiceId, contractId } of due)
    byContract.set(contractId, [...(byContract.get(contractId) ?? []), invoiceId]);
  const batches: string[][] = [];
  for (const ids of byContract.values()) {
    const last = batches.at(-1);
    if (last && last.length + ids.length <= CLAIM_BATCH) last.push(...ids);
    else batches.push([...ids]);
  }

  // Contracts claimed and not yet started, each one's attempts oldest first. The next batch is claimed while
  // the last ones are charged, so the charges never wait for a claim.
  const queue: ClaimedAttempt[][] = [];
  const claimed: ClaimedAttempt[] = [];
  let nextBatch = 0;
  let claiming: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  const claimMore = () => {
    claiming ??= (async () => {
      try {
        while (queue.length < CHARGE_CONCURRENCY && nextBatch < batches.length && !failure) {
          const groups = await claimAttempts(context, batches[nextBatch++] as string[]);
          queue.push(...groups);
          claimed.push(...groups.flat());
        }
      } catch (error) {
        failure ??= { error };
      } finally {
        claiming = undefined;
      }
    })();
    return claiming;
  };
  const worker = async () => {
    for (;;) {
      if (queue.length < CHARGE_CONCURRENCY && nextBatch < batches.length) {
        const more = claimMore();
        if (queue.length === 0) await more;
      }
      // A failure stops the run as it did one charge at a time: no new contract is started.
      if (failure) return;
      const group = queue.shift();
      if (!group) {
        if (claiming) await claiming;
        else if (nextBatch >= batches.length) return;
        continue;
      }
      try {
        for (const one of group) await chargeTakenAttempt(context, one.report, one.charge, one);
      } catch (error) {
        failure ??= { error };
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: CHARGE_CONCURRENCY }, worker));
  // One report per attempt, merged in the order claimed whatever order the charges ended in.
  for (const one of claimed) {
    report.changed += one.report.changed;
    report.lines.push(...one.report.lines);
  }
  if (failure) throw failure.error;
}

/** The charge of a monthly premium's attempt, with its wording. */
function monthlyCharge(
  context: JobContext,
  {
    invoice,
    contract,
    card,
    owner,
    attempt,
    next,
  }: {
    invoice: InvoiceRow;
    contract: ContractRow;
    card: CardRow | null;
    owner: ChargedOwner | undefined;
    attempt: number;
    next: Date | null;
  },
): InvoiceCharge {
  const period = invoice.billingPeriod ?? '';
  const brand = context.config.brand.name;
  return {
    invoice,
    contract,
    card,
    owner,
    attempt,
    next,
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
  };
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
  // Two processes billing at once each claim batches the other does not hold: together they go faster.
  sharesWork: true,
};
