/**
 * Decisions the homeowner can see: the decision on their claim (GET /account/serviceRequest/{id}/decision),
 * the open claims staff may offer cash on (GET /staff/cashInLieu/candidates), staff's cash-in-lieu offer on a
 * denied or over-limit claim (POST /staff/serviceRequests/{id}/cashInLieu) and
 * the homeowner's one answer to it (POST /account/serviceRequest/{id}/cashInLieu), which, accepted, settles the
 * claim with cash (./cash-settlement.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CASH_IN_LIEU_PAYMENT,
  CashInLieuAnswerBody,
  CashInLieuCandidateList,
  CashInLieuOfferBody,
  ClaimDecision,
  ClaimDecisionOrNone,
  canOfferCashInLieu,
  cashInLieuMessages,
  errorResponses,
  SETTLED_WITH_CASH_STATUS,
  ServiceRequestIdParams,
  toCents,
  toDollars,
} from '@hw/shared';
import { and, desc, eq, exists, isNotNull, isNull, or } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import type { Queryable, Tables } from '../db/index.ts';
import { type CurrentUser, currentUser, httpError, notFound } from '../plugins/index.ts';
import { recordEvent } from '../timeline/index.ts';
import { mailToOf, settleWithCash } from './cash-settlement.ts';
import { decisionOf, decisionOnWire, offerDetail, offerOf, offerPaymentOf, requiredDecisionOf } from './decisions.ts';
import { nameOf, requestForCaller } from './requests.ts';

const tags = ['service requests'];
/** How many recent open claims with a diagnosis the candidate list weighs, and how many it answers. */
const CANDIDATES_SCANNED = 200;
const CANDIDATES_LISTED = 50;
const security = [{ bearer: [] }];
const NOT_FOUND = 'No service request with this id.';

/** The caller's own claim; anyone else (staff and the ordering agent too) gets 404, as for an unknown id. */
async function ownClaim(db: Queryable, t: Tables, serviceRequestId: string, caller: CurrentUser) {
  const found = await requestForCaller(db, t, serviceRequestId, caller);
  if (found.contract.ownerUserId !== caller.userId) throw notFound(NOT_FOUND);
  return found;
}

export const decisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.get(
    '/account/serviceRequest/:serviceRequestId/decision',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The decision on a claim',
        operationId: 'getClaimDecision',
        description:
          'Once the technician’s diagnosis (parts and labour) is on the claim’s ticket: the covered lines, the lines ' +
          'not covered with why (an exclusion of the covered item names it, or it passes the item’s limit), the ' +
          'homeowner’s share, the status (`pendingLhwApproval`, `approved`, `denied`) with its reason, and any ' +
          'cash-in-lieu offer. Only the claim’s owner; anyone else 404. Before the diagnosis, `null`.',
        params: ServiceRequestIdParams,
        response: { 200: ClaimDecisionOrNone, ...errorResponses },
      },
    },
    async (request) => {
      const { request: claim, contract } = await ownClaim(
        database.db,
        t,
        request.params.serviceRequestId,
        currentUser(request),
      );
      const decision = await decisionOf(database.db, t, claim);
      if (!decision) return null;
      const offer = await offerOf(database.db, t, claim.serviceRequestId);
      return decisionOnWire(decision, offer, await offerPaymentOf(database.db, t, contract, offer));
    },
  );

  app.get(
    '/staff/cashInLieu/candidates',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        security,
        summary: 'Open claims that may be offered cash in lieu',
        operationId: 'listCashInLieuCandidates',
        description:
          'Staff only. The open claims, newest first, whose ticket is denied or whose diagnosis passes the plan’s ' +
          'limit and that have no cash-in-lieu offer yet, each with its decision’s status, reason and the ' +
          `homeowner’s share. Weighs the ${CANDIDATES_SCANNED} newest open claims with a diagnosis; answers at most ` +
          `${CANDIDATES_LISTED}.`,
        response: { 200: CashInLieuCandidateList, ...errorResponses },
      },
    },
    async () => {
      const sr = t.serviceRequests;
      const tickets = t.dispatchTickets;
      const rows = await database.db
        .select({ request: sr })
        .from(sr)
        .innerJoin(tickets, eq(tickets.workOrderId, sr.workOrderId))
        .leftJoin(t.cashInLieuOffers, eq(t.cashInLieuOffers.serviceRequestId, sr.serviceRequestId))
        .where(
          and(
            isNull(sr.closedAt),
            isNotNull(sr.workOrderId),
            isNull(t.cashInLieuOffers.serviceRequestId),
            or(
              eq(tickets.status, 'denied'),
              exists(
                database.db
                  .select({ one: t.dispatchParts.dispatchId })
                  .from(t.dispatchParts)
                  .where(eq(t.dispatchParts.dispatchId, tickets.dispatchId)),
              ),
            ),
          ),
        )
        .orderBy(desc(sr.createdAt), desc(sr.serviceRequestId))
        .limit(CANDIDATES_SCANNED);
      const items = [];
      for (const { request } of rows) {
        const decision = await decisionOf(database.db, t, request);
        if (!decision || !canOfferCashInLieu(decision)) continue;
        items.push({
          serviceRequestId: request.serviceRequestId,
          serviceRequestNumber: request.serviceRequestNumber,
          workOrderId: request.workOrderId ?? '',
          itemDescription: request.itemDescription,
          createdAt: request.createdAt.toISOString(),
          status: decision.status,
          reason: decision.reason,
          homeownerShare: toDollars(decision.homeownerShareCents),
        });
        if (items.length === CANDIDATES_LISTED) break;
      }
      return { items };
    },
  );

  app.post(
    '/staff/serviceRequests/:serviceRequestId/cashInLieu',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['staff'],
        security,
        summary: 'Offer cash instead of the repair',
        operationId: 'offerCashInLieu',
        description:
          'Staff only. Offers the homeowner `amount` dollars instead of the repair, with a note to them, on a claim ' +
          'that is denied or over its plan’s limit (else 422 `cashInLieuNotOfferable`). One offer a claim: another ' +
          'is 409 `cashInLieuOffered`. The offer is on the claim’s timeline and in the staff audit log ' +
          '(cashInLieuOffer); the homeowner gets a push notice, and a text when they opted in (8:00 to 21:00 at ' +
          'the property: later, it waits). Answers the decision with the offer.',
        params: ServiceRequestIdParams,
        body: CashInLieuOfferBody,
        response: { 200: ClaimDecision, ...errorResponses },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      const { request: claim, contract } = await requestForCaller(
        database.db,
        t,
        request.params.serviceRequestId,
        staff,
      );
      const note = request.body.note.trim();
      if (!note) throw httpError(400, 'validation', 'note must not be blank.', 'note');
      const amountCents = toCents(request.body.amount);
      const now = new Date();
      const result = await database.transaction(async (tx) => {
        const decision = await decisionOf(tx, t, claim);
        if (!decision || !canOfferCashInLieu(decision)) {
          throw httpError(422, 'cashInLieuNotOfferable', cashInLieuMessages.notOfferable);
        }
        const [offer] = await tx
          .insert(t.cashInLieuOffers)
          .values({
            serviceRequestId: claim.serviceRequestId,
            amountCents,
            note,
            offeredByUserId: staff.userId,
            offeredAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!offer) throw httpError(409, 'cashInLieuOffered', cashInLieuMessages.alreadyOffered);
        await recordEvent(tx, t, claim.serviceRequestId, 'cashInLieuOffered', now, offerDetail(amountCents, note));
        await recordStaffAction(tx, t, {
          actorUserId: staff.userId,
          action: 'cashInLieuOffer',
          target: claim.serviceRequestId,
          detail: {
            amount: toDollars(amountCents),
            note,
            ...(claim.workOrderId ? { workOrderId: claim.workOrderId } : {}),
          },
          at: now,
        });
        await app.sms.toUser(
          tx,
          contract.ownerUserId,
          contract.address.stateCode,
          { kind: 'cashOffer', cause: `cashOffer:${claim.serviceRequestId}` },
          now,
        );
        return decisionOnWire(decision, offer, await offerPaymentOf(tx, t, contract, offer));
      });
      app.live.changed({ serviceRequestId: claim.serviceRequestId });
      app.push.toHomeownerOf(claim.workOrderId, 'cashInLieuOffered');
      return result;
    },
  );

  app.post(
    '/account/serviceRequest/:serviceRequestId/cashInLieu',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Accept or decline a cash-in-lieu offer',
        operationId: 'answerCashInLieu',
        description:
          'The claim’s owner accepts (`accept: true`) or declines the cash offered instead of the repair. Answered ' +
          'once: a second answer is 409 `cashInLieuAnswered`; a claim without an offer is 404 `noCashInLieuOffer`; ' +
          'anyone but the owner 404. The answer is on the claim’s timeline. Accepting settles the claim, in the ' +
          'same transaction: the claim is closed as settled with cash (status `paidCIL`, its timeline says so with ' +
          'the amount and when it is paid); a booked visit is freed and the work order cancelled, with a note ' +
          'the technician reads and a push notice to them; and a payout is written to the contract chain’s ' +
          `ledger. The cash is paid by a check mailed to the plan’s billing address (else the property’s) within ` +
          `${CASH_IN_LIEU_PAYMENT.businessDays} business days: the answer’s \`cashInLieu.payment\` gives the ` +
          'address and the pay-by day. Declining changes nothing else. Answers the decision with the offer.',
        params: ServiceRequestIdParams,
        body: CashInLieuAnswerBody,
        response: { 200: ClaimDecision, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { request: claim, contract } = await ownClaim(database.db, t, request.params.serviceRequestId, caller);
      const answer = request.body.accept ? 'accepted' : 'declined';
      const author = request.body.accept ? await nameOf(database.db, t, caller.userId) : '';
      const now = new Date();
      let workOrderCancelled = false;
      const result = await database.transaction(async (tx) => {
        const [offer] = await tx
          .update(t.cashInLieuOffers)
          .set({ answer, answeredAt: now })
          .where(
            and(eq(t.cashInLieuOffers.serviceRequestId, claim.serviceRequestId), isNull(t.cashInLieuOffers.answer)),
          )
          .returning();
        if (!offer) {
          if (await offerOf(tx, t, claim.serviceRequestId)) {
            throw httpError(409, 'cashInLieuAnswered', cashInLieuMessages.alreadyAnswered);
          }
          throw httpError(404, 'noCashInLieuOffer', cashInLieuMessages.noOffer);
        }
        if (!request.body.accept) {
          await recordEvent(
            tx,
            t,
            claim.serviceRequestId,
            'cashInLieuDeclined',
            now,
            offerDetail(offer.amountCents, offer.note),
          );
          return decisionOnWire(
            await requiredDecisionOf(tx, t, claim),
            offer,
            await offerPaymentOf(tx, t, contract, offer),
          );
        }
        // A claim without a decision (its work order cancelled meanwhile) cannot be settled.
        await requiredDecisionOf(tx, t, claim);
        const settlement = await settleWithCash(tx, t, { claim, contract, offer, author, at: now });
        workOrderCancelled = settlement.workOrderCancelled;
        const settled = { ...claim, status: SETTLED_WITH_CASH_STATUS, closedAt: now };
        return decisionOnWire(await requiredDecisionOf(tx, t, settled), offer, {
          mailTo: mailToOf(contract),
          payBy: settlement.payBy,
        });
      });
      app.live.changed({ serviceRequestId: claim.serviceRequestId });
      if (request.body.accept) {
        app.push.toTechnicianOf(claim.workOrderId, workOrderCancelled ? 'ticketCancelled' : 'ticketChanged');
      }
      return result;
    },
  );
};
