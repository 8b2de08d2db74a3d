/**
 * Prices an order draft from the catalogue (the server is the authority: a price a client sends is never
 * read). Used by POST /order/priceBreakdown and by every order before it is placed.
 */
import type { PriceBreakdown, PriceBreakdownBody } from '@hw/shared';
import {
  addonQuantityMax,
  cheapestServiceCallPrice,
  HOMEOWNER_PLAN_TYPE_ID,
  isMarketState,
  messages,
  normaliseAddons,
  oneOffAddonMessage,
  type PriceBreakdownCents,
  priceBreakdown,
  REAL_ESTATE_PLAN_TYPE_ID,
  SQUARE_FOOTAGE_DEFAULT,
  toDollars,
} from '@hw/shared';
import { type ContractRow, contractForCaller, wireBreakdown } from '../contracts/index.ts';
import type { Queryable, Tables } from '../db/index.ts';
import {
  type Catalog,
  type CatalogOffer,
  type CatalogServiceCallPrice,
  type CouponRow,
  findCoupon,
  listingCoveragePriceCents,
  over5000SqFtFeeCents,
  pricedOffer,
  serviceCallPricesFor,
} from '../offers/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { type FieldProblem, httpError, invalidFields } from '../plugins/index.ts';

export const pricingMessages = {
  planType: 'Please choose a homeowner or a real estate plan.',
  planRequired: 'Please choose a plan.',
  planNotOffered: 'The chosen plan is not offered for this property. Please choose another plan.',
  notListingCoverage: 'This plan cannot be a listing coverage. Please choose another plan.',
  addonNotOffered: 'This add-on is not offered with the chosen plan.',
  serviceCallPrice: 'This service call fee is not offered for this property.',
  signInForContract: 'Please sign in to renew or upgrade a contract.',
} as const;

export interface PricedOrder {
  offer: CatalogOffer;
  planTypeId: string;
  stateCode: string;
  squareFootage: number;
  coverageLengthYears: number;
  isListingCoverage: boolean;
  addons: { salesItemId: string; quantity: number }[];
  serviceCallPrice: CatalogServiceCallPrice | undefined;
  coupon: CouponRow | undefined;
  /** The contract a renewal, upgrade or conversion starts from. */
  contract: ContractRow | undefined;
  creditCents: number;
  breakdown: PriceBreakdownCents;
  /** An upgrade's price now (amendmentPriceCents), set once the contract's ledger was read. */
  upgradeCents?: number;
}

/** Refuses a property outside the service area with the "No Service" message. */
export function requireMarketState(stateCode: string, field = 'property.address.state'): void {
  if (!isMarketState(stateCode.toUpperCase())) throw httpError(422, 'noService', messages.noService.text, field);
}

export async function priceOrder(
  context: { db: Queryable; t: Tables; catalog: Catalog; caller: CurrentUser | undefined },
  draft: PriceBreakdownBody,
): Promise<PricedOrder> {
  return priceDraft(context.catalog, draft, async (contractId) => {
    if (!context.caller) throw httpError(401, 'unauthorized', pricingMessages.signInForContract);
    return contractForCaller(context.db, context.t, contractId, context.caller);
  });
}

/**
 * Prices a draft against the catalogue. `findContract` answers the contract a renewal, upgrade or conversion
 * starts from (`draft.contractId`), or throws when it may not be used.
 */
export async function priceDraft(
  catalog: Catalog,
  draft: PriceBreakdownBody,
  findContract: (contractId: string) => Promise<ContractRow>,
): Promise<PricedOrder> {
  const stateCode = draft.property.address.state.toUpperCase();
  if (draft.planTypeId !== HOMEOWNER_PLAN_TYPE_ID && draft.planTypeId !== REAL_ESTATE_PLAN_TYPE_ID) {
    throw invalidFields([{ field: 'planTypeId', message: pricingMessages.planType }]);
  }
  requireMarketState(stateCode);
  const isListingCoverage = draft.isListingCoverage === true;
  const offer = chooseOffer(catalog, draft, stateCode);
  if (isListingCoverage && !offer.plan.canBeListingCoverage) {
    throw invalidFields([{ field: 'planId', message: pricingMessages.notListingCoverage }]);
  }

  const problems: FieldProblem[] = [];
  const addons = normaliseAddons(draft.addons ?? []);
  (draft.addons ?? []).forEach((line, index) => {
    const addon = offer.plan.coverages.find((c) => c.salesItemId === line.salesItemId && c.isOptional);
    if (!addon) problems.push({ field: `addons[${index}].salesItemId`, message: pricingMessages.addonNotOffered });
    // A quantity above the cap of 99 is capped (normaliseAddons); more than one of a one-off add-on is refused.
    else if (!addon.allowsQuantity && Math.floor(line.quantity) > addonQuantityMax(addon)) {
      problems.push({ field: `addons[${index}].quantity`, message: oneOffAddonMessage(addon.description) });
    }
  });
  const prices = serviceCallPricesFor(catalog, draft.planTypeId, stateCode);
  const chosenPrice = draft.selectedServiceCallPrice;
  const serviceCallPrice = chosenPrice?.id
    ? prices.find((price) => price.id === chosenPrice.id)
    : chosenPrice?.fee !== undefined
      ? prices.find((price) => price.feeCents === Math.round((chosenPrice.fee ?? 0) * 100))
      : cheapestServiceCallPrice(prices);
  if (chosenPrice && (chosenPrice.id || chosenPrice.fee !== undefined) && !serviceCallPrice) {
    problems.push({ field: 'selectedServiceCallPrice', message: pricingMessages.serviceCallPrice });
  }
  if (problems.length > 0) throw invalidFields(problems);

  const contract = draft.contractId ? await findContract(draft.contractId) : undefined;
  // A credit is spent on a renewal or conversion; an upgrade keeps it for the contract's renewal.
  const creditCents =
    contract && draft.shouldUseCredit && !draft.isUpgrading ? creditToUse(contract, draft.creditAmountToBeConsumed) : 0;

  const coupon = draft.coupon?.contractCouponId
    ? findCoupon(catalog, {
        couponCode: draft.coupon.couponCode,
        planId: offer.plan.planId,
        planTypeId: draft.planTypeId,
        stateCode,
      })
    : undefined;
  const validCoupon = coupon && coupon.contractCouponId === draft.coupon?.contractCouponId ? coupon : undefined;

  const autoRenewDiscount = draft.isAutoRenew ? catalog.autoRenewDiscountCents : 0;
  const squareFootage = draft.property.squareFootage ?? SQUARE_FOOTAGE_DEFAULT;
  const coverageLengthYears = draft.coverageLength ?? 1;
  const breakdown = priceBreakdown({
    offer: pricedOffer(offer),
    coverageLengthYears,
    addons,
    ...(serviceCallPrice ? { serviceCallPrice } : {}),
    prepaidServiceCallFees: draft.prepaidServiceCallFees ?? 0,
    squareFootage,
    over5000SqFtFeeCents: over5000SqFtFeeCents(catalog, draft.planTypeId, stateCode),
    ...(isListingCoverage ? { listingCoveragePriceCents: listingCoveragePriceCents(catalog, stateCode) } : {}),
    ...(validCoupon
      ? {
          coupon: {
            couponCode: validCoupon.couponCode,
            contractCouponId: validCoupon.contractCouponId,
            amountCents: validCoupon.amountCents,
          },
        }
      : {}),
    creditCents,
    discounts: autoRenewDiscount > 0 ? [{ description: 'Auto-renew discount', amountCents: autoRenewDiscount }] : [],
  });
  return {
    offer,
    planTypeId: draft.planTypeId,
    stateCode,
    squareFootage,
    coverageLengthYears,
    isListingCoverage,
    addons,
    serviceCallPrice,
    coupon: validCoupon,
    contract,
    creditCents,
    breakdown,
  };
}

function chooseOffer(catalog: Catalog, draft: PriceBreakdownBody, stateCode: string): CatalogOffer {
  const fits = (offer: CatalogOffer) =>
    offer.stateCode === stateCode &&
    offer.dwellingTypeId === draft.property.dwellingTypeId &&
    offer.plan.planTypeId === draft.planTypeId &&
    (!draft.planId || offer.plan.planId === draft.planId);
  if (draft.selectedOfferId) {
    const offer = catalog.offerById.get(draft.selectedOfferId);
    if (offer && fits(offer)) return offer;
    throw invalidFields([{ field: 'selectedOfferId', message: pricingMessages.planNotOffered }]);
  }
  if (!draft.planId) throw invalidFields([{ field: 'planId', message: pricingMessages.planRequired }]);
  const offer = catalog.offers.find(fits);
  if (!offer) throw invalidFields([{ field: 'planId', message: pricingMessages.planNotOffered }]);
  return offer;
}

/** The contract's credit to use: what was asked for (all of it by default), never more than it has. */
function creditToUse(contract: ContractRow, asked: number | undefined): number {
  const askedCents = asked === undefined ? contract.creditBalanceCents : Math.round(asked * 100);
  return Math.max(0, Math.min(askedCents, contract.creditBalanceCents));
}

export function wirePricedOrder(priced: PricedOrder, timestamp: string): PriceBreakdown {
  const wired = wireBreakdown(priced.breakdown.items, {
    totalCents: priced.breakdown.totalCents,
    monthlyTotalCents: priced.breakdown.monthlyTotalCents,
    planTypeId: priced.planTypeId,
    timestamp,
  });
  return priced.upgradeCents === undefined ? wired : { ...wired, upgradeDueNow: toDollars(priced.upgradeCents) };
}
