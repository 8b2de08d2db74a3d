/**
 * Invoices paid by one card charge, written from their description (InvoicePaymentEffect): by the routes
 * that pay invoices, by the monthly billing job, and by the payment-reconciler job when a crash left the
 * charge approved and nothing recorded. The same description gives the same rows either way.
 */
import { dunningChange } from '@hw/shared';
import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { InvoicePaymentEffect, Tables, Tx } from '../db/index.ts';
import { recordPaymentsReceived } from '../ledger/index.ts';
import { premiumsOf } from './premiums.ts';

type ContractRow = Tables['contracts']['$inferSelect'];

/** One of the invoices is no longer unpaid (paid or cancelled meanwhile): nothing may be recorded. */
export class InvoiceNotUnpaidError extends Error {
  constructor(readonly invoiceId: string) {
    super(`The invoice ${invoiceId} is no longer unpaid.`);
    this.name = 'InvoiceNotUnpaidError';
  }
}

export interface PaidWith {
  transactionId: string;
  creditCardId: string | null;
  now: Date;
}

/**
 * Pays the invoices (each only while unpaid), writes the payment rows, completes orders waiting for payment
 * that have nothing left to pay, lifts the suspension of contracts no unpaid monthly premium holds any more
 * (one with another premium past its last charge attempt stays suspended), and marks the billing job's
 * attempt approved. Throws InvoiceNotUnpaidError
 * when any invoice is no longer unpaid; the caller's transaction must then roll back.
 * Answers the payment ids, in the order of `effect.payments`.
 */
export async function recordInvoicePayment(
  tx: Tx,
  t: Tables,
  effect: InvoicePaymentEffect,
  paidWith: PaidWith,
): Promise<number[]> {
  const { transactionId, creditCardId, now } = paidWith;
  // Each paid invoice with its contract's chain, order state and status, which the ledger and both follow-ups
  // read (as subqueries: SQLite's RETURNING names only the updated table).
  // Columns named in full: Drizzle leaves an UPDATE's own columns unqualified, which a subquery would misread.
  const contract = sql.identifier('paid_contract');
  const name = (column: AnyColumn) => sql.identifier(column.name);
  const ofContract = <T>(column: AnyColumn) =>
    sql<T>`(select ${contract}.${name(column)} from ${t.contracts} ${contract} where ${contract}.${name(t.contracts.contractId)} = ${t.invoices}.${name(t.invoices.contractId)})`;
  const paid = await tx
    .update(t.invoices)
    .set({ status: 'paid', paidAt: now, failedAt: null, failureReason: null })
    .where(and(inArray(t.invoices.invoiceId, effect.invoiceIds), eq(t.invoices.status, 'unpaid')))
    .returning({
      invoiceId: t.invoices.invoiceId,
      contractId: t.invoices.contractId,
      chainId: ofContract<string | null>(t.contracts.chainId),
      orderStatus: ofContract<ContractRow['orderStatus']>(t.contracts.orderStatus),
      status: ofContract<ContractRow['status']>(t.contracts.status),
    });
  const missed = effect.invoiceIds.find((invoiceId) => !paid.some((row) => row.invoiceId === invoiceId));
  if (missed) throw new InvoiceNotUnpaidError(missed);

  const payments = await tx
    .insert(t.policyPayments)
    .values(
      effect.payments.map((payment) => ({
        contractId: payment.contractId,
        invoiceId: payment.invoiceId,
        creditCardId,
        amountCents: payment.amountCents,
        paymentType: payment.paymentType,
        gatewayTransactionId: transactionId,
      })),
    )
    .returning();
  const contracts = [...new Map(paid.map((row) => [row.contractId, row])).values()];
  const chains = new Map(contracts.map((row) => [row.contractId, row.chainId ?? row.contractId]));
  await recordPaymentsReceived(tx, t, payments, now, chains);

  for (const { contractId } of contracts.filter((row) => row.orderStatus === 'waitingForPayment')) {
    const [open] = await tx
      .select({ invoiceId: t.invoices.invoiceId })
      .from(t.invoices)
      .where(and(eq(t.invoices.contractId, contractId), eq(t.invoices.status, 'unpaid')))
      .limit(1);
    if (open) continue;
    await tx
      .update(t.contracts)
      .set({ orderStatus: 'completed' })
      .where(and(eq(t.contracts.contractId, contractId), eq(t.contracts.orderStatus, 'waitingForPayment')));
  }

  await liftSuspensions(
    tx,
    t,
    contracts.filter((row) => row.status === 'suspended').map((row) => row.contractId),
    now,
  );

  if (effect.chargeAttemptId) {
    await tx
      .update(t.invoiceChargeAttempts)
      .set({ outcome: 'approved', gatewayTransactionId: transactionId })
      .where(eq(t.invoiceChargeAttempts.attemptId, effect.chargeAttemptId));
  }
  return payments.map((payment) => payment.policyPaymentId);
}

/** Lifts the suspension of these suspended contracts where no unpaid monthly premium holds it any more. */
async function liftSuspensions(tx: Tx, t: Tables, contractIds: readonly string[], now: Date): Promise<void> {
  if (contractIds.length === 0) return;
  const suspended = await tx
    .select()
    .from(t.contracts)
    .where(and(inArray(t.contracts.contractId, [...contractIds]), eq(t.contracts.status, 'suspended')));
  if (suspended.length === 0) return;
  const premiums = await premiumsOf(
    tx,
    t,
    suspended.map((contract) => contract.contractId),
  );
  for (const contract of suspended) {
    const change = dunningChange(contract, premiums.get(contract.contractId) ?? [], now);
    if (change?.status !== 'active' && change?.status !== 'expired') continue;
    await tx
      .update(t.contracts)
      .set({ status: change.status })
      .where(and(eq(t.contracts.contractId, contract.contractId), eq(t.contracts.status, 'suspended')));
  }
}
