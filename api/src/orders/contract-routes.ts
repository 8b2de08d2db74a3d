/** Calls on an existing contract's order: pay it, convert a listing coverage, complete it at closing. */

import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompleteOrderBody,
  CompleteOrderResponse,
  ConfirmOwnerBody,
  ConfirmOwnerResponse,
  ConvertParams,
  ConvertQuery,
  ConvertResponse,
  ErrorBody,
  errorResponses,
  HOMEOWNER_PLAN_TYPE_ID,
  ProcessPaymentBody,
  ProcessPaymentResponse,
  toDollars,
} from '@hw/shared';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { contractForCaller, mailContractStarted } from '../contracts/index.ts';
import { cancelOpenInvoices, recordRefunds } from '../ledger/index.ts';
import { giveBackAtGateway, mailRefund, payInvoicesByCard, TAKES_STAFF_REASON } from '../payments/index.ts';
import { currentUser, httpError, invalidFields, notFound, TAKES_IDEMPOTENCY_KEY } from '../plugins/index.ts';
import { hashOwnerConfirmationToken, orderMessages } from './place-order.ts';

const tags = ['ordering'];
const security = [{ bearer: [] }];

export const contractOrderMessages = {
  confirmLinkInvalid:
    'There is no order waiting for your confirmation at this link. It may have been confirmed already.',
  confirmed: 'Thank you. This order is now in your account.',
  declined: 'This order was cancelled and its payment returned. Thank you for telling us.',
  nothingToPay: 'This contract has nothing to pay.',
  alreadyPaid: 'This contract’s invoices were just paid, so nothing more was charged.',
  notListingCoverage: 'This contract is not a listing coverage, so it cannot be converted.',
  cardRequired: orderMessages.cardRequired,
  alreadyCompleted: 'This order is already completed.',
  notAClosing: 'Only a real estate order waiting for its closing can be completed. This one starts by itself.',
  somethingStandsOnIt:
    'Another order was placed from this one, so it cannot be refused here. Please call us and we will sort it out.',
} as const;

export const contractOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const contractMail = {
    t: database.t,
    mailer: app.mailer,
    publicOrigin: app.config.publicOrigin,
    brand: app.config.brand,
  };
  const { t } = database;

  app.post(
    '/order/processPayment',
    {
      config: { ...TAKES_IDEMPOTENCY_KEY, ...TAKES_STAFF_REASON },
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Pay what a contract owes',
        operationId: 'processPayment',
        description:
          'Charges every unpaid invoice of the contract to a saved card of the caller’s own (`creditCardId`) or to a ' +
          'card typed in this checkout (`authNetProfileId`, `authNetPaymentProfileId` and the checkout token ' +
          '`profileToken` of POST /order/getCustomerProfileToken), and answers `policyPaymentId` (above 0 means paid). A ' +
          'declined card is 402 `paymentDeclined` and changes nothing. Only the contract’s owner, its agent or staff.',
        body: ProcessPaymentBody,
        response: { 200: ProcessPaymentResponse, ...errorResponses, 402: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const info = request.body.billingInfo;
      const contract = await contractForCaller(database.db, t, info.contractId, caller);
      const unpaid = await database.db
        .select()
        .from(t.invoices)
        .where(and(eq(t.invoices.contractId, contract.contractId), eq(t.invoices.status, 'unpaid')))
        .orderBy(asc(t.invoices.dueDate));
      const amountCents = unpaid.reduce((sum, invoice) => sum + invoice.amountCents, 0);
      if (amountCents <= 0) {
        throw invalidFields([{ field: 'billingInfo.contractId', message: contractOrderMessages.nothingToPay }]);
      }
      const invoiceIds = unpaid.map((invoice) => invoice.invoiceId);
      return payInvoicesByCard(app, request, reply, caller, {
        effect: {
          kind: 'invoicePayment',
          invoiceIds,
          payments: [
            { contractId: contract.contractId, invoiceId: invoiceIds[0] ?? null, amountCents, paymentType: 'full' },
          ],
        },
        amountCents,
        description: `Contract ${contract.policyNumber}`,
        what: 'processPayment',
        card: { choice: info, options: { fieldPrefix: 'billingInfo' } },
        // Paid by another request meanwhile: refused, and this charge is voided.
        refuseNotUnpaid: async () =>
          httpError(422, 'validation', contractOrderMessages.alreadyPaid, 'billingInfo.contractId'),
        answer: (policyPaymentIds) => ({ policyPaymentId: policyPaymentIds[0] ?? 0, amount: toDollars(amountCents) }),
      });
    },
  );

  app.post(
    '/order/confirmOwner',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        security: [],
        summary: 'Confirm or refuse an order placed for you',
        operationId: 'confirmOrderOwner',
        description:
          'An order placed signed out with the e-mail of an existing account waits for that account’s owner. The ' +
          'owner, signed in or with the `token` of the link mailed to them, answers `isMine`: true adds it to ' +
          'their account (it can then take service requests once paid); false cancels it and returns its payment ' +
          '(the charge is voided). Anything else - another user, a wrong token, an order not waiting - is 404.',
        body: ConfirmOwnerBody,
        response: { 200: ConfirmOwnerResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { contractId, token, isMine } = request.body;
      const caller = request.currentUser;
      const [contract] = await database.db.select().from(t.contracts).where(eq(t.contracts.contractId, contractId));
      const byOwner = caller !== undefined && !caller.impersonatorId && caller.userId === contract?.ownerUserId;
      const byLink =
        token !== undefined &&
        contract?.ownerConfirmTokenHash != null &&
        sameSecret(hashOwnerConfirmationToken(token), contract.ownerConfirmTokenHash);
      if (!contract?.awaitingOwnerSince || !(byOwner || byLink))
        throw notFound(contractOrderMessages.confirmLinkInvalid);
      const now = new Date();
      const waiting = and(eq(t.contracts.contractId, contract.contractId), isNotNull(t.contracts.awaitingOwnerSince));
      const released = { awaitingOwnerSince: null, ownerConfirmTokenHash: null };
      if (isMine) {
        const [row] = await database.transaction((tx) =>
          tx.update(t.contracts).set(released).where(waiting).returning(),
        );
        if (!row) throw notFound(contractOrderMessages.confirmLinkInvalid);
        return {
          contractId: row.contractId,
          policyNumber: row.policyNumber,
          contractStatus: row.status,
          message: contractOrderMessages.confirmed,
        };
      }
      const { row, refunds } = await database.transaction(async (tx) => {
        const [row] = await tx
          .update(t.contracts)
          .set({ ...released, status: 'cancelled', orderStatus: 'cancelled', cancelledAt: now })
          .where(waiting)
          .returning();
        if (!row) throw notFound(contractOrderMessages.confirmLinkInvalid);
        // Nothing may stand on the order it cancels: a held order cannot be renewed or amended (its owner has
        // not kept it), and this checks it in the same transaction.
        const [follower] = await tx
          .select({ contractId: t.contracts.contractId })
          .from(t.contracts)
          .where(and(eq(t.contracts.previousContractId, row.contractId), ne(t.contracts.status, 'cancelled')))
          .limit(1);
        if (follower) throw httpError(409, 'contractChanged', contractOrderMessages.somethingStandsOnIt, 'contractId');
        const refunds = await tx
          .update(t.policyPayments)
          .set({ refundedAt: now })
          .where(and(eq(t.policyPayments.contractId, row.contractId), isNull(t.policyPayments.refundedAt)))
          .returning();
        await recordRefunds(tx, t, refunds, now, 'Order refused by its owner: payment returned');
        await cancelOpenInvoices(tx, t, row.contractId, now, { refunded: true });
        return { row, refunds };
      });
      for (const payment of refunds) {
        // Recorded as refunded above (its ledger line keyed by the payment); the gateway voids it, or refunds it
        // once settled. One it refuses is left to customer care, as logged, and the settlement check shows it.
        const givenBack = await giveBackAtGateway(app.paymentGateway, request.log, {
          transactionId: payment.gatewayTransactionId,
          amountCents: payment.amountCents,
          cause: `payment:${payment.policyPaymentId}`,
        });
        if (givenBack) {
          await mailRefund(app, {
            contractId: row.contractId,
            amountCents: payment.amountCents,
            what: { kind: 'refusedOrder' },
          });
        } else {
          request.log.error(
            { contractId: row.contractId, transactionId: payment.gatewayTransactionId },
            'giving back a refused order’s charge failed',
          );
        }
      }
      return {
        contractId: row.contractId,
        policyNumber: row.policyNumber,
        contractStatus: row.status,
        message: contractOrderMessages.declined,
      };
    },
  );

  app.get(
    '/order/convert/:partnerType',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Start converting a listing coverage',
        operationId: 'convertListingCoverage',
        description:
          'What a new real-estate order needs to convert the listing coverage `contractId` into a full coverage: ' +
          'its property, partners and estimated close date (the seller’s card is never passed on: `payment` holds ' +
          'nulls). Place the order with POST /order, ' +
          '`contractId` and no isRenewing or isUpgrading. Only the contract’s owner, its agent or staff.',
        params: ConvertParams,
        querystring: ConvertQuery,
        response: { 200: ConvertResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(database.db, t, request.query.contractId, currentUser(request));
      if (!contract.isListingCoverage) {
        throw invalidFields([{ field: 'contractId', message: contractOrderMessages.notListingCoverage }]);
      }
      const partners = contract.partners as Record<string, { partnerId: string } | null | undefined>;
      const { streetAddress, unit, city, stateCode, zipCode } = contract.address;
      return {
        contractId: contract.contractId,
        estimatedCloseDate: contract.estimatedClosingDate?.toISOString().slice(0, 10) ?? null,
        isListingCoverage: true,
        orderingPartyType: request.params.partnerType,
        marketingSourceId: contract.marketingSourceId,
        property: {
          address: { streetAddress, ...(unit ? { unit } : {}), city, state: stateCode, zipCode },
          dwellingTypeId: contract.dwellingTypeId,
          squareFootage: contract.squareFootage,
        },
        planId: contract.planId,
        buyerAgent: partners.buyerAgent ?? null,
        sellerAgent: partners.sellerAgent ?? null,
        titleCompany: partners.titleCompany ?? null,
        // The seller's card stays theirs: the buyer's order is paid with a card of the buyer's (or at closing).
        payment: { authNetCustomerProfileId: null, authNetPayProfileId: null },
      };
    },
  );

  app.post(
    '/order/complete',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Complete an order at closing',
        operationId: 'completeOrder',
        description:
          'Marks a pending real-estate order as closed: coverage starts on `closingDate` (default today) for the ' +
          'contract’s term and the order is completed. Only the contract’s owner, its agent or staff; a completed ' +
          'or cancelled order is 422.',
        body: CompleteOrderBody,
        response: { 200: CompleteOrderResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(database.db, t, request.body.contractId, currentUser(request));
      if (contract.status !== 'pending') {
        throw httpError(422, 'validation', contractOrderMessages.alreadyCompleted, 'contractId');
      }
      // A closing starts a real-estate order's coverage; a renewal waiting for its contract's end is not one.
      if (contract.orderKind === 'renewal' || contract.planTypeId === HOMEOWNER_PLAN_TYPE_ID) {
        throw httpError(422, 'validation', contractOrderMessages.notAClosing, 'contractId');
      }
      const closing = request.body.closingDate ? new Date(`${request.body.closingDate}T00:00:00Z`) : new Date();
      const effectiveDate = new Date(Date.UTC(closing.getUTCFullYear(), closing.getUTCMonth(), closing.getUTCDate()));
      const expireDate = new Date(effectiveDate);
      expireDate.setUTCFullYear(expireDate.getUTCFullYear() + contract.coverageLengthYears);
      const updated = await database.transaction(async (tx) => {
        const [row] = await tx
          .update(t.contracts)
          .set({
            status: 'active',
            orderStatus: contract.orderStatus === 'waitingForPayment' ? 'waitingForPayment' : 'completed',
            effectiveDate,
            expireDate,
          })
          .where(
            and(
              eq(t.contracts.contractId, contract.contractId),
              eq(t.contracts.status, 'pending'),
              ne(t.contracts.orderKind, 'renewal'),
            ),
          )
          .returning();
        if (!row) throw httpError(422, 'validation', contractOrderMessages.alreadyCompleted, 'contractId');
        await mailContractStarted(tx, contractMail, row);
        return row;
      });
      return {
        contractId: updated.contractId,
        contractStatus: updated.status,
        orderStatus: updated.orderStatus,
        effectiveDate: updated.effectiveDate?.toISOString() ?? null,
        expireDate: updated.expireDate?.toISOString() ?? null,
      };
    },
  );
};

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
