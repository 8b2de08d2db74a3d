/**
 * The monthly premiums of contracts as the rules of unpaid premiums see them (dunningChange in
 * shared/src/contract-lifecycle.ts): each invoice with whether the billing job's last charge attempt failed.
 */
import { MONTHLY_CHARGE_ATTEMPT_DAYS, type PremiumStanding } from '@hw/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';

export interface Premium extends PremiumStanding {
  invoiceId: string;
  contractId: string;
}

/** The invoices of these contracts, oldest due first, by contract id (every contract asked has an entry). */
export async function premiumsOf(
  db: Queryable,
  t: Tables,
  contractIds: readonly string[],
): Promise<Map<string, Premium[]>> {
  const byContract = new Map<string, Premium[]>(contractIds.map((id) => [id, []]));
  if (contractIds.length === 0) return byContract;
  const rows = await db
    .select({
      invoiceId: t.invoices.invoiceId,
      contractId: t.invoices.contractId,
      status: t.invoices.status,
      amountCents: t.invoices.amountCents,
      dueDate: t.invoices.dueDate,
      billingPeriod: t.invoices.billingPeriod,
      lastOutcome: t.invoiceChargeAttempts.outcome,
    })
    .from(t.invoices)
    .leftJoin(
      t.invoiceChargeAttempts,
      and(
        eq(t.invoiceChargeAttempts.invoiceId, t.invoices.invoiceId),
        eq(t.invoiceChargeAttempts.attempt, MONTHLY_CHARGE_ATTEMPT_DAYS.length),
      ),
    )
    .where(inArray(t.invoices.contractId, [...contractIds]))
    .orderBy(asc(t.invoices.dueDate), asc(t.invoices.invoiceId));
  for (const { lastOutcome, ...invoice } of rows) {
    // A declined charge and a contract with no card both record 'declined'.
    byContract.get(invoice.contractId)?.push({ ...invoice, lastAttemptFailed: lastOutcome === 'declined' });
  }
  return byContract;
}
