/** Orders: price breakdown, order, quick order, payment, conversion, completion. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  choosePlanForBudget,
  ErrorBody,
  errorResponses,
  formatDollars,
  isMarketState,
  ONLINE_ORDERING_FLAG_KEY,
  OrderBody,
  OrderResponse,
  PriceBreakdown,
  PriceBreakdownBody,
  PriceChangedBody,
  QuickOrderBody,
  QuickOrderResponse,
  quickOrderBudget,
  REAL_ESTATE_PLAN_TYPE_ID,
  SURCHARGE_SQUARE_FOOTAGE,
  toDollars,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { escrowInvoiceLinks } from '../escrow-invoices/index.ts';
import { findOffers, over5000SqFtFeeCents } from '../offers/index.ts';
import {
  type CardCharge,
  type CardPayment,
  payerCard,
  paymentsOf,
  requestChargeKey,
  runPaidWrite,
  TAKES_STAFF_REASON,
} from '../payments/index.ts';
import {
  accountCreationFor,
  accountCreationLimits,
  httpError,
  invalidFields,
  TAKES_IDEMPOTENCY_KEY,
} from '../plugins/index.ts';
import { upgradePrice } from './amendment.ts';
import { contractOrderRoutes } from './contract-routes.ts';
import {
  amountDueNowCents,
  chargeCard,
  checkOrder,
  hasAccount,
  orderKindOf,
  ownerEmailOf,
  type PlaceOrderContext,
  writeOrder,
} from './place-order.ts';
import { priceOrder, requireMarketState, wirePricedOrder } from './pricing.ts';

const tags = ['ordering'];
const orderAnswers = { ...errorResponses, 402: ErrorBody, 409: PriceChangedBody, 502: ErrorBody };

/** The feature flag that is the web app's canOrder: off, orders are placed on the partner's site, not here. */
export const ONLINE_ORDERING_FLAG = ONLINE_ORDERING_FLAG_KEY;
export const ORDERING_CLOSED_MESSAGE =
  'Orders cannot be placed on this site right now. Please order through our partner warranty page.';

export const quickOrderMessages = {
  noPlanFits: (budget: number, lowest: number) =>
    `No plan fits a budget of ${formatDollars(budget)} for this home. Plans start at ${formatDollars(lowest)}.`,
  noOffers: 'There are no plans for this property type in this state.',
} as const;

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;

  app.post(
    '/order/priceBreakdown',
    {
      onRequest: app.optionalUser,
      schema: {
        tags,
        security: [],
        summary: 'Price an order draft',
        operationId: 'priceBreakdown',
        description:
          'Prices the order draft from the catalogue: plan, add-ons (a line is `{ salesItemId, quantity }`, the ' +
          'quantity capped at 99 and dropped at 0 or less), service call fee offset, surcharge, prepaid service ' +
          'calls, coupon (only with the contractCouponId of POST /offers/coupons/validate), credits and discounts. ' +
          'Any price the client sends is ignored. `timestamp` echoes the request’s, so a client keeps only the ' +
          'newest answer. A property outside the service area is 422 `noService`. A draft naming a contract ' +
          '(renewal, upgrade) needs the caller’s bearer token.',
        body: PriceBreakdownBody,
        response: { 200: PriceBreakdown, ...errorResponses },
      },
    },
    async (request) => {
      const priced = await priceOrder(
        { db: database.db, t: database.t, catalog: await app.catalog(), caller: request.currentUser },
        request.body,
      );
      // An upgrade's price needs its contract paid for the days it changes; a draft that cannot be placed
      // yet is still priced, without it.
      if (request.body.isUpgrading && priced.contract) {
        priced.upgradeCents = await upgradePrice(database.db, database.t, priced, new Date()).catch(() => undefined);
      }
      return wirePricedOrder(priced, request.body.timestamp ?? new Date().toISOString());
    },
  );

  app.post(
    '/order',
    {
      config: { ...TAKES_IDEMPOTENCY_KEY, ...TAKES_STAFF_REASON },
      onRequest: app.optionalUser,
      schema: {
        tags,
        security: [],
        summary: 'Place an order',
        operationId: 'placeOrder',
        description:
          'Places the order draft: the server prices it (as POST /order/priceBreakdown), and when `confirmedTotal` ' +
          'differs from that price answers 409 `priceChanged` with the new `priceBreakdown` and places nothing. ' +
          'Escrow (real estate only) is paid at closing. Monthly or in-full payments charge the card of ' +
          '`payment.authNetProfileId` / `authNetPaymentProfileId` (POST /order/getCustomerPaymentProfile): the ' +
          'first month or the total, or for an upgrade the upgrade price. A declined card is 402 ' +
          '`paymentDeclined` and an unreachable gateway 502 `paymentGatewayError`; either way no contract, invoice ' +
          'or payment is written. Signed out, the owner is found or created by e-mail (an account made so waits for ' +
          'its owner to use the link mailed to it before it signs in with a password; accounts made so are limited ' +
          'per client address and per e-mail domain: over that, 429 `tooManyRequests` with `Retry-After`); a ' +
          'signed-in homeowner owns the order; an agent’s orders are listed as theirs. A renewal, upgrade or ' +
          'conversion names `contractId` (with `isRenewing` or `isUpgrading`) and needs the contract’s owner or agent to be signed in. Signed in, ' +
          'an `Idempotency-Key` header makes a retry safe (an order queued offline is placed once). While the ' +
          '`OnlineOrdering` feature flag (the web app’s canOrder) is off, orders are refused with 403.',
        body: OrderBody,
        response: { 200: OrderResponse, ...orderAnswers },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [flag] = await database.db
        .select({ isEnabled: database.t.featureFlags.isEnabled })
        .from(database.t.featureFlags)
        .where(eq(database.t.featureFlags.key, ONLINE_ORDERING_FLAG))
        .limit(1);
      if (flag && !flag.isEnabled) throw httpError(403, 'forbidden', ORDERING_CLOSED_MESSAGE);
      const priced = await priceOrder(
        { db: database.db, t: database.t, catalog: await app.catalog(), caller: request.currentUser },
        body,
      );
      checkOrder(body, priced);
      if (orderKindOf(body) === 'upgrade') {
        priced.upgradeCents = await upgradePrice(database.db, database.t, priced, new Date());
      }
      const context: PlaceOrderContext = {
        tables: database.t,
        publicOrigin: app.config.publicOrigin,
        gateway: app.paymentGateway,
        mailer: app.mailer,
        caller: request.currentUser,
        brandName: app.config.brand.name,
        escrowInvoices: {
          tables: database.t,
          mailer: app.mailer,
          links: escrowInvoiceLinks(app),
          brand: app.config.brand,
        },
      };
      let charge: CardCharge | undefined;
      let payment: CardPayment | undefined;
      const beforeEffect = async () => {
        // Signed out, an order for an address without an account makes one: counted before anything is charged.
        const email = ownerEmailOf(body);
        if (!request.currentUser && !(await hasAccount(database.db, database.t, email))) {
          await app.countAgainst(accountCreationLimits(request.ip, email), request, reply, {
            oncePer: accountCreationFor(email),
          });
        }
        const amountCents = amountDueNowCents(body, priced);
        if (body.payment.type === 'escrow' || amountCents <= 0) return;
        charge = await payerCard(app, request, request.currentUser, body.payment, amountCents, {
          fieldPrefix: 'payment',
          requiredField: 'authNetPaymentProfileId',
        });
        payment = await chargeCard(paymentsOf(app, request.log), charge, {
          purpose: 'order',
          description: `${priced.offer.plan.name} plan`,
          contractId: priced.contract?.contractId ?? null,
          businessKey: requestChargeKey(request, 'order'),
        });
      };
      const afterFailedEffect = async () => {
        await payment?.giveBack('the order was not written');
      };
      const effect = async (tx: Tx) => {
        const placed = await writeOrder(tx, context, body, priced, charge);
        await payment?.complete(tx, { contractId: placed.contractId });
        return placed;
      };
      return runPaidWrite(app, request, reply, effect, { beforeEffect, afterFailedEffect });
    },
  );

  app.post(
    '/order/quickOrder',
    {
      schema: {
        tags,
        security: [],
        summary: 'Quick order: the plan a budget buys',
        operationId: 'quickOrder',
        description:
          'For agents: the real-estate plan a budget buys for a property: offers costing at ' +
          'or below the budget less the over-5,000 sq ft surcharge, the most expensive of them; the buyer’s credit ' +
          'is what is left. budgetAmount accepts digits, comma and period ("1,250.50"). Places nothing: the order ' +
          'form continues with the answer. A listing coverage (one price whatever the plan) needs no budget: its ' +
          'dearest plan that can be a listing coverage, with no credit.',
        body: QuickOrderBody,
        response: { 200: QuickOrderResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { budgetAmount, dwellingTypeId, squareFootage, stateCode: state, isListingCoverage } = request.body;
      const budget = quickOrderBudget(budgetAmount, isListingCoverage === true);
      if ('error' in budget) throw invalidFields([{ field: 'budgetAmount', message: budget.error }]);
      const stateCode = state.toUpperCase();
      requireMarketState(stateCode, 'stateCode');
      const catalog = await app.catalog();
      const offers = findOffers(catalog, {
        stateCode,
        planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
        dwellingTypeId,
        isListingCoverage: isListingCoverage === true,
      });
      if (offers.length === 0 || !isMarketState(stateCode)) {
        throw invalidFields([{ field: 'dwellingTypeId', message: quickOrderMessages.noOffers }]);
      }
      const surchargesCents =
        squareFootage > SURCHARGE_SQUARE_FOOTAGE
          ? over5000SqFtFeeCents(catalog, REAL_ESTATE_PLAN_TYPE_ID, stateCode)
          : 0;
      const chosen = choosePlanForBudget(offers, {
        ...(budget.cents === undefined ? {} : { budgetCents: budget.cents }),
        surchargesCents,
      });
      if (!chosen) {
        const lowest = Math.min(...offers.map((offer) => offer.costCents)) + surchargesCents;
        throw invalidFields([
          { field: 'budgetAmount', message: quickOrderMessages.noPlanFits((budget.cents ?? 0) / 100, lowest / 100) },
        ]);
      }
      return {
        planId: chosen.offer.plan.planId,
        contractOfferId: chosen.offer.contractOfferId,
        buyersCredit: toDollars(chosen.buyersCreditCents),
        includedAddonIds: chosen.offer.plan.coverages
          .filter((coverage) => coverage.isOptional && coverage.isIncludedByDefault)
          .map((coverage) => coverage.salesItemId),
      };
    },
  );

  await app.register(contractOrderRoutes);
};
