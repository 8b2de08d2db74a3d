import type { ContractSummary } from '@hw/shared';
import { CONTRACT_STATUS_DESCRIPTIONS, toDollars } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';

/** The contracts a user owns, newest first, as the account lists them. */
export async function contractsOwnedBy(db: Queryable, t: Tables, userId: string): Promise<ContractSummary[]> {
  const rows = await db
    .select({ contract: t.contracts, planName: t.plans.name })
    .from(t.contracts)
    .innerJoin(t.plans, eq(t.plans.planId, t.contracts.planId))
    .where(eq(t.contracts.ownerUserId, userId))
    .orderBy(desc(t.contracts.createdAt));
  return rows.map(({ contract, planName }) => {
    const { streetAddress, unit, city, stateCode, zipCode } = contract.address;
    return {
      contractId: contract.contractId,
      policyNumber: contract.policyNumber,
      planId: contract.planId,
      planName,
      planTypeId: contract.planTypeId,
      contractStatus: { description: CONTRACT_STATUS_DESCRIPTIONS[contract.status] ?? contract.status },
      orderStatus: contract.orderStatus,
      paymentType: contract.paymentType,
      effectiveDate: contract.effectiveDate?.toISOString() ?? null,
      expireDate: contract.expireDate?.toISOString() ?? null,
      estimatedClosingDate: contract.estimatedClosingDate?.toISOString() ?? null,
      isListingCoverage: contract.isListingCoverage,
      address: { streetAddress, ...(unit ? { unit } : {}), city, state: stateCode, zipCode },
      total: toDollars(contract.totalCents),
      monthlyTotal: toDollars(contract.monthlyTotalCents),
    };
  });
}
