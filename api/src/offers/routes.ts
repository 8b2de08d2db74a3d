/** Offers, coupons and limits and exclusions: /offers/..., /coverageItem/.... */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContractOffersParams,
  CouponValidateBody,
  CouponValidateResponse,
  errorResponses,
  IdParams,
  isMarketState,
  LimitsAndExclusions,
  ListingCoveragePricesResponse,
  messages,
  OffersParams,
  OffersResponse,
  orderedListingCoveragePrices,
  toDollars,
  US_STATES,
} from '@hw/shared';
import { Type } from 'typebox';
import { contractForCaller, wireBreakdown } from '../contracts/index.ts';
import { currentUser, httpError, notFound } from '../plugins/index.ts';
import {
  findCoupon,
  findCoverageItem,
  findOffers,
  listingCoveragePriceCents,
  over5000SqFtFeeCents,
  wireOffer,
} from './catalog.ts';

const tags = ['ordering'];
const LimitsQuery = Type.Object({ state: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })) });

/** Who licenses residential service contracts in each market state, for the legal text of a state. */
const STATE_REGULATORS: Readonly<Record<string, string>> = {
  AZ: 'Arizona Department of Insurance and Financial Institutions',
  ID: 'Idaho Department of Insurance',
  NV: 'Nevada Division of Insurance',
  OR: 'Oregon Division of Financial Regulation',
  TX: 'Texas Real Estate Commission',
  UT: 'Utah Insurance Department',
};

function stateRegulatorLine(state: string | undefined): string {
  const code = state?.toUpperCase() ?? '';
  const regulator = STATE_REGULATORS[code];
  const name = US_STATES.find((candidate) => candidate.stateCode === code)?.description ?? code;
  return regulator ? `In ${name}, home warranty contracts are regulated by the ${regulator}.` : '';
}

export const offerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { catalog } = app;

  app.get(
    '/offers/:state/:planTypeId/:dwellingTypeId/:isListingCoverage',
    {
      schema: {
        tags,
        security: [],
        summary: 'Offers for a property',
        operationId: 'getOffers',
        description:
          'The plans of a plan type for a state and dwelling type, with their coverages, add-ons and service call ' +
          'prices. With isListingCoverage true only plans that can be a listing coverage are offered, priced at the ' +
          'state’s listing coverage price (425 in AZ, NV, TX; 395 in UT, ID, OR). A state outside the service area ' +
          'has no offers (an empty list).',
        params: OffersParams,
        response: { 200: OffersResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { state, planTypeId, dwellingTypeId, isListingCoverage } = request.params;
      const snapshot = await catalog();
      const stateCode = state.toUpperCase();
      const offers = isMarketState(stateCode)
        ? findOffers(snapshot, { stateCode, planTypeId, dwellingTypeId, isListingCoverage })
        : [];
      return {
        offers: offers.map((offer) => wireOffer(snapshot, offer, { isListingCoverage })),
        current: null,
        over5000SqFtFee: toDollars(over5000SqFtFeeCents(snapshot, planTypeId, stateCode)),
        listingCoveragePrice: toDollars(listingCoveragePriceCents(snapshot, stateCode)),
        stateCode,
        planTypeId,
        dwellingTypeId,
      };
    },
  );

  app.get(
    '/offers/listingCoveragePrices',
    {
      schema: {
        tags,
        security: [],
        summary: 'Listing coverage prices',
        operationId: 'getListingCoveragePrices',
        description:
          'The yearly listing coverage price of each state that sells one, most expensive first; a listing coverage ' +
          'is not due until close of escrow.',
        response: { 200: ListingCoveragePricesResponse, ...errorResponses },
      },
    },
    async () => {
      const snapshot = await catalog();
      const prices = orderedListingCoveragePrices(
        [...snapshot.listingCoveragePrices].map(([stateCode, cents]) => ({ stateCode, price: toDollars(cents) })),
      );
      return { prices };
    },
  );

  app.get(
    '/offers/:contractId/:isUpgrading',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Offers to renew or upgrade a contract',
        operationId: 'getContractOffers',
        description:
          'The offers for the contract’s property, with `current` (its plan, add-ons and price breakdown). ' +
          'Upgrading keeps the plans that cost at least as much as the current one. Only the contract’s owner, the ' +
          'agent who ordered it, or staff; for anyone else it is 404.',
        params: ContractOffersParams,
        response: { 200: OffersResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(
        database.db,
        database.t,
        request.params.contractId,
        currentUser(request),
      );
      const snapshot = await catalog();
      const query = {
        stateCode: contract.stateCode,
        planTypeId: contract.planTypeId,
        dwellingTypeId: contract.dwellingTypeId,
        isListingCoverage: false,
      };
      const currentOffer = snapshot.offerById.get(contract.contractOfferId);
      const offers = findOffers(snapshot, query).filter(
        (offer) => !request.params.isUpgrading || offer.costCents >= (currentOffer?.costCents ?? 0),
      );
      return {
        offers: offers.map((offer) =>
          wireOffer(snapshot, offer, { isListingCoverage: false, currentOfferId: contract.contractOfferId }),
        ),
        current: {
          contractId: contract.contractId,
          contractOfferId: contract.contractOfferId,
          planId: contract.planId,
          addonIds: contract.addons.map((addon) => addon.salesItemId),
          creditBalance: toDollars(contract.creditBalanceCents),
          priceBreakdown: wireBreakdown(contract.priceItems, {
            totalCents: contract.totalCents,
            monthlyTotalCents: contract.monthlyTotalCents,
            planTypeId: contract.planTypeId,
            timestamp: contract.createdAt.toISOString(),
          }),
        },
        over5000SqFtFee: toDollars(over5000SqFtFeeCents(snapshot, contract.planTypeId, contract.stateCode)),
        listingCoveragePrice: toDollars(listingCoveragePriceCents(snapshot, contract.stateCode)),
        stateCode: contract.stateCode,
        planTypeId: contract.planTypeId,
        dwellingTypeId: contract.dwellingTypeId,
      };
    },
  );

  app.post(
    '/offers/coupons/validate',
    {
      schema: {
        tags,
        security: [],
        summary: 'Validate a coupon code',
        operationId: 'validateCoupon',
        description:
          'Answers the coupon’s amount and its contractCouponId, which an order must carry for the coupon to count. ' +
          'Codes are matched without regard to case. An unknown, expired or inactive code, or one that does not ' +
          'apply to this plan, plan type or state, is 404 `couponNotFound`.',
        body: CouponValidateBody,
        response: { 200: CouponValidateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const coupon = findCoupon(await catalog(), request.body);
      if (!coupon) throw httpError(404, 'couponNotFound', messages.coupon.failure, 'couponCode');
      return {
        result: {
          couponCode: coupon.couponCode,
          amount: toDollars(coupon.amountCents),
          contractCouponId: coupon.contractCouponId,
        },
      };
    },
  );

  app.get(
    '/coverageItem/limitsAndExclusions/:id',
    {
      schema: {
        tags,
        security: [],
        summary: 'Limits and exclusions of a coverage item',
        operationId: 'getLimitsAndExclusions',
        description:
          'What a plan or an add-on covers, does not cover and limits, by its salesItemCoverageId (on an offer and ' +
          'on each of its coverages). Lines of `legal` that contain an address are meant to be shown as links. ' +
          'With `?state=` (a market state) the legal text ends with who regulates home warranties there.',
        params: IdParams,
        querystring: LimitsQuery,
        response: { 200: LimitsAndExclusions, ...errorResponses },
      },
    },
    async (request) => {
      const item = await findCoverageItem(database.db, database.t, request.params.id);
      if (!item) throw notFound('No coverage item with this id.');
      return {
        name: item.name,
        factoids: item.factoids,
        coveredCoverageList: item.covered,
        notCovered: item.notCovered,
        limits: item.limits,
        legal: [item.legal, stateRegulatorLine(request.query.state)].filter(Boolean).join('\n'),
      };
    },
  );
};
