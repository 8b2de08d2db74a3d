/**
 * `payment-reconciler` (every 5 minutes): settles the payment intents a crash, or an unreachable gateway, left
 * `open` (api/src/payments/intents.ts). An intent opened at least RECONCILE_AFTER_MS ago is asked of the gateway
 * by its key. Ago on both clocks: before `now` and before the wall clock, since intents are opened at the wall
 * clock's time; a run with `--now` in the future must not take the intents another process is completing.
 * - no charge: nothing was taken, the intent `failed`;
 * - a declined or already voided charge: the intent says so;
 * - an approved charge: an invoice payment or monthly charge is recorded from the intent's effect if every
 *   invoice is still unpaid (the intent `succeeded` in the same transaction; a monthly receipt is mailed);
 *   otherwise, and for orders and service-call fees (whose writes are not kept for re-application), the
 *   charge is voided and the intent `voided`.
 * Every change is conditional on the intent still being open, so a second run, or a request finishing
 * meanwhile, changes nothing more.
 */
import { formatCents } from '@hw/shared';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import {
  closeIntent,
  completeIntent,
  giveBackCharge,
  InvoiceNotUnpaidError,
  type Payments,
  recordInvoicePayment,
} from '../payments/index.ts';
import { mailInvoiceReceipt } from './charge-invoice.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

/** How long an intent may stay open before it is taken for abandoned: far longer than any request. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;

type IntentRow = Tables['paymentIntents']['$inferSelect'];

const money = formatCents;

const PURPOSE_WORDS: Record<IntentRow['purpose'], string> = {
  order: 'order',
  invoicePayment: 'invoice payment',
  monthlyCharge: 'monthly charge',
  serviceCallFee: 'service call fee',
};

async function reconcileIntents(context: JobContext): Promise<JobReport> {
  const { database, gateway, now, log } = context;
  const { t } = database;
  const i = t.paymentIntents;
  const payments: Payments = { database, gateway, log };
  const report: JobReport = { changed: 0, lines: [] };
  const stale = await database.db
    .select({ intent: i, policyNumber: t.contracts.policyNumber })
    .from(i)
    .leftJoin(t.contracts, eq(t.contracts.contractId, i.contractId))
    .where(
      and(eq(i.status, 'open'), lte(i.createdAt, new Date(Math.min(now.getTime(), Date.now()) - RECONCILE_AFTER_MS))),
    )
    .orderBy(asc(i.createdAt), asc(i.intentId));

  for (const { intent, policyNumber } of stale) {
    const what =
      `${PURPOSE_WORDS[intent.purpose]}${policyNumber ? ` of ${policyNumber}` : ''} ` +
      `${money(intent.amountCents)} (${intent.referenceId})`;
    let found: Awaited<ReturnType<typeof gateway.findCharge>>;
    try {
      found = await gateway.findCharge(intent.referenceId, intent);
    } catch (error) {
      log.warn({ err: error, referenceId: intent.referenceId }, 'payment reconciler: the gateway failed');
      report.lines.push(`could not reach the card processor about the ${what}`);
      continue;
    }
    const done = (line: string) => {
      report.changed += 1;
      report.lines.push(line);
    };

    if (!found) {
      if (await closeIntent(database, intent.intentId, 'failed', 'no charge reached the card processor')) {
        done(`failed the ${what}: nothing was charged`);
      }
      continue;
    }
    if (found.status === 'declined') {
      if (await closeIntent(database, intent.intentId, 'declined', found.reason, found.transactionId)) {
        done(`declined the ${what}: ${found.reason}`);
      }
      continue;
    }
    if (found.status === 'voided') {
      const closed = await closeIntent(
        database,
        intent.intentId,
        'voided',
        'voided at the card processor',
        found.transactionId,
      );
      if (closed) done(`closed the ${what}: its charge was already voided`);
      continue;
    }

    const transactionId = found.transactionId;
    if (intent.effect?.kind === 'invoicePayment') {
      const effect = intent.effect;
      try {
        const recorded = await database.transaction(async (tx) => {
          if (!(await completeIntent(tx, t, intent.intentId, transactionId))) return false;
          await recordInvoicePayment(tx, t, effect, { transactionId, creditCardId: intent.creditCardId, now });
          // A charge the clock made (a monthly premium, a renewal) mails its receipt, as the live path does.
          if (effect.chargeAttemptId) {
            for (const invoiceId of effect.invoiceIds) {
              await mailInvoiceReceipt(tx, context, invoiceId, intent.creditCardId);
            }
          }
          return true;
        });
        if (recorded) done(`recorded the ${what}: paid ${effect.invoiceIds.length} invoice(s)`);
        continue;
      } catch (error) {
        if (!(error instanceof InvoiceNotUnpaidError)) throw error;
        // Paid another way meanwhile: this charge is given back below.
      }
    }

    const reason =
      intent.effect?.kind === 'invoicePayment'
        ? 'the invoices were paid another way'
        : `the ${PURPOSE_WORDS[intent.purpose]} was not recorded`;
    const givenBack = await giveBackCharge(payments, intent, transactionId, reason);
    if (givenBack === 'voided' || givenBack === 'refunded') {
      if (intent.effect?.chargeAttemptId) {
        await database.transaction((tx) =>
          tx
            .update(t.invoiceChargeAttempts)
            .set({ outcome: 'paidMeanwhile', gatewayTransactionId: transactionId })
            .where(
              and(
                eq(t.invoiceChargeAttempts.attemptId, intent.effect?.chargeAttemptId ?? ''),
                or(isNull(t.invoiceChargeAttempts.outcome), eq(t.invoiceChargeAttempts.outcome, 'unavailable')),
              ),
            ),
        );
      }
      done(`${givenBack} the ${what}: ${reason}`);
    } else if (givenBack === 'voidFailed') {
      report.lines.push(`could not void the ${what}; it stays open for the next run`);
    }
  }
  return report;
}

export const paymentReconcilerJob: JobDefinition = {
  name: 'payment-reconciler',
  // Every 5 minutes: an abandoned charge is settled within about 10 minutes of the crash.
  schedule: '*/5 * * * *',
  run: reconcileIntents,
};
