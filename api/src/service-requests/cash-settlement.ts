/**
 * A cash-in-lieu offer accepted: the claim is settled with cash instead of the repair, all in the answer's
 * transaction. The request is closed as settled (SETTLED_WITH_CASH_STATUS) with the settlement and how it is
 * paid on its timeline; a booked visit is freed and the work order cancelled as a cancelled claim's is (the
 * technician reads why on the ticket and hears of it by push, sent by the caller after the commit); and the
 * payout is written to the contract chain's ledger, once (its cause key is the claim's).
 */
import {
  CASH_IN_LIEU_PAYMENT,
  type CashInLieuPayment,
  cashInLieuMessages,
  cashInLieuPayBy,
  dayInZone,
  mailingLine,
  SETTLED_WITH_CASH_STATUS,
  serviceRequestMessages,
  timeZoneOfState,
} from '@hw/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { appendLedgerLines } from '../ledger/index.ts';
import { httpError } from '../plugins/index.ts';
import { cancelWorkOrder, recordEvent } from '../timeline/index.ts';
import { addNote, type RequestRow } from './requests.ts';
import { cancelVisit, unscheduleTicket } from './visits.ts';

type OfferRow = Tables['cashInLieuOffers']['$inferSelect'];

/** The ledger's cause of a claim's payout: one payout a claim. */
export const payoutCause = (serviceRequestId: string) => `cashInLieu:${serviceRequestId}`;

/** A pay-by day kept in the ledger as noon UTC of that day, so the day reads the same in every zone. */
const dueAtOf = (payBy: string) => new Date(`${payBy}T12:00:00Z`);
const payByOf = (dueAt: Date) => dueAt.toISOString().slice(0, 10);

/** Where the check is mailed: the plan's billing address, else the covered property's. */
export const mailToOf = (contract: Pick<ContractRow, 'address' | 'billingAddress'>) =>
  mailingLine(contract.billingAddress ?? contract.address);

export interface Settlement {
  payBy: string;
  /** The work order was cancelled by the settlement (else it was closed already, or there is none). */
  workOrderCancelled: boolean;
  /** A booked visit was freed, or a scheduled time dropped. */
  visitCancelled: boolean;
}

/** Settles `claim` with the cash of its accepted `offer`; `author` is the homeowner's name, as notes show it. */
export async function settleWithCash(
  tx: Tx,
  t: Tables,
  input: { claim: RequestRow; contract: ContractRow; offer: OfferRow; author: string; at: Date },
): Promise<Settlement> {
  const { claim, contract, offer, author, at } = input;
  const payBy = cashInLieuPayBy(dayInZone(timeZoneOfState(contract.stateCode), at));
  const closed = await tx
    .update(t.serviceRequests)
    .set({ status: SETTLED_WITH_CASH_STATUS, closedAt: at })
    .where(
      and(eq(t.serviceRequests.serviceRequestId, claim.serviceRequestId), ne(t.serviceRequests.status, 'cancelled')),
    )
    .returning({ id: t.serviceRequests.serviceRequestId });
  if (!closed[0]) throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.closed);

  let workOrderCancelled = false;
  let visitCancelled = false;
  if (claim.workOrderId) {
    const [ticket] = await tx
      .select({ scheduledAt: t.dispatchTickets.scheduledAt })
      .from(t.dispatchTickets)
      .where(eq(t.dispatchTickets.workOrderId, claim.workOrderId))
      .limit(1);
    if (ticket) {
      visitCancelled = await cancelVisit(tx, t, claim.workOrderId, at);
      if (!visitCancelled && ticket.scheduledAt) {
        // A time set by hand on the status page holds no window, but it is a visit all the same.
        await unscheduleTicket(tx, t, claim.workOrderId, at);
        visitCancelled = true;
      }
      const note = cashInLieuMessages.workOrderSettled(author);
      workOrderCancelled = await cancelWorkOrder(tx, t, claim.workOrderId, note, at, { followRequest: false });
      await addNote(tx, t, claim, note, author, at);
    }
  }

  const mailTo = mailToOf(contract);
  await recordEvent(
    tx,
    t,
    claim.serviceRequestId,
    'cashInLieuAccepted',
    at,
    cashInLieuMessages.settledTimeline({ amountCents: offer.amountCents, mailTo, payBy }),
  );
  await appendLedgerLines(tx, t, [
    {
      chainId: contract.chainId ?? contract.contractId,
      contractId: contract.contractId,
      kind: 'payout',
      amountCents: offer.amountCents,
      causeKey: payoutCause(claim.serviceRequestId),
      dueAt: dueAtOf(payBy),
      description: `Cash in lieu of repair for claim ${claim.serviceRequestNumber}`,
    },
  ]);
  return { payBy, workOrderCancelled, visitCancelled };
}

/** The day the payout of a claim is paid by, from its ledger line; null when none was written. */
export async function payoutDayOf(db: Queryable, t: Tables, serviceRequestId: string): Promise<string | null> {
  const [line] = await db
    .select({ dueAt: t.ledgerLines.dueAt })
    .from(t.ledgerLines)
    .where(eq(t.ledgerLines.causeKey, payoutCause(serviceRequestId)))
    .limit(1);
  return line ? payByOf(line.dueAt) : null;
}

/**
 * How the cash of an offer is paid, as the decision answers it: the terms while it is open, the day once the
 * accepted offer settled the claim (its payout is in the ledger); nothing for a declined offer, nor for one
 * accepted without a payout on record.
 */
export function paymentOnWire(offer: OfferRow, mailTo: string, payBy: string | null): CashInLieuPayment | undefined {
  const amountCents = offer.amountCents;
  if (offer.answer === null) {
    return {
      method: CASH_IN_LIEU_PAYMENT.method,
      mailTo,
      payBy: null,
      summary: cashInLieuMessages.paymentTerms({ amountCents, mailTo }),
    };
  }
  if (offer.answer === 'accepted' && payBy !== null) {
    return {
      method: CASH_IN_LIEU_PAYMENT.method,
      mailTo,
      payBy,
      summary: cashInLieuMessages.paymentPromise({ amountCents, mailTo, payBy }),
    };
  }
  return undefined;
}
