/** What a contract covers, as service request items, and whether a contract may take a request now. */
import { cancellationDate, coveredOn, serviceRequestMessages, unpaidPremiums, type WarrantyItem } from '@hw/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, Tables } from '../db/index.ts';
import { paidThroughOf } from '../ledger/index.ts';
import { premiumsOf } from '../payments/index.ts';

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

export type AuthorizationProblem =
  | { kind: 'inactive' | 'notStarted' | 'awaitingOwner' | 'unpaid' | 'pastDue' }
  | { kind: 'expired'; expiredOn: Date | null }
  /** `dueDate`: the monthly payment it waits for. */
  | { kind: 'suspended'; dueDate: Date | null }
  /** `dueDate`: the monthly payment whose non-payment cancelled it, when that is why. */
  | { kind: 'cancelled'; cancelledOn: Date | null; dueDate: Date | null };

/**
 * Why the contract cannot take a service request now, or null when it can: active, in its term, confirmed by
 * its owner, and paid through today by its chain's ledger (paidThrough in shared/src/ledger.ts).
 */
export async function authorizationProblem(
  db: Queryable,
  t: Tables,
  contract: ContractRow,
  now: Date,
): Promise<AuthorizationProblem | null> {
  const ended = contract.expireDate !== null && contract.expireDate.getTime() <= now.getTime();
  if (contract.status === 'expired' || (contract.status === 'active' && ended)) {
    return { kind: 'expired', expiredOn: contract.expireDate };
  }
  if (contract.status === 'suspended' || contract.status === 'cancelled') {
    const unpaid = unpaidPremiums((await premiumsOf(db, t, [contract.contractId])).get(contract.contractId) ?? []);
    if (contract.status === 'suspended') {
      const holding = unpaid.find((premium) => premium.lastAttemptFailed) ?? unpaid[0];
      return { kind: 'suspended', dueDate: holding?.dueDate ?? null };
    }
    // Cancelled by the clock: a premium was past the grace when it happened (cancelled by hand, none is left unpaid).
    const cancelledAt = contract.cancelledAt ?? now;
    const cause = unpaid.find((premium) => cancellationDate(premium.dueDate).getTime() <= cancelledAt.getTime());
    return { kind: 'cancelled', cancelledOn: contract.cancelledAt, dueDate: cause?.dueDate ?? null };
  }
  if (contract.status !== 'active') return { kind: 'inactive' };
  if (contract.effectiveDate && contract.effectiveDate.getTime() > now.getTime()) return { kind: 'notStarted' };
  if (contract.awaitingOwnerSince) return { kind: 'awaitingOwner' };
  // Coverage follows money: the chain's ledger must pay for today (a monthly contract keeps its grace).
  const through = await paidThroughOf(db, t, contract);
  if (coveredOn(contract, through, now)) return null;
  return { kind: contract.paymentType === 'monthly' ? 'pastDue' : 'unpaid' };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The words for a problem, for the homeowner. */
export function authorizationMessage(problem: AuthorizationProblem, phone: string): string {
  switch (problem.kind) {
    case 'unpaid':
      return serviceRequestMessages.unpaid(phone);
    case 'pastDue':
      return serviceRequestMessages.pastDue(phone);
    case 'awaitingOwner':
      return serviceRequestMessages.awaitingOwner;
    case 'expired':
      return problem.expiredOn
        ? serviceRequestMessages.expired(day(problem.expiredOn), phone)
        : serviceRequestMessages.notAuthorized(phone);
    case 'suspended':
      return problem.dueDate
        ? serviceRequestMessages.suspended(day(problem.dueDate))
        : serviceRequestMessages.notAuthorized(phone);
    case 'cancelled':
      return problem.dueDate && problem.cancelledOn
        ? serviceRequestMessages.cancelledUnpaid(day(problem.cancelledOn), day(problem.dueDate), phone)
        : serviceRequestMessages.cancelled(problem.cancelledOn ? day(problem.cancelledOn) : null, phone);
    default:
      return serviceRequestMessages.notAuthorized(phone);
  }
}
