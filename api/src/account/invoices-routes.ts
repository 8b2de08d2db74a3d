import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContractIdsQuery,
  ErrorBody,
  errorResponses,
  Invoice,
  InvoiceDetail,
  PayInvoicesBody,
  PaymentResult,
  toDollars,
} from '@hw/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { canSeeContract } from '../contracts/index.ts';
import type { Tables } from '../db/index.ts';
import { cardPaymentMessages, payInvoicesByCard, TAKES_STAFF_REASON } from '../payments/index.ts';
import {
  type CurrentUser,
  currentUser,
  httpError,
  invalidFields,
  isStaff,
  notFound,
  TAKES_IDEMPOTENCY_KEY,
} from '../plugins/index.ts';
import { contractSummaries } from './contracts.ts';

type InvoiceRow = Tables['invoices']['$inferSelect'];

const tags = ['account'];
const security = [{ bearer: [] }];
const InvoiceIdParams = Type.Object({ invoiceId: Type.String({ minLength: 1, maxLength: 100 }) });
const MAX_CONTRACT_IDS = 100;

export const invoiceMessages = {
  noContractIds: 'Please name at least one contract.',
  tooManyContractIds: `Please name at most ${MAX_CONTRACT_IDS} contracts.`,
  notUnpaid: (invoice: InvoiceRow, policyNumber: string) =>
    `This invoice is already ${invoice.status}: ${policyNumber}, ${invoice.description}.`,
  nothingToPay: 'These invoices have nothing to pay.',
  cardRequired: 'Please choose a saved card or enter your card details.',
  declined: cardPaymentMessages.declined,
} as const;

function wireInvoice(invoice: InvoiceRow, policyNumber: string, now = new Date()): Invoice {
  return {
    invoiceId: invoice.invoiceId,
    contractId: invoice.contractId,
    policyNumber,
    description: invoice.description,
    amount: toDollars(invoice.amountCents),
    dueDate: invoice.dueDate.toISOString(),
    status: invoice.status,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    isPastDue: invoice.status === 'unpaid' && invoice.dueDate.getTime() < now.getTime(),
  };
}

/** Invoices: /account/invoices.... */
export const accountInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;
  const db = database.db;

  /** The invoices with their contracts, all of them the caller's to see, or 404. */
  async function invoicesForCaller(invoiceIds: readonly string[], caller: CurrentUser) {
    const rows = await db
      .select({ invoice: t.invoices, contract: t.contracts })
      .from(t.invoices)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
      .where(inArray(t.invoices.invoiceId, [...invoiceIds]));
    const byId = new Map(rows.map((row) => [row.invoice.invoiceId, row]));
    return invoiceIds.map((invoiceId) => {
      const row = byId.get(invoiceId);
      if (!row || !canSeeContract(row.contract, caller)) throw notFound(`No invoice with the id ${invoiceId}.`);
      return row;
    });
  }

  app.get(
    '/account/invoices',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The invoices of contracts',
        operationId: 'getInvoices',
        description:
          'The invoices of the contracts `contractIds` (comma-separated, at most 100), latest due date first; ' +
          '`isPastDue` is true for an unpaid invoice due before now. Every contract must be one the caller may ' +
          'see (owner, the agent who ordered it, or staff): one that is not is 404, never silently left out.',
        querystring: ContractIdsQuery,
        response: { 200: Type.Array(Invoice), ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const ids = [...new Set(request.query.contractIds.split(',').map((id) => id.trim()))].filter(Boolean);
      if (ids.length === 0) throw invalidFields([{ field: 'contractIds', message: invoiceMessages.noContractIds }]);
      if (ids.length > MAX_CONTRACT_IDS) {
        throw invalidFields([{ field: 'contractIds', message: invoiceMessages.tooManyContractIds }]);
      }
      const contracts = await db.select().from(t.contracts).where(inArray(t.contracts.contractId, ids));
      const byId = new Map(contracts.map((contract) => [contract.contractId, contract]));
      for (const id of ids) {
        const contract = byId.get(id);
        if (!contract || !canSeeContract(contract, caller)) throw notFound(`No contract with the id ${id}.`);
      }
      const invoices = await db
        .select()
        .from(t.invoices)
        .where(inArray(t.invoices.contractId, ids))
        .orderBy(desc(t.invoices.dueDate), asc(t.invoices.invoiceId));
      const now = new Date();
      return invoices.map((invoice) => wireInvoice(invoice, byId.get(invoice.contractId)?.policyNumber ?? '', now));
    },
  );

  app.get(
    '/account/invoices/:invoiceId/details',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'An invoice with its contract and payments',
        operationId: 'getInvoiceDetails',
        description:
          'The invoice, the summary of its contract and the payments taken for it (dollars; `card` names the card ' +
          'while it is still saved; `refundedAt` when the payment went back to the card). Only for the contract’s owner, the agent who ordered it, or staff; anyone ' +
          'else gets 404, as for an unknown id.',
        params: InvoiceIdParams,
        response: { 200: InvoiceDetail, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const [row] = await invoicesForCaller([request.params.invoiceId], caller);
      if (!row) throw notFound('No invoice with this id.');
      const { invoice, contract } = row;
      const summary = (await contractSummaries(db, t, [contract])).get(contract.contractId);
      if (!summary) throw notFound('No contract with this id.');
      const payments = await db
        .select({ payment: t.policyPayments, cardType: t.paymentMethods.cardType, lastFour: t.paymentMethods.lastFour })
        .from(t.policyPayments)
        // The card a payment was made with is shown to its owner (and staff), never to an agent on the contract.
        .leftJoin(
          t.paymentMethods,
          and(
            eq(t.paymentMethods.creditCardId, t.policyPayments.creditCardId),
            isStaff(caller) ? undefined : eq(t.paymentMethods.userId, caller.userId),
          ),
        )
        .where(eq(t.policyPayments.invoiceId, invoice.invoiceId))
        .orderBy(asc(t.policyPayments.policyPaymentId));
      return {
        invoice: wireInvoice(invoice, contract.policyNumber),
        contract: summary,
        payments: payments.map(({ payment, cardType, lastFour }) => ({
          policyPaymentId: payment.policyPaymentId,
          amount: toDollars(payment.amountCents),
          paidAt: payment.createdAt.toISOString(),
          card: cardType && lastFour ? `${cardType} ending ${lastFour}` : null,
          refundedAt: payment.refundedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/account/invoices',
    {
      config: { ...TAKES_IDEMPOTENCY_KEY, ...TAKES_STAFF_REASON },
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Pay invoices',
        operationId: 'payInvoices',
        description:
          'Pays the unpaid invoices `invoiceIds` in one charge: to a saved card of the caller’s own (`creditCardId`; ' +
          'a staff member acting as the user must give X-Staff-Reason), or to a card typed in this checkout ' +
          '(`authNetProfileId`, `authNetPaymentProfileId` and the checkout token `profileToken` of POST ' +
          '/order/getCustomerProfileToken; it is not saved). Answers `policyPaymentId` (above 0: paid) and the ' +
          'amount; the invoices become paid and leave the failed payments list; an order waiting for payment ' +
          'with nothing left to pay is completed; a contract suspended for an unpaid monthly payment is active ' +
          'again once no other monthly payment is past its last charge attempt. An invoice the caller may not see is 404; one already paid or ' +
          'cancelled 422. A declined card is 402 `paymentDeclined` and changes nothing; 502 when the gateway ' +
          'cannot be reached. With an Idempotency-Key header the payment happens at most once.',
        body: PayInvoicesBody,
        response: { 200: PaymentResult, ...errorResponses, 402: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const invoiceIds = [...new Set(request.body.invoiceIds)];
      const rows = await invoicesForCaller(invoiceIds, caller);
      const contracts = [...new Map(rows.map(({ contract }) => [contract.contractId, contract])).values()];
      const amountCents = rows.reduce((total, { invoice }) => total + invoice.amountCents, 0);
      const notUnpaid = (row: (typeof rows)[number]) =>
        httpError(422, 'validation', invoiceMessages.notUnpaid(row.invoice, row.contract.policyNumber), 'invoiceIds');
      return payInvoicesByCard(app, request, reply, caller, {
        effect: {
          kind: 'invoicePayment',
          invoiceIds,
          payments: rows.map(({ invoice, contract }) => ({
            contractId: contract.contractId,
            invoiceId: invoice.invoiceId,
            amountCents: invoice.amountCents,
            paymentType: contract.paymentType === 'monthly' ? 'monthly' : 'full',
          })),
        },
        amountCents,
        description: `Invoices of contract ${contracts.map((contract) => contract.policyNumber).join(', ')}`,
        what: 'invoices',
        card: { choice: request.body, options: { fieldPrefix: '', unknownSavedCardIsNotFound: true } },
        refuseBeforeCharge: () => {
          const settled = rows.find((row) => row.invoice.status !== 'unpaid');
          if (settled) return notUnpaid(settled);
          return amountCents <= 0 ? httpError(422, 'validation', invoiceMessages.nothingToPay, 'invoiceIds') : null;
        },
        refuseNotUnpaid: async (tx, invoiceId) => {
          const missed = rows.find((row) => row.invoice.invoiceId === invoiceId) ?? rows[0];
          if (!missed) return httpError(422, 'validation', invoiceMessages.nothingToPay, 'invoiceIds');
          const [now] = await tx.select().from(t.invoices).where(eq(t.invoices.invoiceId, invoiceId));
          return notUnpaid({ ...missed, invoice: now ?? { ...missed.invoice, status: 'paid' } });
        },
        answer: (policyPaymentIds) => ({
          policyPaymentId: Math.min(...policyPaymentIds),
          amount: toDollars(amountCents),
        }),
      });
    },
  );
};
