/**
 * The decision on a claim (shared/src/claim-decision.ts) read from its ticket's diagnosis and its covered
 * item's terms, and the cash-in-lieu offer staff may make on it, with how its cash is paid.
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
  SETTLED_WITH_CASH_STATUS,
  toDollars,
} from '@hw/shared';
import { asc, eq } from 'drizzle-orm';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, Tables } from '../db/index.ts';
import { httpError } from '../plugins/index.ts';
import { mailToOf, paymentOnWire, payoutDayOf } from './cash-settlement.ts';
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

/**
 * The decision in cents, or null while the ticket has no diagnosis (or there is no live ticket: a cancelled one
 * counts only when the claim was settled with cash).
 */
export async function decisionOf(db: Queryable, t: Tables, request: RequestRow): Promise<ClaimDecisionCents | null> {
  const diagnosis = request.workOrderId ? await diagnosisOf(db, t, request.workOrderId) : undefined;
  const status = diagnosis ? claimDecisionStatus(diagnosis.status, request.status === SETTLED_WITH_CASH_STATUS) : null;
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

/** What the wire says of an offer beyond its row: where its check goes, and its pay-by day once settled. */
export interface OfferPayment {
  mailTo: string;
  /** The day the payout is paid by, from the ledger: set once the accepted offer settled the claim. */
  payBy: string | null;
}

/** How the offer of a claim is paid: the pay-by day only for an accepted offer. */
export async function offerPaymentOf(
  db: Queryable,
  t: Tables,
  contract: ContractRow,
  offer: OfferRow | undefined,
): Promise<OfferPayment | undefined> {
  if (!offer) return undefined;
  const payBy = offer.answer === 'accepted' ? await payoutDayOf(db, t, offer.serviceRequestId) : null;
  return { mailTo: mailToOf(contract), payBy };
}

export function offerOnWire(offer: OfferRow, payment?: OfferPayment): CashInLieuOffer {
  const paid = payment ? paymentOnWire(offer, payment.mailTo, payment.payBy) : undefined;
  return {
    amount: toDollars(offer.amountCents),
    note: offer.note,
    offeredAt: offer.offeredAt.toISOString(),
    answer: offer.answer ?? null,
    answeredAt: offer.answeredAt?.toISOString() ?? null,
    ...(paid ? { payment: paid } : {}),
    settled: offer.answer === 'accepted' && Boolean(payment?.payBy),
  };
}

/** The decision as the homeowner reads it; once settled with cash, its reason says so. */
export function decisionOnWire(
  decision: ClaimDecisionCents,
  offer: OfferRow | undefined,
  payment?: OfferPayment,
): ClaimDecision {
  const settled = offer?.answer === 'accepted' && Boolean(payment?.payBy);
  return {
    status: decision.status,
    reason: settled && offer ? cashInLieuMessages.settled(offer.amountCents) : decision.reason,
    covered: decision.covered.map((line) => ({ description: line.description, amount: toDollars(line.amountCents) })),
    notCovered: decision.notCovered.map((line) => ({
      description: line.description,
      amount: toDollars(line.amountCents),
      why: line.why,
    })),
    homeownerShare: toDollars(decision.homeownerShareCents),
    cashInLieu: offer ? offerOnWire(offer, payment) : null,
  };
}

/** The amount of an offer as the timeline shows it: "$1,250.00: note". */
export const offerDetail = (amountCents: number, note: string) =>
  `$${toDollars(amountCents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}: ${note}`;
