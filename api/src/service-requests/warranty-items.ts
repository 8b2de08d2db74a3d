/** What a contract covers, as service request items, and whether a contract may take a request now. */
import { coveragePaymentProblem, serviceRequestMessages, type WarrantyItem } from '@hw/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import type { ContractRow } from '../orders/index.ts';

/** The plan's own coverages, then the add-ons bought with the contract. */
export async function warrantyItemsOf(db: Queryable, t: Tables, contract: ContractRow): Promise<WarrantyItem[]> {
  const columns = {
    warrantyItemId: t.coverages.salesItemId,
    description: t.coverages.description,
    category: t.coverages.category,
    tradeId: t.coverages.tradeId,
    tradeName: t.trades.name,
  };
  const included = await db
    .select(columns)
    .from(t.planCoverages)
    .innerJoin(t.coverages, eq(t.coverages.salesItemId, t.planCoverages.salesItemId))
    .leftJoin(t.trades, eq(t.trades.tradeId, t.coverages.tradeId))
    .where(and(eq(t.planCoverages.planId, contract.planId), eq(t.planCoverages.isOptional, false)))
    .orderBy(asc(t.planCoverages.sortOrder), asc(t.coverages.salesItemId));
  const addonIds = contract.addons.filter((addon) => addon.quantity > 0).map((addon) => addon.salesItemId);
  const addons =
    addonIds.length === 0
      ? []
      : await db
          .select(columns)
          .from(t.coverages)
          .leftJoin(t.trades, eq(t.trades.tradeId, t.coverages.tradeId))
          .where(inArray(t.coverages.salesItemId, addonIds))
          .orderBy(asc(t.coverages.description));
  const seen = new Set<string>();
  return [
    ...included.map((item) => ({ ...item, isAddon: false })),
    ...addons.map((item) => ({ ...item, isAddon: true })),
  ].filter((item) => !seen.has(item.warrantyItemId) && Boolean(seen.add(item.warrantyItemId)));
}

export type AuthorizationProblem = 'inactive' | 'notStarted' | 'expired' | 'awaitingOwner' | 'unpaid' | 'pastDue';

/**
 * Why the contract cannot take a service request now, or null when it can: active, in its term, confirmed by
 * its owner, and paid for (paid in full or at closing, or current on its monthly payments).
 */
export async function authorizationProblem(
  db: Queryable,
  t: Tables,
  contract: ContractRow,
  now: Date,
): Promise<AuthorizationProblem | null> {
  if (contract.status !== 'active') return 'inactive';
  if (contract.effectiveDate && contract.effectiveDate.getTime() > now.getTime()) return 'notStarted';
  if (contract.expireDate && contract.expireDate.getTime() <= now.getTime()) return 'expired';
  if (contract.awaitingOwnerSince) return 'awaitingOwner';
  const invoices = await db
    .select({ status: t.invoices.status, amountCents: t.invoices.amountCents, dueDate: t.invoices.dueDate })
    .from(t.invoices)
    .where(eq(t.invoices.contractId, contract.contractId));
  return coveragePaymentProblem(contract, invoices, now);
}

/** The words for a problem, for the homeowner. */
export function authorizationMessage(problem: AuthorizationProblem, phone: string): string {
  if (problem === 'unpaid') return serviceRequestMessages.unpaid(phone);
  if (problem === 'pastDue') return serviceRequestMessages.pastDue(phone);
  if (problem === 'awaitingOwner') return serviceRequestMessages.awaitingOwner;
  return serviceRequestMessages.notAuthorized(phone);
}
