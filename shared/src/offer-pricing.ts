/**
 * The price of a draft from an offer as GET /offers answers it (dollars), with the same rules the server
 * uses (./pricing.ts). The order form shows it while the server's price cannot be had (offline); an order
 * always carries the total the buyer saw, and the server refuses it when its own price differs.
 */
import { toCents, toDollars } from './money.ts';
import { type AddonLine, cheapestServiceCallPrice, priceBreakdown } from './pricing.ts';
import type { Offer, PriceBreakdown } from './schemas/ordering.ts';

export interface OfferDraft {
  planTypeId: string;
  coverageLength?: number;
  addons: readonly AddonLine[];
  /** The chosen service call price's id; the lowest fee by default. */
  serviceCallPriceId?: string | null;
  prepaidServiceCallFees?: number;
  squareFootage: number;
  isListingCoverage?: boolean;
  coupon?: { couponCode: string; contractCouponId?: string | null; amount?: number } | null;
}

export interface OfferContext {
  over5000SqFtFee: number;
  listingCoveragePrice: number;
}

export function estimateBreakdown(
  offer: Offer,
  context: OfferContext,
  draft: OfferDraft,
  timestamp: string,
): PriceBreakdown {
  const prices = offer.serviceCallPrices.map((price) => ({
    id: price.id,
    feeCents: toCents(price.fee),
    priceOffsetCents: toCents(price.priceOffset),
  }));
  const serviceCallPrice =
    prices.find((price) => price.id === draft.serviceCallPriceId) ?? cheapestServiceCallPrice(prices);
  const result = priceBreakdown({
    offer: {
      name: offer.name,
      costCents: toCents(offer.cost),
      monthlyCostCents: toCents(offer.monthlyCost),
      coverages: offer.coverages.map((coverage) => ({
        salesItemId: coverage.id,
        description: coverage.description,
        isOptional: coverage.isOptional,
        costCents: toCents(coverage.cost),
        recurringCostCents: toCents(coverage.recurringCost),
      })),
    },
    coverageLengthYears: draft.coverageLength ?? 1,
    addons: draft.addons,
    ...(serviceCallPrice ? { serviceCallPrice } : {}),
    prepaidServiceCallFees: draft.prepaidServiceCallFees ?? 0,
    squareFootage: draft.squareFootage,
    over5000SqFtFeeCents: toCents(context.over5000SqFtFee),
    // An offer for a listing coverage already carries the state's listing price as its cost.
    ...(draft.isListingCoverage ? { listingCoveragePriceCents: toCents(offer.cost) } : {}),
    ...(draft.coupon?.contractCouponId
      ? {
          coupon: {
            couponCode: draft.coupon.couponCode,
            contractCouponId: draft.coupon.contractCouponId,
            amountCents: toCents(draft.coupon.amount ?? 0),
          },
        }
      : {}),
  });
  return {
    items: result.items.map((item) => ({
      type: item.type,
      description: item.description,
      cost: toDollars(item.costCents),
      quantity: item.quantity,
      ...(item.coverageId ? { coverageId: item.coverageId } : {}),
    })),
    total: toDollars(result.totalCents),
    monthlyTotal: toDollars(result.monthlyTotalCents),
    planTypeId: draft.planTypeId,
    timestamp,
  };
}
