/**
 * The rows behind the contractor-relations and crr statistics, for one calendar year (UTC), across the
 * network or for one contractor: dispatch tickets with their billed amount, customer surveys, and contracts
 * with who ordered them. A ticket (and its survey) counts in the month the ticket was created, as on the
 * contractor's own dashboard (api/src/contractor/statistics.ts, whose types and scores these rows feed).
 */
import {
  type DispatchAmounts,
  REAL_ESTATE_USER_TYPES,
  type ServiceCallStatus,
  toCents,
  toDollars,
  totals,
} from '@hw/shared';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { StatsSurvey, StatsTicket } from '../contractor/statistics.ts';
import type { Queryable, Tables } from '../db/index.ts';

/** Sent for billing: the ticket total is what the provider is billed. */
export const BILLED_SERVICE_CALL_STATUSES: readonly ServiceCallStatus[] = [
  'completePendingPayment',
  'batched',
  'invoiced',
  'paid',
  'paidCIL',
];

export interface TicketFact extends StatsTicket {
  dispatchId: string;
  contractorUserId: string;
  stateCode: string;
  status: ServiceCallStatus;
  /** The ticket total when sent for billing, else 0. */
  billedCents: number;
}

export interface SurveyFact extends StatsSurvey {
  contractorUserId: string;
  stateCode: string;
}

export interface PolicyFact {
  contractId: string;
  stateCode: string;
  createdAt: Date;
  /** The real-estate user who ordered it, if one did. */
  agentUserId: string | null;
  /** Lower-cased companies of the agents and assistants named on it. */
  agencies: string[];
}

export function yearRange(year: number) {
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

function ticketsOfYear(t: Tables, year: number, contractorUserId?: string): SQL | undefined {
  const { from, to } = yearRange(year);
  return and(
    gte(t.dispatchTickets.createdAt, from),
    lt(t.dispatchTickets.createdAt, to),
    contractorUserId === undefined ? undefined : eq(t.dispatchTickets.contractorUserId, contractorUserId),
  );
}

export async function loadTicketFacts(
  db: Queryable,
  t: Tables,
  year: number,
  contractorUserId?: string,
): Promise<TicketFact[]> {
  const where = ticketsOfYear(t, year, contractorUserId);
  const x = t.dispatchTickets;
  const rows = await db
    .select({
      dispatchId: x.dispatchId,
      contractorUserId: x.contractorUserId,
      tradeId: x.tradeId,
      tradeName: t.trades.name,
      stateCode: x.stateCode,
      status: x.status,
      createdAt: x.createdAt,
      completedAt: x.completedAt,
      recallOf: x.recallOfWorkOrderId,
      discountCents: x.discountCents,
      taxCents: x.taxCents,
      shippingCents: x.shippingCents,
      purchaseOrderCostCents: x.purchaseOrderCostCents,
    })
    .from(x)
    .innerJoin(t.trades, eq(t.trades.tradeId, x.tradeId))
    .where(where);
  // Only billed tickets have an amount: their parts alone are read.
  const p = t.dispatchParts;
  const parts = await db
    .select({
      dispatchId: p.dispatchId,
      isProvidedByContractor: p.isProvidedByContractor,
      pricePerUnitCents: p.pricePerUnitCents,
      taxPerUnitCents: p.taxPerUnitCents,
      units: p.units,
      costPerHourCents: p.costPerHourCents,
      hoursWorked: p.hoursWorked,
    })
    .from(p)
    .innerJoin(x, eq(x.dispatchId, p.dispatchId))
    .where(and(where, inArray(x.status, [...BILLED_SERVICE_CALL_STATUSES])));
  const partsOf = new Map<string, DispatchAmounts['dispatchParts'][number][]>();
  for (const part of parts) {
    const list = partsOf.get(part.dispatchId) ?? [];
    list.push({
      partDetails: {
        isProvidedByContractor: part.isProvidedByContractor,
        pricePerUnit: toDollars(part.pricePerUnitCents),
        taxPerUnit: toDollars(part.taxPerUnitCents),
        units: part.units,
        costPerHour: toDollars(part.costPerHourCents),
        hoursWorked: part.hoursWorked,
      },
    });
    partsOf.set(part.dispatchId, list);
  }
  return rows.map(({ recallOf, discountCents, taxCents, shippingCents, purchaseOrderCostCents, ...row }) => ({
    ...row,
    isRecall: recallOf !== null,
    billedCents: BILLED_SERVICE_CALL_STATUSES.includes(row.status)
      ? // The shared ticket total (spec core section 5); the fee collected and the pre-authorisation do not enter it.
        toCents(
          totals({
            dispatchParts: partsOf.get(row.dispatchId) ?? [],
            discountAmount: toDollars(discountCents),
            tax: toDollars(taxCents),
            shipping: toDollars(shippingCents),
            purchaseOrderCost: toDollars(purchaseOrderCostCents),
            serviceCallFeeCollectedAmount: 0,
            preAuthorizeAmount: 0,
          }).ticketTotal,
        )
      : 0,
  }));
}

export async function loadSurveyFacts(
  db: Queryable,
  t: Tables,
  year: number,
  contractorUserId?: string,
): Promise<SurveyFact[]> {
  return db
    .select({
      contractorUserId: t.dispatchTickets.contractorUserId,
      tradeId: t.dispatchTickets.tradeId,
      tradeName: t.trades.name,
      stateCode: t.dispatchTickets.stateCode,
      ticketCreatedAt: t.dispatchTickets.createdAt,
      rating: t.customerSurveys.rating,
      comment: t.customerSurveys.comment,
      customerName: t.customerSurveys.customerName,
      arrivedOnTime: t.customerSurveys.arrivedOnTime,
      fixedFirstVisit: t.customerSurveys.fixedFirstVisit,
      createdAt: t.customerSurveys.createdAt,
    })
    .from(t.customerSurveys)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.dispatchId, t.customerSurveys.dispatchId))
    .innerJoin(t.trades, eq(t.trades.tradeId, t.dispatchTickets.tradeId))
    .where(ticketsOfYear(t, year, contractorUserId));
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
