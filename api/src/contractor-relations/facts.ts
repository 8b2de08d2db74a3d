/**
 * The year's contracts (UTC calendar year) with who ordered them, for the network statistics: the agents
 * and agencies counted are distinct people and companies named across the contracts' partners, which are
 * JSON, so they are counted here rather than by the database.
 */
import { REAL_ESTATE_USER_TYPES } from '@hw/shared';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { yearRange } from '../contractor/index.ts';
import type { Queryable, Tables } from '../db/index.ts';

export interface PolicyFact {
  contractId: string;
  stateCode: string;
  createdAt: Date;
  /** The real-estate user who ordered it, if one did. */
  agentUserId: string | null;
  /** Lower-cased companies of the agents and assistants named on it. */
  agencies: string[];
}

/** Partner roles whose company is a real-estate agency. */
const AGENCY_ROLES = ['buyerAgent', 'sellerAgent', 'assistant'];
const IN_LIST_CHUNK = 500;

/** The partner ids an order names: `partners` holds `{ [role]: { partnerId } }`. */
function namedPartnerIds(partners: Record<string, unknown>): string[] {
  return Object.values(partners).flatMap((value) => {
    const partnerId = (value as { partnerId?: unknown } | null)?.partnerId;
    return typeof partnerId === 'string' && partnerId !== '' ? [partnerId] : [];
  });
}

export async function loadPolicyFacts(db: Queryable, t: Tables, year: number): Promise<PolicyFact[]> {
  const { from, to } = yearRange(year);
  const rows = await db
    .select({
      contractId: t.contracts.contractId,
      stateCode: t.contracts.stateCode,
      createdAt: t.contracts.createdAt,
      orderedByUserId: t.contracts.orderedByUserId,
      orderedByType: t.users.userType,
      partners: t.contracts.partners,
    })
    .from(t.contracts)
    .leftJoin(t.users, eq(t.users.id, t.contracts.orderedByUserId))
    .where(and(gte(t.contracts.createdAt, from), lt(t.contracts.createdAt, to)));
  const partnerIds = [...new Set(rows.flatMap((row) => namedPartnerIds(row.partners)))];
  const agencyOf = new Map<string, string>();
  for (let i = 0; i < partnerIds.length; i += IN_LIST_CHUNK) {
    const found = await db
      .select({ partnerId: t.partners.partnerId, company: t.partners.company })
      .from(t.partners)
      .where(
        and(
          inArray(t.partners.partnerId, partnerIds.slice(i, i + IN_LIST_CHUNK)),
          inArray(t.partners.role, AGENCY_ROLES),
        ),
      );
    for (const { partnerId, company } of found) {
      if (company.trim()) agencyOf.set(partnerId, company.trim().toLowerCase());
    }
  }
  return rows.map((row) => ({
    contractId: row.contractId,
    stateCode: row.stateCode,
    createdAt: row.createdAt,
    agentUserId:
      row.orderedByUserId !== null && row.orderedByType && REAL_ESTATE_USER_TYPES.includes(row.orderedByType)
        ? row.orderedByUserId
        : null,
    agencies: [...new Set(namedPartnerIds(row.partners).flatMap((id) => agencyOf.get(id) ?? []))],
  }));
}
