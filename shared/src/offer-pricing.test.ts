import { describe, expect, it } from 'vitest';
import { estimateBreakdown } from './offer-pricing.ts';
import { HOMEOWNER_PLAN_TYPE_ID } from './plan-types.ts';
import type { Offer } from './schemas/ordering.ts';

const signature: Offer = {
  contractOfferId: 'offer-ho-signature-tx-1',
  planId: 'plan-ho-signature',
  name: 'Signature',
  cost: 600,
  monthlyCost: 49.99,
  coverages: [
    {
      id: 'si-heating',
      category: 'Systems',
      description: 'Heating System',
      isOptional: false,
      isIncludedByDefault: false,
      cost: 0,
      recurringCost: 0,
      salesItemCoverageId: null,
      allowsQuantity: true,
    },
    {
      id: 'si-pool-spa',
      category: 'Add-ons',
      description: 'Pool / Spa Equipment',
      isOptional: true,
      isIncludedByDefault: false,
      cost: 180,
      recurringCost: 15,
      salesItemCoverageId: null,
      allowsQuantity: true,
    },
  ],
  includedAddonIds: [],
  isCurrentCoverage: false,
  canBeListingCoverage: false,
  serviceCallPrices: [
    { id: 'scp-75', fee: 75, priceOffset: 0 },
    { id: 'scp-125', fee: 125, priceOffset: -75 },
  ],
  salesItemCoverageId: null,
};
const context = { over5000SqFtFee: 150, listingCoveragePrice: 0 };
const draft = {
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
  squareFootage: 1000,
  coupon: { couponCode: 'SAVE50', contractCouponId: 'coupon-save50', amount: 50 },
};

describe('the price of a draft from a cached offer', () => {
  it('is what the server answers for the same draft (api/test/ordering.test.ts): 730, 60.82 a month', () => {
    const estimate = estimateBreakdown(signature, context, draft, 't');
    expect(estimate.total).toBe(730);
    expect(estimate.monthlyTotal).toBe(60.82);
    expect(estimate.items.map((item) => [item.type, item.cost])).toEqual([
      ['plan', 600],
      ['addon', 180],
      ['coupon', -50],
    ]);
  });

  it('takes the chosen service call fee, the lowest by default, and the surcharge over 5,000 sq ft', () => {
    expect(estimateBreakdown(signature, context, { ...draft, coupon: null }, 't').total).toBe(780);
    const chosen = estimateBreakdown(
      signature,
      context,
      { ...draft, coupon: null, serviceCallPriceId: 'scp-125', squareFootage: 7000 },
      't',
    );
    expect(chosen.items.map((item) => [item.type, item.cost])).toEqual([
      ['plan', 600],
      ['serviceFee', -75],
      ['addon', 180],
      ['surcharge', 150],
    ]);
    expect(chosen.total).toBe(855);
  });
});
