/** Contracts as orders create them, and who may see one. */
import type { PriceBreakdown } from '@hw/shared';
import { toDollars } from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { Queryable, StoredPriceItem, Tables } from '../db/index.ts';
import { type CurrentUser, isStaff, notFound } from '../plugins/index.ts';

export type ContractRow = Tables['contracts']['$inferSelect'];

/** The owner, the agent who ordered it, and staff may see a contract; to anyone else it does not exist. */
export function canSeeContract(
  contract: Pick<ContractRow, 'ownerUserId' | 'orderedByUserId'>,
  caller: CurrentUser,
): boolean {
  return contract.ownerUserId === caller.userId || contract.orderedByUserId === caller.userId || isStaff(caller);
}

/** The caller's contract, or 404 (another user's contract is not theirs to know about). */
export async function contractForCaller(
  db: Queryable,
  t: Tables,
  contractId: string,
  caller: CurrentUser,
): Promise<ContractRow> {
  const [contract] = await db.select().from(t.contracts).where(eq(t.contracts.contractId, contractId)).limit(1);
  if (!contract || !canSeeContract(contract, caller)) throw notFound('No contract with this id.');
  return contract;
}

export function wireBreakdown(
  items: readonly StoredPriceItem[],
  totals: { totalCents: number; monthlyTotalCents: number; planTypeId: string; timestamp: string },
): PriceBreakdown {
  return {
    items: items.map((item) => ({
      type: item.type as PriceBreakdown['items'][number]['type'],
      description: item.description,
      cost: toDollars(item.costCents),
      quantity: item.quantity,
      ...(item.coverageId ? { coverageId: item.coverageId } : {}),
    })),
    total: toDollars(totals.totalCents),
    monthlyTotal: toDollars(totals.monthlyTotalCents),
    planTypeId: totals.planTypeId,
    timestamp: totals.timestamp,
  };
}
