/** Calls on an existing contract's order: pay it, convert a listing coverage, complete it at closing. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompleteOrderBody,
  CompleteOrderResponse,
  ConvertParams,
  ConvertQuery,
  ConvertResponse,
  ErrorBody,
  errorResponses,
  ProcessPaymentBody,
  ProcessPaymentResponse,
  toDollars,
} from '@hw/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { currentUser } from '../plugins/auth.ts';
import { httpError, invalidFields } from '../plugins/errors.ts';
import { cardToCharge } from './card-to-charge.ts';
import { contractForCaller } from './contracts.ts';
import { chargeCard, orderMessages } from './place-order.ts';
import { runPaidWrite } from './run-once.ts';

const tags = ['ordering'];
const security = [{ bearer: [] }];

export const contractOrderMessages = {
  nothingToPay: 'This contract has nothing to pay.',
  notListingCoverage: 'This contract is not a listing coverage, so it cannot be converted.',
  cardRequired: orderMessages.cardRequired,
  alreadyCompleted: 'This order is already completed.',
} as const;

export const contractOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.post(
    '/order/processPayment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Pay what a contract owes',
        operationId: 'processPayment',
        description:
          'Charges every unpaid invoice of the contract to a saved card of the caller (`creditCardId`) or to a card ' +
          'from POST /order/getCustomerPaymentProfile, and answers `policyPaymentId` (above 0 means paid). A ' +
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
      const charge = await cardToCharge(
        database.db,
        t,
        app.paymentGateway,
        [caller.userId, contract.ownerUserId],
        info,
        amountCents,
        'billingInfo',
      );
      const invoiceIds = unpaid.map((invoice) => invoice.invoiceId);
      return runPaidWrite(
        app,
        request,
        reply,
        async (tx) => {
          const now = new Date();
          const paid = await tx
            .update(t.invoices)
            .set({ status: 'paid', paidAt: now })
            .where(and(inArray(t.invoices.invoiceId, invoiceIds), eq(t.invoices.status, 'unpaid')))
            .returning({ invoiceId: t.invoices.invoiceId });
          // Paid by someone else meanwhile: refuse, and the charge is voided.
          if (paid.length !== invoiceIds.length) {
            throw invalidFields([{ field: 'billingInfo.contractId', message: contractOrderMessages.nothingToPay }]);
          }
          if (contract.orderStatus === 'waitingForPayment') {
            await tx
              .update(t.contracts)
              .set({ orderStatus: 'completed' })
              .where(eq(t.contracts.contractId, contract.contractId));
          }
          const [payment] = await tx
            .insert(t.policyPayments)
            .values({
              contractId: contract.contractId,
              invoiceId: invoiceIds[0] ?? null,
              creditCardId: charge.creditCardId ?? null,
              amountCents,
              paymentType: 'full',
              gatewayTransactionId: charge.transactionId ?? '',
            })
            .returning({ policyPaymentId: t.policyPayments.policyPaymentId });
          return { policyPaymentId: payment?.policyPaymentId ?? 0, amount: toDollars(amountCents) };
        },
        {
          beforeEffect: () => chargeCard(app.paymentGateway, charge, `Contract ${contract.policyNumber}`),
          afterFailedEffect: async () => {
            if (charge.transactionId) await app.paymentGateway.voidTransaction(charge.transactionId);
          },
        },
      );
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
          'its property, partners, estimated close date and card profile. Place the order with POST /order, ' +
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
      const [card] = await database.db
        .select({
          customerProfileId: t.paymentMethods.customerProfileId,
          paymentProfileId: t.paymentMethods.paymentProfileId,
        })
        .from(t.policyPayments)
        .innerJoin(t.paymentMethods, eq(t.paymentMethods.creditCardId, t.policyPayments.creditCardId))
        .where(eq(t.policyPayments.contractId, contract.contractId))
        .orderBy(desc(t.policyPayments.policyPaymentId))
        .limit(1);
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
        payment: {
          authNetCustomerProfileId: card?.customerProfileId ?? null,
          authNetPayProfileId: card?.paymentProfileId ?? null,
        },
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
          .where(and(eq(t.contracts.contractId, contract.contractId), eq(t.contracts.status, 'pending')))
          .returning();
        if (!row) throw httpError(422, 'validation', contractOrderMessages.alreadyCompleted, 'contractId');
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
