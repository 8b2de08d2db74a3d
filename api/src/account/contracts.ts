import type { ContractSummary } from '@hw/shared';
import { CONTRACT_STATUS_DESCRIPTIONS, toDollars } from '@hw/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, Tables } from '../db/index.ts';

/** A contract as the account lists it. */
export function contractSummary(contract: ContractRow, planName: string): ContractSummary {
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
    ...(contract.awaitingOwnerSince ? { awaitingOwnerConfirmation: true } : {}),
  };
}

/** The summaries of contracts already loaded, by contract id. */
export async function contractSummaries(
  db: Queryable,
  t: Tables,
  contracts: readonly ContractRow[],
): Promise<Map<string, ContractSummary>> {
  const planIds = [...new Set(contracts.map((contract) => contract.planId))];
  const plans =
    planIds.length === 0
      ? []
      : await db
          .select({ planId: t.plans.planId, name: t.plans.name })
          .from(t.plans)
          .where(inArray(t.plans.planId, planIds));
  const names = new Map(plans.map((plan) => [plan.planId, plan.name]));
  return new Map(
    contracts.map((contract) => [contract.contractId, contractSummary(contract, names.get(contract.planId) ?? '')]),
  );
}

/** The contracts a user owns, newest first, as the account lists them. */
export async function contractsOwnedBy(db: Queryable, t: Tables, userId: string): Promise<ContractSummary[]> {
  const rows = await db
    .select({ contract: t.contracts, planName: t.plans.name })
    .from(t.contracts)
    .innerJoin(t.plans, eq(t.plans.planId, t.contracts.planId))
    .where(eq(t.contracts.ownerUserId, userId))
    .orderBy(desc(t.contracts.createdAt));
  return rows.map(({ contract, planName }) => contractSummary(contract, planName));
}
