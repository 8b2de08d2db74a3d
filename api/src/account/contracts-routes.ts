import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentOrder,
  CONTRACT_STATUS_DESCRIPTIONS,
  ContractCoverage,
  ContractDetail,
  ContractSummary,
  errorResponses,
  escrowInvoiceStatus,
  IdParams,
  REAL_ESTATE_USER_TYPES,
  toDollars,
} from '@hw/shared';
import { and, asc, desc, eq, inArray, isNull, sum } from 'drizzle-orm';
import { Type } from 'typebox';
import { type ContractRow, contractForCaller } from '../contracts/index.ts';
import type { Queryable, Tables } from '../db/index.ts';
import { cancelOpenInvoices } from '../ledger/index.ts';
import { mandateOf } from '../payments/index.ts';
import { currentUser, httpError, notFound } from '../plugins/index.ts';
import { contractSummaries, contractSummary } from './contracts.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Only these may be cancelled; the others have ended or are being ended another way. */
const CANCELLABLE_STATUSES = ['pending', 'active'];

export const contractMessages = {
  notCancellable: (status: string) =>
    status === 'cancelled'
      ? 'This contract is already cancelled.'
      : `This contract is ${(CONTRACT_STATUS_DESCRIPTIONS[status] ?? status).toLowerCase()}, so it cannot be ` +
        'cancelled. Only a pending or active contract can be cancelled.',
  openServiceRequests: (numbers: readonly string[]) =>
    `This contract has open service requests (${numbers.join(', ')}). Please cancel them or wait until the work ` +
    'is done, then cancel the contract.',
} as const;

async function summaryOf(db: Queryable, t: Tables, contract: ContractRow): Promise<ContractSummary> {
  const summary = (await contractSummaries(db, t, [contract])).get(contract.contractId);
  if (!summary) throw notFound('No contract with this id.');
  return summary;
}

/** Contracts: /account/contract/.... */
export const accountContractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.get(
    '/account/contract/agent',
    {
      onRequest: app.requireUserType(...REAL_ESTATE_USER_TYPES),
      schema: {
        tags,
        security,
        summary: 'The orders an agent placed',
        operationId: 'getAgentOrders',
        description:
          'The contracts the signed-in agent ordered, newest first, each with its buyer or seller, the ordering ' +
          'party and what is still owed (`amountDue`, dollars of unpaid invoices); an order paid at closing has ' +
          '`escrowInvoice`: its invoice as mailed to the escrow officer, `sent`, `viewed` (its link was opened) or ' +
          '`paid`, with the officer. Only realEstateAgent, ' +
          'titleCompanyAgent and agentAssistant users; anyone else (staff too) is 403.',
        response: { 200: Type.Array(AgentOrder), ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const rows = await database.db
        .select({ contract: t.contracts, planName: t.plans.name, owner: t.users })
        .from(t.contracts)
        .innerJoin(t.plans, eq(t.plans.planId, t.contracts.planId))
        .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
        .where(eq(t.contracts.orderedByUserId, caller.userId))
        .orderBy(desc(t.contracts.createdAt), asc(t.contracts.contractId));
      const owed = await database.db
        .select({ contractId: t.invoices.contractId, cents: sum(t.invoices.amountCents) })
        .from(t.invoices)
        .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
        .where(and(eq(t.contracts.orderedByUserId, caller.userId), eq(t.invoices.status, 'unpaid')))
        .groupBy(t.invoices.contractId);
      const owedCents = new Map(owed.map((row) => [row.contractId, Number(row.cents ?? 0)]));
      const escrowInvoices = await database.db
        .select({ invoice: t.invoices })
        .from(t.invoices)
        .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
        .where(and(eq(t.contracts.orderedByUserId, caller.userId), eq(t.contracts.paymentType, 'escrow')))
        .orderBy(asc(t.invoices.createdAt), asc(t.invoices.invoiceId));
      // The order's own invoice: the first written for it.
      const escrowInvoiceOf = new Map<string, (typeof escrowInvoices)[number]['invoice']>();
      for (const { invoice } of escrowInvoices) {
        if (!escrowInvoiceOf.has(invoice.contractId)) escrowInvoiceOf.set(invoice.contractId, invoice);
      }
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      return rows.map(({ contract, planName, owner }) => {
        const invoice = escrowInvoiceOf.get(contract.contractId);
        return {
          ...contractSummary(contract, planName),
          owner: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
          orderingPartyType: contract.orderingPartyType,
          amountDue: toDollars(owedCents.get(contract.contractId) ?? 0),
          createdAt: contract.createdAt.toISOString(),
          escrowInvoice: invoice
            ? {
                invoiceId: invoice.invoiceId,
                status: escrowInvoiceStatus(invoice),
                sentAt: iso(invoice.sentAt),
                viewedAt: iso(invoice.viewedAt),
                paidAt: iso(invoice.paidAt),
                officer: contract.escrowOfficer ?? null,
              }
            : null,
        };
      });
    },
  );

  app.get(
    '/account/contract/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A contract in full',
        operationId: 'getAccountContract',
        description:
          'The contract `id` with what it was sold with: term, auto-renewal, service call fee, owner, price items ' +
          '(dollars) and `defaultCreditCardId`, the card its owner agreed pays its later charges (automatic payment; ' +
          'shown to the card’s owner only, else null). Only the owner, the agent who ordered it, or staff; ' +
          'anyone else gets 404, as for an unknown id.',
        params: IdParams,
        response: { 200: ContractDetail, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(database.db, t, request.params.id, currentUser(request));
      const [owner] = await database.db.select().from(t.users).where(eq(t.users.id, contract.ownerUserId)).limit(1);
      if (!owner) throw notFound('No contract with this id.');
      // The card is its owner's to know: an agent who ordered the contract never sees it.
      const mandate = await mandateOf(database.db, t, contract.contractId);
      const caller = currentUser(request);
      const card = mandate?.creditCardId && mandate.userId === caller.userId ? mandate.creditCardId : null;
      return {
        ...(await summaryOf(database.db, t, contract)),
        coverageLengthYears: contract.coverageLengthYears,
        isAutoRenew: contract.isAutoRenew,
        serviceCallFee: toDollars(contract.serviceCallFeeCents),
        owner: { userId: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
        defaultCreditCardId: card,
        priceItems: contract.priceItems.map((item) => ({
          type: item.type,
          description: item.description,
          cost: toDollars(item.costCents),
          quantity: item.quantity,
        })),
      };
    },
  );

  app.get(
    '/account/contract/coverage/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'What a contract covers',
        operationId: 'getAccountContractCoverage',
        description:
          'The items the contract’s plan covers and the add-ons bought with it (with quantities), from the ' +
          'catalogue; each names its limits and exclusions (GET /coverageItem/limitsAndExclusions/{id}). Only the ' +
          'owner, the agent who ordered it, or staff; anyone else gets 404.',
        params: IdParams,
        response: { 200: ContractCoverage, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(database.db, t, request.params.id, currentUser(request));
      const [plan] = await database.db.select().from(t.plans).where(eq(t.plans.planId, contract.planId)).limit(1);
      const item = {
        salesItemId: t.coverages.salesItemId,
        category: t.coverages.category,
        description: t.coverages.description,
        salesItemCoverageId: t.coverages.salesItemCoverageId,
      };
      const covered = await database.db
        .select(item)
        .from(t.planCoverages)
        .innerJoin(t.coverages, eq(t.coverages.salesItemId, t.planCoverages.salesItemId))
        .where(and(eq(t.planCoverages.planId, contract.planId), eq(t.planCoverages.isOptional, false)))
        .orderBy(asc(t.planCoverages.sortOrder), asc(t.coverages.salesItemId));
      const addonIds = contract.addons.map((addon) => addon.salesItemId);
      const addonItems =
        addonIds.length === 0
          ? []
          : await database.db.select(item).from(t.coverages).where(inArray(t.coverages.salesItemId, addonIds));
      const byId = new Map(addonItems.map((addon) => [addon.salesItemId, addon]));
      return {
        contractId: contract.contractId,
        planName: plan?.name ?? '',
        salesItemCoverageId: plan?.salesItemCoverageId ?? null,
        covered,
        addons: contract.addons.flatMap((addon) => {
          const found = byId.get(addon.salesItemId);
          return found ? [{ ...found, quantity: addon.quantity }] : [];
        }),
      };
    },
  );

  app.delete(
    '/account/contract/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel a contract',
        operationId: 'cancelAccountContract',
        description:
          'Cancels the pending or active contract `id`: status and order status become `cancelled`, `cancelledAt` ' +
          'is set and its unpaid invoices are cancelled (paid ones stay paid). Answers the contract’s summary. ' +
          'A contract with open service requests is refused with 422 `openServiceRequests` naming them. ' +
          'Only the owner, the agent who ordered it, or staff (anyone else: 404); a contract that is not pending ' +
          'or active (e.g. already cancelled or expired) is 422 `validation`.',
        params: IdParams,
        response: { 200: ContractSummary, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(database.db, t, request.params.id, currentUser(request));
      const refuse = (status: string) => httpError(422, 'validation', contractMessages.notCancellable(status), 'id');
      if (!CANCELLABLE_STATUSES.includes(contract.status)) throw refuse(contract.status);
      const cancelled = await database.transaction(async (tx) => {
        const [row] = await tx
          .update(t.contracts)
          .set({ status: 'cancelled', orderStatus: 'cancelled', cancelledAt: new Date() })
          .where(
            and(eq(t.contracts.contractId, contract.contractId), inArray(t.contracts.status, CANCELLABLE_STATUSES)),
          )
          .returning();
        // Ended by another request meanwhile.
        if (!row) throw refuse('cancelled');
        // After the update: the row lock keeps a claim being filed from slipping in (it locks the contract too).
        const open = await tx
          .select({ number: t.serviceRequests.serviceRequestNumber })
          .from(t.serviceRequests)
          .where(and(eq(t.serviceRequests.contractId, contract.contractId), isNull(t.serviceRequests.closedAt)));
        if (open.length > 0) {
          throw httpError(
            422,
            'openServiceRequests',
            contractMessages.openServiceRequests(open.map((r) => r.number)),
            'id',
          );
        }
        await cancelOpenInvoices(tx, t, contract.contractId, new Date());
        return row;
      });
      return summaryOf(database.db, t, cancelled);
    },
  );
};
