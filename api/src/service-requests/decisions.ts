/**
 * The decision on a claim (shared/src/claim-decision.ts) read from its ticket's diagnosis and its covered
 * item's terms, and the cash-in-lieu offer staff may make on it.
 */
import {
  type CashInLieuOffer,
  type ClaimDecision,
  type ClaimDecisionCents,
  cashInLieuMessages,
  claimDecisionStatus,
  type DiagnosisLine,
  decideClaim,
  roundCents,
  toDollars,
} from '@hw/shared';
import { asc, eq } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import { httpError } from '../plugins/index.ts';
import type { RequestRow } from './requests.ts';

type OfferRow = Tables['cashInLieuOffers']['$inferSelect'];

/** The ticket's parts and labour lines in the technician's order, each priced with its tax. */
async function diagnosisOf(db: Queryable, t: Tables, workOrderId: string) {
  const [ticket] = await db
    .select({ dispatchId: t.dispatchTickets.dispatchId, status: t.dispatchTickets.status })
    .from(t.dispatchTickets)
    .where(eq(t.dispatchTickets.workOrderId, workOrderId))
    .limit(1);
  if (!ticket) return undefined;
  const parts = await db
    .select({ part: t.dispatchParts, name: t.closingItems.name })
    .from(t.dispatchParts)
    .innerJoin(t.closingItems, eq(t.closingItems.id, t.dispatchParts.closingItemId))
    .where(eq(t.dispatchParts.dispatchId, ticket.dispatchId))
    .orderBy(asc(t.dispatchParts.position), asc(t.dispatchParts.createdAt), asc(t.dispatchParts.id));
  const lines: DiagnosisLine[] = parts.map(({ part, name }) => ({
    description: name,
    amountCents: roundCents(
      (part.pricePerUnitCents + part.taxPerUnitCents) * part.units + part.costPerHourCents * part.hoursWorked,
    ),
  }));
  return { status: ticket.status, lines };
}

async function termsOf(db: Queryable, t: Tables, warrantyItemId: string | null) {
  if (!warrantyItemId) return { notCovered: [], limits: [] };
  const [item] = await db
    .select({ notCovered: t.coverageItems.notCovered, limits: t.coverageItems.limits })
    .from(t.coverages)
    .innerJoin(t.coverageItems, eq(t.coverageItems.salesItemCoverageId, t.coverages.salesItemCoverageId))
    .where(eq(t.coverages.salesItemId, warrantyItemId))
    .limit(1);
  return item ?? { notCovered: [], limits: [] };
}

/** The decision in cents, or null while the ticket has no diagnosis (or there is no live ticket). */
export async function decisionOf(db: Queryable, t: Tables, request: RequestRow): Promise<ClaimDecisionCents | null> {
  const diagnosis = request.workOrderId ? await diagnosisOf(db, t, request.workOrderId) : undefined;
  const status = diagnosis ? claimDecisionStatus(diagnosis.status) : null;
  if (!diagnosis || diagnosis.lines.length === 0 || !status) return null;
  return decideClaim(diagnosis.lines, await termsOf(db, t, request.warrantyItemId), status);
}

/** The decision, where a claim without one cannot go on: 404 `noDecision`. */
export async function requiredDecisionOf(db: Queryable, t: Tables, request: RequestRow): Promise<ClaimDecisionCents> {
  const decision = await decisionOf(db, t, request);
  if (!decision) throw httpError(404, 'noDecision', cashInLieuMessages.noDecision);
  return decision;
}

export async function offerOf(db: Queryable, t: Tables, serviceRequestId: string): Promise<OfferRow | undefined> {
  const [offer] = await db
    .select()
    .from(t.cashInLieuOffers)
    .where(eq(t.cashInLieuOffers.serviceRequestId, serviceRequestId))
    .limit(1);
  return offer;
}

export function offerOnWire(offer: OfferRow): CashInLieuOffer {
  return {
    amount: toDollars(offer.amountCents),
    note: offer.note,
    offeredAt: offer.offeredAt.toISOString(),
    answer: offer.answer ?? null,
    answeredAt: offer.answeredAt?.toISOString() ?? null,
  };
}

export function decisionOnWire(decision: ClaimDecisionCents, offer: OfferRow | undefined): ClaimDecision {
  return {
    status: decision.status,
    reason: decision.reason,
    covered: decision.covered.map((line) => ({ description: line.description, amount: toDollars(line.amountCents) })),
    notCovered: decision.notCovered.map((line) => ({
      description: line.description,
      amount: toDollars(line.amountCents),
      why: line.why,
    })),
    homeownerShare: toDollars(decision.homeownerShareCents),
    cashInLieu: offer ? offerOnWire(offer) : null,
  };
}

/** The amount of an offer as the timeline shows it: "$250: note". */
export const offerDetail = (amountCents: number, note: string) => `$${toDollars(amountCents).toFixed(2)}: ${note}`;
