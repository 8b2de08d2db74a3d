/**
 * Invoices due at closing (escrow):
 * - the officer's page, from the link mailed with the invoice (`/escrow-invoice/{invoiceId}?t={token}`, link.ts):
 *   read it (the first read marks it viewed) and pay it by card, through a payment intent, at most once;
 * - staff record a cheque instead (audit-logged);
 * - a cancelled invoice, or one whose contract was cancelled (a listing coverage converted, a contract cancelled)
 *   or has expired, takes neither: 409 `invoiceCancelled`, checked before the card is charged and again in the
 *   transaction that records the payment, under the contract's row lock (a charge refused there is given back);
 * - the agent who placed the order changes its closing date, and the invoice is mailed again.
 * A missing or wrong token and an unknown invoice all answer the same 404, the token checked before any query.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChequeBody,
  ChequeResponse,
  ClosingDateBody,
  ClosingDateParams,
  ClosingDateResponse,
  chequeProblem,
  ErrorBody,
  type EscrowInvoiceCancelReason,
  EscrowInvoiceParams,
  EscrowInvoicePayBody,
  EscrowInvoicePayResponse,
  EscrowInvoiceQuery,
  EscrowInvoiceView,
  errorResponses,
  escrowInvoiceCancelReason,
  escrowInvoiceMessages,
  escrowInvoiceStatus,
  HOMEOWNER_PLAN_TYPE_ID,
  IdParams,
  REAL_ESTATE_USER_TYPES,
  toCents,
  toDollars,
} from '@hw/shared';
import { and, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import type { InvoicePaymentEffect, Tables, Tx } from '../db/index.ts';
import type { ChargeResult } from '../payments/index.ts';
import {
  type CardCharge,
  CardPayment,
  gatewayFailure,
  InvoiceNotUnpaidError,
  payerCard,
  paymentsOf,
  recordInvoicePayment,
  runPaidWrite,
} from '../payments/index.ts';
import {
  currentUser,
  type HttpError,
  httpError,
  invalidFields,
  notFound,
  RATE_LIMITED_PER_CLIENT,
  TAKES_IDEMPOTENCY_KEY,
} from '../plugins/index.ts';
import { escrowInvoiceLinks } from './link.ts';
import { type EscrowInvoiceMail, escrowInvoiceFacts, sendEscrowInvoice } from './send.ts';

const tags = ['escrow invoices'];
/** A card payment from the link that has not finished after this long is taken to have died with its process. */
const PAY_CLAIM_MS = 5 * 60 * 1000;

const linkNotFound = () => notFound(escrowInvoiceMessages.notFound);
const day = (date: Date) => date.toISOString().slice(0, 10);
const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

const TOKEN_RULE =
  'The call carries the token of the invoice’s link (`/escrow-invoice/{invoiceId}?t={token}`, e-mailed to the ' +
  'escrow or title officer with the invoice) as the query parameter `t`; a missing or wrong token and an unknown ' +
  'invoice all answer the same 404 `notFound`.';

/** A contract in these statuses cancels its unpaid invoices: they take no payment. */
const ENDED_CONTRACT_STATUSES = ['cancelled', 'expired'];

/**
 * Takes the row lock of a contract that is neither cancelled nor expired, in the caller's transaction: a
 * cancellation of the contract (which locks the row too) waits until the payment is recorded, or the payment
 * finds the contract cancelled. False when it is cancelled or expired.
 */
async function lockOpenContract(tx: Tx, t: Tables, contractId: string): Promise<boolean> {
  const c = t.contracts;
  const locked = await tx
    .update(c)
    .set({ status: sql`${c.status}` })
    .where(and(eq(c.contractId, contractId), notInArray(c.status, ENDED_CONTRACT_STATUSES)))
    .returning({ contractId: c.contractId });
  return locked.length > 0;
}

/** Takes the invoice for one card payment: false when it is not unpaid or another payment holds it. */
async function claimForPayment(tx: Tx, t: Tables, invoiceId: string, now: Date): Promise<boolean> {
  const i = t.invoices;
  const claimed = await tx
    .update(i)
    .set({ payClaimedAt: now })
    .where(
      and(
        eq(i.invoiceId, invoiceId),
        eq(i.status, 'unpaid'),
        or(isNull(i.payClaimedAt), lt(i.payClaimedAt, new Date(now.getTime() - PAY_CLAIM_MS))),
      ),
    )
    .returning({ invoiceId: i.invoiceId });
  return claimed.length > 0;
}

export const escrowInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;
  const links = escrowInvoiceLinks(app);
  const mail: EscrowInvoiceMail = { tables: t, mailer: app.mailer, links, brand: app.config.brand };

  /** The escrow invoice of a link; the one 404 for a wrong token, an unknown invoice or any other invoice. */
  async function linkedInvoice(invoiceId: string, token: string | undefined) {
    if (!links.verify(invoiceId, token)) throw linkNotFound();
    const facts = await escrowInvoiceFacts(database.db, t, invoiceId);
    if (facts?.contract.paymentType !== 'escrow') throw linkNotFound();
    return facts;
  }

  const alreadyPaid = () => httpError(422, 'validation', escrowInvoiceMessages.alreadyPaid, 'invoiceId');
  const cancelledRefusal = (reason: EscrowInvoiceCancelReason) =>
    httpError(409, 'invoiceCancelled', escrowInvoiceMessages.cancelledNotCharged(reason), 'invoiceId');
  const chequeCancelledRefusal = (reason: EscrowInvoiceCancelReason) =>
    httpError(409, 'invoiceCancelled', escrowInvoiceMessages.chequeCancelled(reason), 'id');

  /**
   * Why the invoice takes no payment, as it is now (read on `q`, the open transaction when there is one):
   * cancelled, or its contract cancelled or expired, is 409 `invoiceCancelled`; paid is 422; null while unpaid.
   */
  async function refusalNow(
    q: Pick<Tx, 'select'>,
    invoiceId: string,
    cancelled: (reason: EscrowInvoiceCancelReason) => HttpError = cancelledRefusal,
  ): Promise<HttpError | null> {
    const now = await escrowInvoiceFacts(q, t, invoiceId);
    if (!now) return null;
    const reason = escrowInvoiceCancelReason(now.invoice, now.contract);
    if (reason) return cancelled(reason);
    return now.invoice.status === 'paid' ? alreadyPaid() : null;
  }

  app.get(
    '/escrow-invoice/:invoiceId',
    {
      schema: {
        tags,
        security: [],
        summary: 'Read an invoice due at closing from its link',
        operationId: 'getEscrowInvoice',
        description:
          `${TOKEN_RULE} Answers what the invoice is for (contract number, property, buyer, closing date), the ` +
          'amount due (dollars) and its status: sent, viewed, paid or cancelled. An unpaid invoice whose contract ' +
          'was cancelled (e.g. a listing coverage converted into the buyer’s contract) or has expired is cancelled ' +
          'too, with nothing due; `cancelReason` says which. The first read marks it viewed for the agent who ' +
          `placed the order. ${RATE_LIMITED_PER_CLIENT}`,
        params: EscrowInvoiceParams,
        querystring: EscrowInvoiceQuery,
        response: { 200: EscrowInvoiceView, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'escrowInvoiceRead', subject: () => undefined }),
    },
    async (request) => {
      const facts = await linkedInvoice(request.params.invoiceId, request.query.t);
      let viewedAt = facts.invoice.viewedAt;
      if (!viewedAt) {
        viewedAt = new Date();
        await database.transaction((tx) =>
          tx
            .update(t.invoices)
            .set({ viewedAt })
            .where(and(eq(t.invoices.invoiceId, facts.invoice.invoiceId), isNull(t.invoices.viewedAt))),
        );
        app.live.changed({ contractId: facts.contract.contractId });
      }
      const cancelReason = escrowInvoiceCancelReason(facts.invoice, facts.contract);
      const status = cancelReason ? 'cancelled' : facts.invoice.status;
      return {
        invoiceId: facts.invoice.invoiceId,
        policyNumber: facts.contract.policyNumber,
        planName: facts.planName,
        propertyAddress: facts.propertyAddress,
        closingDate: facts.closingDate,
        amount: toDollars(facts.invoice.amountCents),
        amountDue: status === 'unpaid' ? toDollars(facts.invoice.amountCents) : 0,
        status: escrowInvoiceStatus({ status, sentAt: facts.invoice.sentAt, viewedAt }),
        cancelReason,
        paidAt: facts.invoice.paidAt?.toISOString() ?? null,
        buyerName: facts.buyerName,
        officer: facts.officer,
      };
    },
  );

  app.post(
    '/escrow-invoice/:invoiceId/pay',
    {
      config: TAKES_IDEMPOTENCY_KEY,
      schema: {
        tags,
        security: [],
        summary: 'Pay an invoice due at closing by card, from its link',
        operationId: 'payEscrowInvoice',
        description:
          `${TOKEN_RULE} Charges the amount due to a card typed on the page (\`authNetProfileId\`, ` +
          '`authNetPaymentProfileId` and the checkout token `profileToken` of POST /order/getCustomerProfileToken) ' +
          'under a payment intent, and records it: the invoice is paid and the order complete. The invoice is ' +
          'charged once: while one payment is under way another is 409 `inProgress` and charges nothing; a paid ' +
          'invoice is 422. A cancelled invoice, or one whose contract was cancelled or has expired, is 409 ' +
          '`invoiceCancelled` and charges nothing: checked before the charge and again when it is recorded (a ' +
          'cancellation in between gives the charge back). A declined card is 402 `paymentDeclined` and changes ' +
          'nothing; 502 when the gateway cannot be reached.',
        params: EscrowInvoiceParams,
        querystring: EscrowInvoiceQuery,
        body: EscrowInvoicePayBody,
        response: { 200: EscrowInvoicePayResponse, ...errorResponses, 402: ErrorBody, 502: ErrorBody },
      },
      preHandler: app.rateLimit({ scope: 'escrowInvoicePay', subject: () => undefined }),
    },
    async (request, reply) => {
      const facts = await linkedInvoice(request.params.invoiceId, request.query.t);
      const { invoice, contract } = facts;
      const cancelReason = escrowInvoiceCancelReason(invoice, contract);
      if (cancelReason) throw cancelledRefusal(cancelReason);
      if (invoice.status !== 'unpaid') throw alreadyPaid();
      const effect: InvoicePaymentEffect = {
        kind: 'invoicePayment',
        invoiceIds: [invoice.invoiceId],
        payments: [
          {
            contractId: contract.contractId,
            invoiceId: invoice.invoiceId,
            amountCents: invoice.amountCents,
            paymentType: 'escrow',
          },
        ],
      };
      let card: CardCharge | undefined;
      let payment: CardPayment | undefined;
      let claimed = false;
      let givenBackBecause = 'the payment was not recorded';
      const release = async () => {
        if (!claimed) return;
        claimed = false;
        await database.transaction((tx) =>
          tx.update(t.invoices).set({ payClaimedAt: null }).where(eq(t.invoices.invoiceId, invoice.invoiceId)),
        );
      };
      return runPaidWrite(
        app,
        request,
        reply,
        async (tx) => {
          const paidAt = new Date();
          // Cancelled since the charge: refused, and the charge is given back (afterFailedEffect).
          if (!(await lockOpenContract(tx, t, contract.contractId))) {
            givenBackBecause = 'the invoice was cancelled';
            throw (await refusalNow(tx, invoice.invoiceId)) ?? cancelledRefusal('contractCancelled');
          }
          let policyPaymentIds: number[];
          try {
            policyPaymentIds = await recordInvoicePayment(tx, t, effect, {
              transactionId: payment?.transactionId ?? '',
              creditCardId: null,
              now: paidAt,
            });
          } catch (error) {
            if (error instanceof InvoiceNotUnpaidError) {
              const refusal = (await refusalNow(tx, invoice.invoiceId)) ?? alreadyPaid();
              if (refusal.statusCode === 409) givenBackBecause = 'the invoice was cancelled';
              throw refusal;
            }
            throw error;
          }
          await tx.update(t.invoices).set({ payClaimedAt: null }).where(eq(t.invoices.invoiceId, invoice.invoiceId));
          await payment?.complete(tx, { contractId: contract.contractId });
          claimed = false;
          app.live.changed({ contractId: contract.contractId });
          return {
            policyPaymentId: policyPaymentIds[0] ?? 0,
            amount: toDollars(invoice.amountCents),
            paidAt: paidAt.toISOString(),
          };
        },
        {
          beforeEffect: async () => {
            claimed = await database.transaction(
              async (tx) =>
                (await lockOpenContract(tx, t, contract.contractId)) &&
                claimForPayment(tx, t, invoice.invoiceId, new Date()),
            );
            if (!claimed) {
              const refusal = await refusalNow(database.db, invoice.invoiceId);
              if (refusal) throw refusal;
              throw httpError(409, 'inProgress', escrowInvoiceMessages.paymentUnderWay, 'invoiceId');
            }
            try {
              card = await payerCard(app, request, undefined, request.body, invoice.amountCents, {
                fieldPrefix: '',
                requiredField: 'authNetPaymentProfileId',
              });
              payment = await CardPayment.open(paymentsOf(app, request.log), {
                purpose: 'invoicePayment',
                amountCents: invoice.amountCents,
                description: `Invoice due at closing of contract ${contract.policyNumber}`,
                card,
                contractId: contract.contractId,
                invoiceId: invoice.invoiceId,
                effect,
              });
              let result: ChargeResult;
              try {
                result = await payment.charge();
              } catch (error) {
                throw gatewayFailure(error);
              }
              if (!result.approved) throw httpError(402, 'paymentDeclined', escrowInvoiceMessages.declined, 'payment');
            } catch (error) {
              await release();
              throw error;
            }
          },
          afterFailedEffect: async () => {
            await payment?.giveBack(givenBackBecause);
            await release();
          },
        },
      );
    },
  );

  app.post(
    '/staff/invoices/:id/cheque',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Record a cheque paying an invoice due at closing',
        operationId: 'recordEscrowCheque',
        description:
          'Staff only. Records the cheque `number` of `amount` dollars received on `receivedOn` against the unpaid ' +
          'escrow invoice `id`: the invoice is paid and the order complete, as a card payment would, and the staff ' +
          'audit log keeps who recorded which cheque. The amount must be the amount due (422 on `amount`), the ' +
          'date not in the future; a paid invoice is 422; a cancelled one, or one whose contract was cancelled ' +
          'or has expired, is 409 `invoiceCancelled` and nothing is recorded; an unknown one 404.',
        params: IdParams,
        body: ChequeBody,
        response: { 200: ChequeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      const invoiceId = request.params.id;
      const facts = await escrowInvoiceFacts(database.db, t, invoiceId);
      if (!facts) throw notFound('No invoice with this id.');
      const { invoice, contract } = facts;
      if (contract.paymentType !== 'escrow')
        throw invalidFields([{ field: 'id', message: escrowInvoiceMessages.chequeNotEscrow }]);
      const cancelReason = escrowInvoiceCancelReason(invoice, contract);
      if (cancelReason) throw chequeCancelledRefusal(cancelReason);
      if (invoice.status !== 'unpaid') throw alreadyPaid();
      const now = new Date();
      const amountCents = toCents(request.body.amount);
      const problem = chequeProblem(
        { amountCents, receivedOn: request.body.receivedOn },
        invoice.amountCents,
        day(now),
      );
      if (problem) throw invalidFields([problem]);
      const number = request.body.number.trim();
      return database.transaction(async (tx) => {
        if (!(await lockOpenContract(tx, t, contract.contractId))) {
          throw (
            (await refusalNow(tx, invoiceId, chequeCancelledRefusal)) ?? chequeCancelledRefusal('contractCancelled')
          );
        }
        let policyPaymentIds: number[];
        try {
          policyPaymentIds = await recordInvoicePayment(
            tx,
            t,
            {
              kind: 'invoicePayment',
              invoiceIds: [invoiceId],
              payments: [{ contractId: contract.contractId, invoiceId, amountCents, paymentType: 'cheque' }],
            },
            { transactionId: `cheque ${number}`, creditCardId: null, now },
          );
        } catch (error) {
          if (error instanceof InvoiceNotUnpaidError) {
            throw (await refusalNow(tx, invoiceId, chequeCancelledRefusal)) ?? alreadyPaid();
          }
          throw error;
        }
        await recordStaffAction(tx, t, {
          actorUserId: staff.impersonatorId ?? staff.userId,
          action: 'chequeRecorded',
          target: invoiceId,
          detail: { chequeNumber: number, amount: toDollars(amountCents), receivedOn: request.body.receivedOn },
          at: now,
        });
        app.live.changed({ contractId: contract.contractId });
        return { policyPaymentId: policyPaymentIds[0] ?? 0, invoiceId };
      });
    },
  );

  app.put(
    '/account/order/:contractId/closingDate',
    {
      onRequest: app.requireUserType(...REAL_ESTATE_USER_TYPES),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Change the closing date of an order',
        operationId: 'changeOrderClosingDate',
        description:
          'The agent who placed a real estate order moves its estimated closing date (`closingDate`, YYYY-MM-DD) ' +
          'while it is pending: coverage starts on the new date, the invoice due at closing falls due on it, and ' +
          'an unpaid escrow invoice is e-mailed to the officer again with the new date (`invoiceResent`). Another ' +
          'user’s order, or an unknown one, is 404; an order no longer pending is 422.',
        params: ClosingDateParams,
        body: ClosingDateBody,
        response: { 200: ClosingDateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const closing = new Date(`${request.body.closingDate}T00:00:00Z`);
      return database.transaction(async (tx) => {
        const [contract] = await tx
          .select()
          .from(t.contracts)
          .where(
            and(eq(t.contracts.contractId, request.params.contractId), eq(t.contracts.orderedByUserId, caller.userId)),
          )
          .limit(1);
        if (!contract) throw notFound('No order with this id among your orders.');
        if (contract.planTypeId === HOMEOWNER_PLAN_TYPE_ID) {
          throw invalidFields([{ field: 'contractId', message: escrowInvoiceMessages.closingDateNotRealEstate }]);
        }
        const changed = await tx
          .update(t.contracts)
          .set({
            estimatedClosingDate: closing,
            ...(contract.orderKind === 'new'
              ? { effectiveDate: closing, expireDate: addYears(closing, contract.coverageLengthYears) }
              : {}),
          })
          .where(and(eq(t.contracts.contractId, contract.contractId), eq(t.contracts.status, 'pending')))
          .returning({ contractId: t.contracts.contractId });
        if (changed.length === 0) {
          throw httpError(422, 'validation', escrowInvoiceMessages.closingDateNotPending, 'contractId');
        }
        const moved = contract.estimatedClosingDate?.getTime() !== closing.getTime();
        let invoiceResent = false;
        if (contract.paymentType === 'escrow') {
          const unpaid = await tx
            .update(t.invoices)
            .set({ dueDate: closing })
            .where(and(eq(t.invoices.contractId, contract.contractId), eq(t.invoices.status, 'unpaid')))
            .returning({ invoiceId: t.invoices.invoiceId });
          if (moved) {
            for (const { invoiceId } of unpaid) {
              invoiceResent = (await sendEscrowInvoice(tx, mail, invoiceId, 'closingDateChanged')) || invoiceResent;
            }
          }
        }
        return { contractId: contract.contractId, estimatedClosingDate: request.body.closingDate, invoiceResent };
      });
    },
  );
};
