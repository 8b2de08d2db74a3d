import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import {
  ADDON_QUANTITY_MAX,
  type AddonLine,
  addonQuantityMax,
  capOneOffAddons,
  cheapestServiceCallPrice,
  choosePlanForBudget,
  couponForSubmission,
  listingCoveragePriceText,
  normaliseAddons,
  orderedListingCoveragePrices,
  type PricedOffer,
  type PricingInput,
  paymentAmountCents,
  prepaidCallsFor,
  priceBreakdown,
  setAddonQuantity,
  shouldValidateCoupon,
  upgradePriceCents,
  withIncludedAddons,
} from './pricing.ts';

// A $550 a year plan ($49.99 a month) with two optional add-ons and one included coverage.
const offer: PricedOffer = {
  name: 'Gold',
  costCents: 55000,
  monthlyCostCents: 4999,
  coverages: [
    { salesItemId: 'pool', description: 'Pool and spa', isOptional: true, costCents: 18000, recurringCostCents: 1500 },
    { salesItemId: 'fridge', description: 'Second fridge', isOptional: true, costCents: 6000, recurringCostCents: 500 },
    {
      salesItemId: 'hvac',
      description: 'Heating and AC',
      isOptional: false,
      costCents: 10000,
      recurringCostCents: 800,
    },
  ],
};

const order = (input: Partial<PricingInput> = {}): PricingInput => ({
  offer,
  coverageLengthYears: 1,
  addons: [],
  squareFootage: 1,
  over5000SqFtFeeCents: 10000,
  ...input,
});

const itemsOf = (input: Partial<PricingInput>, type: string) =>
  priceBreakdown(order(input)).items.filter((item) => item.type === type);

describe('listing coverage prices as shown', () => {
  it('lists the dearest first, then the states in their order, and leaves out a price of 0', () => {
    const prices = [
      { stateCode: 'UT', price: 395 },
      { stateCode: 'TX', price: 425 },
      { stateCode: 'CA', price: 0 },
      { stateCode: 'OR', price: 395 },
      { stateCode: 'AZ', price: 425 },
      { stateCode: 'ZZ', price: 395 },
    ];
    expect(orderedListingCoveragePrices(prices).map((entry) => entry.stateCode)).toEqual([
      'AZ',
      'TX',
      'UT',
      'OR',
      'ZZ',
    ]);
  });
});

describe('add-on quantity', () => {
  const list: AddonLine[] = [
    { salesItemId: 'pool', quantity: 1 },
    { salesItemId: 'fridge', quantity: 2 },
    { salesItemId: 'septic', quantity: 1 },
  ];

  it('is capped at 99', () => {
    expect(ADDON_QUANTITY_MAX).toBe(99);
    expect(setAddonQuantity(list, 'fridge', 99)).toContainEqual({ salesItemId: 'fridge', quantity: 99 });
    expect(setAddonQuantity(list, 'fridge', 100)).toContainEqual({ salesItemId: 'fridge', quantity: 99 });
    expect(setAddonQuantity(list, 'fridge', 5000)).toContainEqual({ salesItemId: 'fridge', quantity: 99 });
    expect(setAddonQuantity([], 'pool', 250)).toEqual([{ salesItemId: 'pool', quantity: 99 }]);
  });

  it('removes the add-on at 0 or less', () => {
    const ids = (lines: AddonLine[]) => lines.map((line) => line.salesItemId);
    expect(ids(setAddonQuantity(list, 'fridge', 0))).toEqual(['pool', 'septic']);
    expect(ids(setAddonQuantity(list, 'fridge', -3))).toEqual(['pool', 'septic']);
    expect(setAddonQuantity([], 'pool', 0)).toEqual([]);
  });

  it('drops the fraction of a quantity', () => {
    expect(setAddonQuantity(list, 'fridge', 3.7)).toContainEqual({ salesItemId: 'fridge', quantity: 3 });
    expect(setAddonQuantity(list, 'fridge', 99.9)).toContainEqual({ salesItemId: 'fridge', quantity: 99 });
    expect(setAddonQuantity(list, 'fridge', 0.5).map((line) => line.salesItemId)).toEqual(['pool', 'septic']);
    expect(setAddonQuantity(list, 'fridge', Number.NaN).map((line) => line.salesItemId)).toEqual(['pool', 'septic']);
  });

  it('leaves the other lines untouched, in their order, and does not change the list given', () => {
    expect(setAddonQuantity(list, 'fridge', 5)).toEqual([
      { salesItemId: 'pool', quantity: 1 },
      { salesItemId: 'fridge', quantity: 5 },
      { salesItemId: 'septic', quantity: 1 },
    ]);
    expect(list[1]).toEqual({ salesItemId: 'fridge', quantity: 2 });
  });

  it('appends a new add-on at the end', () => {
    expect(setAddonQuantity(list, 'well', 2)).toEqual([...list, { salesItemId: 'well', quantity: 2 }]);
  });

  it('normalising keeps one line per add-on (the last quantity wins), capped, without empty lines', () => {
    expect(
      normaliseAddons([
        { salesItemId: 'pool', quantity: 1 },
        { salesItemId: 'fridge', quantity: 2 },
        { salesItemId: 'pool', quantity: 3 },
        { salesItemId: 'septic', quantity: 0 },
        { salesItemId: 'well', quantity: 120 },
      ]),
    ).toEqual([
      { salesItemId: 'pool', quantity: 3 },
      { salesItemId: 'fridge', quantity: 2 },
      { salesItemId: 'well', quantity: 99 },
    ]);
  });
});

describe('one-off add-ons', () => {
  const offered = [
    { salesItemId: 'roof', allowsQuantity: false },
    { salesItemId: 'pool', allowsQuantity: true },
  ];

  it('allow one; the others allow up to the cap', () => {
    expect(addonQuantityMax({ allowsQuantity: false })).toBe(1);
    expect(addonQuantityMax({ allowsQuantity: true })).toBe(ADDON_QUANTITY_MAX);
  });

  it('bring a one-off add-on held several times down to one and leave the others as they are', () => {
    expect(
      capOneOffAddons(
        [
          { salesItemId: 'roof', quantity: 2 },
          { salesItemId: 'pool', quantity: 3 },
          { salesItemId: 'unknown', quantity: 4 },
        ],
        offered,
      ),
    ).toEqual([
      { salesItemId: 'roof', quantity: 1 },
      { salesItemId: 'pool', quantity: 3 },
      { salesItemId: 'unknown', quantity: 4 },
    ]);
    const fine = [{ salesItemId: 'roof', quantity: 1 }];
    expect(capOneOffAddons(fine, offered)).toBe(fine);
  });
});

describe('price breakdown', () => {
  it('starts with the plan at its yearly price; the monthly total is the plan monthly price', () => {
    const b = priceBreakdown(order());
    expect(b.items).toEqual([{ type: 'plan', description: 'Gold', costCents: 55000, quantity: 1 }]);
    expect(b.totalCents).toBe(55000);
    expect(b.monthlyTotalCents).toBe(4999);
  });

  it('adds each chosen add-on at its yearly cost per unit, times the quantity', () => {
    const b = priceBreakdown(
      order({
        addons: [
          { salesItemId: 'pool', quantity: 1 },
          { salesItemId: 'fridge', quantity: 2 },
        ],
      }),
    );
    expect(b.items.filter((item) => item.type === 'addon')).toEqual([
      { type: 'addon', description: 'Pool and spa', costCents: 18000, quantity: 1, coverageId: 'pool' },
      { type: 'addon', description: 'Second fridge', costCents: 6000, quantity: 2, coverageId: 'fridge' },
    ]);
    // 550 + 180 + 2 x 60
    expect(b.totalCents).toBe(85000);
    // 49.99 + 15 + 2 x 5 a month
    expect(b.monthlyTotalCents).toBe(7499);
  });

  it('counts only optional coverages of the offer: an unknown id or an included coverage adds nothing', () => {
    const b = priceBreakdown(
      order({
        addons: [
          { salesItemId: 'ghost', quantity: 1 },
          { salesItemId: 'hvac', quantity: 1 },
        ],
      }),
    );
    expect(b.items.map((item) => item.type)).toEqual(['plan']);
    expect(b.totalCents).toBe(55000);
    expect(b.monthlyTotalCents).toBe(4999);
  });

  it('caps an add-on quantity at 99 when pricing', () => {
    expect(itemsOf({ addons: [{ salesItemId: 'fridge', quantity: 150 }] }, 'addon')[0]?.quantity).toBe(99);
    expect(priceBreakdown(order({ addons: [{ salesItemId: 'fridge', quantity: 150 }] })).totalCents).toBe(
      55000 + 99 * 6000,
    );
  });

  it('adds the over-5,000 sq. ft. fee only above 5,000 sq. ft.', () => {
    expect(itemsOf({ squareFootage: 1 }, 'surcharge')).toEqual([]);
    expect(itemsOf({ squareFootage: 1000 }, 'surcharge')).toEqual([]);
    expect(itemsOf({ squareFootage: 5000 }, 'surcharge')).toEqual([]);
    expect(priceBreakdown(order({ squareFootage: 5000 })).totalCents).toBe(55000);

    const b = priceBreakdown(order({ squareFootage: 6000 }));
    expect(b.items.filter((item) => item.type === 'surcharge')).toEqual([
      { type: 'surcharge', description: 'Home over 5,000 sq. ft.', costCents: 10000, quantity: 1 },
    ]);
    expect(b.totalCents).toBe(65000);
    expect(priceBreakdown(order({ squareFootage: 5001 })).totalCents).toBe(65000);
  });

  it('adds no surcharge when the over-5,000 sq. ft. fee is 0 (its default)', () => {
    expect(itemsOf({ squareFootage: 11000, over5000SqFtFeeCents: 0 }, 'surcharge')).toEqual([]);
    expect(priceBreakdown(order({ squareFootage: 11000, over5000SqFtFeeCents: 0 })).totalCents).toBe(55000);
  });

  it('adds the chosen service call price offset only when it is not zero', () => {
    expect(itemsOf({ serviceCallPrice: { feeCents: 10000, priceOffsetCents: 0 } }, 'serviceFee')).toEqual([]);

    const dearer = priceBreakdown(order({ serviceCallPrice: { feeCents: 7500, priceOffsetCents: 5000 } }));
    expect(dearer.items.filter((item) => item.type === 'serviceFee')).toEqual([
      { type: 'serviceFee', description: '$75 service call fee', costCents: 5000, quantity: 1 },
    ]);
    expect(dearer.totalCents).toBe(60000);

    const cheaper = priceBreakdown(order({ serviceCallPrice: { feeCents: 12500, priceOffsetCents: -3000 } }));
    expect(cheaper.items.filter((item) => item.type === 'serviceFee').map((item) => item.costCents)).toEqual([-3000]);
    expect(cheaper.totalCents).toBe(52000);
  });

  it('adds prepaid service calls at the service call fee each', () => {
    const b = priceBreakdown(
      order({ serviceCallPrice: { feeCents: 7500, priceOffsetCents: 0 }, prepaidServiceCallFees: 2 }),
    );
    expect(b.items.filter((item) => item.type === 'prepaidService')).toEqual([
      { type: 'prepaidService', description: 'Prepaid service call fee', costCents: 7500, quantity: 2 },
    ]);
    expect(b.totalCents).toBe(70000);
    // 49.99 + 150 / 12
    expect(b.monthlyTotalCents).toBe(6249);
    expect(
      itemsOf(
        { serviceCallPrice: { feeCents: 7500, priceOffsetCents: 0 }, prepaidServiceCallFees: 0 },
        'prepaidService',
      ),
    ).toEqual([]);
  });

  it('takes a validated $50 coupon (one with a contractCouponId) off the total and $4.17 off each month', () => {
    const b = priceBreakdown(order({ coupon: { couponCode: 'SAVE50', contractCouponId: 'cc-1', amountCents: 5000 } }));
    expect(b.items.filter((item) => item.type === 'coupon')).toEqual([
      { type: 'coupon', description: 'Coupon SAVE50', costCents: -5000, quantity: 1 },
    ]);
    expect(b.totalCents).toBe(50000);
    expect(b.monthlyTotalCents).toBe(4999 - 417);
  });

  it('ignores a coupon that has only a code (not validated)', () => {
    for (const coupon of [
      { couponCode: 'SAVE50', amountCents: 5000 },
      { couponCode: 'SAVE50', contractCouponId: null, amountCents: 5000 },
      { couponCode: 'SAVE50', contractCouponId: '', amountCents: 5000 },
    ]) {
      const b = priceBreakdown(order({ coupon }));
      expect(b.items.map((item) => item.type)).toEqual(['plan']);
      expect(b.totalCents).toBe(55000);
      expect(b.monthlyTotalCents).toBe(4999);
    }
  });

  it('takes credits and discounts off the total', () => {
    const b = priceBreakdown(
      order({ creditCents: 2500, discounts: [{ description: 'Military discount', amountCents: 3000 }] }),
    );
    expect(b.items.filter((item) => item.type === 'credit')).toEqual([
      { type: 'credit', description: 'Credit', costCents: -2500, quantity: 1 },
    ]);
    expect(b.items.filter((item) => item.type === 'discount')).toEqual([
      { type: 'discount', description: 'Military discount', costCents: -3000, quantity: 1 },
    ]);
    expect(b.totalCents).toBe(49500);
  });

  it('never goes below 0: a coupon larger than the price takes only what is left', () => {
    const b = priceBreakdown(order({ coupon: { couponCode: 'BIG', contractCouponId: 'cc-2', amountCents: 100000 } }));
    expect(b.items.filter((item) => item.type === 'coupon').map((item) => item.costCents)).toEqual([-55000]);
    expect(b.totalCents).toBe(0);
  });

  it('never goes below 0 when discounts, coupon and credit together exceed the price', () => {
    const b = priceBreakdown(
      order({
        discounts: [{ description: 'Realtor discount', amountCents: 3000 }],
        coupon: { couponCode: 'SAVE50', contractCouponId: 'cc-1', amountCents: 5000 },
        creditCents: 60000,
      }),
    );
    // 550 - 30 - 50 leaves 470 for the credit
    expect(b.items.filter((item) => item.type === 'credit').map((item) => item.costCents)).toEqual([-47000]);
    expect(b.totalCents).toBe(0);
    expect(b.monthlyTotalCents).toBeGreaterThanOrEqual(0);
  });

  it('prices the plan, add-ons and surcharge for each year of a multi-year coverage', () => {
    const two = priceBreakdown(
      order({ coverageLengthYears: 2, addons: [{ salesItemId: 'pool', quantity: 1 }], squareFootage: 6000 }),
    );
    expect(two.items.map((item) => [item.type, item.costCents * item.quantity])).toEqual([
      ['plan', 110000],
      ['addon', 36000],
      ['surcharge', 20000],
    ]);
    expect(two.totalCents).toBe(166000);
    expect(priceBreakdown(order({ coverageLengthYears: 3 })).totalCents).toBe(165000);
  });

  it('uses a coverage length of 1 year when none is given', () => {
    expect(priceBreakdown(order({ coverageLengthYears: 0 })).totalCents).toBe(55000);
  });

  it('prices a listing coverage by its state price instead of the offer', () => {
    const az = priceBreakdown(order({ listingCoveragePriceCents: toCents(425) }));
    expect(az.items).toEqual([{ type: 'plan', description: 'Gold', costCents: 42500, quantity: 1 }]);
    expect(az.totalCents).toBe(42500);
    // one twelfth of $425 a month, not the offer's $49.99
    expect(az.monthlyTotalCents).toBe(3542);
    expect(priceBreakdown(order({ listingCoveragePriceCents: toCents(395) })).totalCents).toBe(39500);
  });

  it('prices a listing coverage in a state without a listing price at 0, yearly and monthly', () => {
    const ca = priceBreakdown(order({ listingCoveragePriceCents: 0 }));
    expect(ca.totalCents).toBe(0);
    // The plan line is 0; the monthly figure must not fall back to the offer's $49.99.
    expect(ca.monthlyTotalCents).toBe(0);
  });

  it('monthly total is the monthly plan price, plus recurring add-ons, plus one twelfth of the other lines', () => {
    const b = priceBreakdown(
      order({
        addons: [{ salesItemId: 'fridge', quantity: 2 }],
        squareFootage: 6000,
        over5000SqFtFeeCents: 12000,
        coupon: { couponCode: 'SAVE50', contractCouponId: 'cc-1', amountCents: 5000 },
      }),
    );
    // 49.99 + 2 x 5 + 120 / 12 - 50 / 12 = 65.8233...
    expect(b.monthlyTotalCents).toBe(6582);
    // 550 + 2 x 60 + 120 - 50
    expect(b.totalCents).toBe(74000);
  });
});

describe('payment amount', () => {
  const breakdown = { totalCents: toCents(550), monthlyTotalCents: toCents(49.99) };

  it('is the monthly total when paying monthly', () => {
    expect(paymentAmountCents('monthly', breakdown)).toBe(4999);
  });

  it('is the full total when paying in full or through escrow', () => {
    expect(paymentAmountCents('full', breakdown)).toBe(55000);
    expect(paymentAmountCents('escrow', breakdown)).toBe(55000);
  });
});

describe('upgrade price', () => {
  const creditItem = { type: 'credit' as const, description: 'Credit', costCents: toCents(-60), quantity: 1 };

  it('is the new price minus the current one minus the credits; credits are divided by 12 for the monthly figure', () => {
    // A $600 plan with the $60 credit taken off: the breakdown's totals are 540 and 45.
    const next = { items: [creditItem], totalCents: toCents(540), monthlyTotalCents: toCents(45) };
    const current = { totalCents: toCents(400), monthlyTotalCents: toCents(35) };
    // 600 - 400 - 60 = 140; 50 - 35 - 60 / 12 = 10
    expect(upgradePriceCents(next, current)).toEqual({ totalCents: 14000, monthlyTotalCents: 1000 });
  });

  it('is the plain difference when the new breakdown has no credit', () => {
    const next = {
      items: [{ type: 'plan' as const, description: 'Platinum', costCents: toCents(600), quantity: 1 }],
      totalCents: toCents(600),
      monthlyTotalCents: toCents(50),
    };
    const current = { totalCents: toCents(400), monthlyTotalCents: toCents(35) };
    expect(upgradePriceCents(next, current)).toEqual({ totalCents: 20000, monthlyTotalCents: 1500 });
  });

  it('takes a credit once: Signature with Pool/Spa ($780, $60 credit) to Platinum with Pool/Spa ($960) is $120', () => {
    const platinum: PricedOffer = {
      name: 'Platinum',
      costCents: toCents(780),
      monthlyCostCents: toCents(65),
      coverages: [
        {
          salesItemId: 'pool',
          description: 'Pool / Spa',
          isOptional: true,
          costCents: 18000,
          recurringCostCents: 1500,
        },
      ],
    };
    const next = priceBreakdown({
      offer: platinum,
      coverageLengthYears: 1,
      addons: [{ salesItemId: 'pool', quantity: 1 }],
      squareFootage: 1000,
      over5000SqFtFeeCents: 0,
      creditCents: toCents(60),
    });
    expect(next.totalCents).toBe(toCents(900));
    const current = { totalCents: toCents(780), monthlyTotalCents: toCents(64.99) };
    expect(upgradePriceCents(next, current).totalCents).toBe(toCents(120));
  });

  it('is 0 when the difference is zero or less', () => {
    const next = { items: [creditItem], totalCents: toCents(360), monthlyTotalCents: toCents(31) };
    const current = { totalCents: toCents(400), monthlyTotalCents: toCents(35) };
    // 420 - 400 - 60 = -40; 36 - 35 - 5 = -4
    expect(upgradePriceCents(next, current)).toEqual({ totalCents: 0, monthlyTotalCents: 0 });
    const same = { items: [], totalCents: toCents(400), monthlyTotalCents: toCents(35) };
    expect(upgradePriceCents(same, current)).toEqual({ totalCents: 0, monthlyTotalCents: 0 });
  });
});

describe('plan chosen from a budget when offers load', () => {
  const silver = { id: 'silver', costCents: 45000 };
  const gold = { id: 'gold', costCents: 52000 };
  const platinum = { id: 'platinum', costCents: 70000 };
  const offers = [silver, platinum, gold];

  it('picks the most expensive offer at or below the budget minus surcharges; the leftover is the buyers credit', () => {
    // 600 - 100 allows 500: silver (450) fits, leaving 50
    expect(choosePlanForBudget(offers, { budgetCents: 60000, surchargesCents: 10000 })).toEqual({
      offer: silver,
      buyersCreditCents: 5000,
    });
    expect(choosePlanForBudget(offers, { budgetCents: 60000 })).toEqual({ offer: gold, buyersCreditCents: 8000 });
  });

  it('an offer costing exactly the allowed budget fits, with no credit', () => {
    expect(choosePlanForBudget(offers, { budgetCents: 62000, surchargesCents: 10000 })).toEqual({
      offer: gold,
      buyersCreditCents: 0,
    });
  });

  it('prefers the current coverage when it is affordable', () => {
    const current = { id: 'silver', costCents: 45000, isCurrentCoverage: true };
    expect(choosePlanForBudget([current, gold, platinum], { budgetCents: 60000 })).toEqual({
      offer: current,
      buyersCreditCents: 15000,
    });
  });

  it('does not pick the current coverage when it is over the budget', () => {
    const current = { id: 'platinum', costCents: 70000, isCurrentCoverage: true };
    expect(choosePlanForBudget([silver, gold, current], { budgetCents: 60000 })?.offer).toBe(gold);
  });

  it('has no limit and no credit without a budget or when the order has a contract', () => {
    expect(choosePlanForBudget(offers, {})).toEqual({ offer: platinum, buyersCreditCents: 0 });
    expect(choosePlanForBudget(offers, { budgetCents: 60000, surchargesCents: 10000, hasContract: true })).toEqual({
      offer: platinum,
      buyersCreditCents: 0,
    });
  });

  it('chooses nothing when no offer is affordable', () => {
    expect(choosePlanForBudget(offers, { budgetCents: 40000 })).toBeUndefined();
    expect(choosePlanForBudget(offers, { budgetCents: 50000, surchargesCents: 10000 })).toBeUndefined();
    expect(choosePlanForBudget([], {})).toBeUndefined();
  });
});

describe('service call price', () => {
  it('the cheapest fee is the default choice', () => {
    const prices = [
      { id: 'a', feeCents: 10000 },
      { id: 'b', feeCents: 7500 },
      { id: 'c', feeCents: 12500 },
    ];
    expect(cheapestServiceCallPrice(prices)).toEqual({ id: 'b', feeCents: 7500 });
    expect(prices.map((price) => price.id)).toEqual(['a', 'b', 'c']);
    expect(cheapestServiceCallPrice([])).toBeUndefined();
  });
});

describe('included add-ons', () => {
  it('are added to the list, keeping the quantities already there', () => {
    expect(
      withIncludedAddons(
        [
          { salesItemId: 'pool', quantity: 3 },
          { salesItemId: 'septic', quantity: 1 },
        ],
        ['pool', 'fridge'],
      ),
    ).toEqual([
      { salesItemId: 'pool', quantity: 3 },
      { salesItemId: 'septic', quantity: 1 },
      { salesItemId: 'fridge', quantity: 1 },
    ]);
    expect(withIncludedAddons([], [])).toEqual([]);
  });
});

describe('coupon', () => {
  it('is submitted only when it has a contractCouponId', () => {
    type Coupon = { couponCode: string; contractCouponId?: string | null; amount: number };
    const validated: Coupon = { couponCode: 'SAVE50', contractCouponId: 'cc-1', amount: 50 };
    const codeOnly: Coupon = { couponCode: 'SAVE50', amount: 50 };
    const nullId: Coupon = { couponCode: 'SAVE50', contractCouponId: null, amount: 50 };
    expect(couponForSubmission(validated)).toBe(validated);
    expect(couponForSubmission(codeOnly)).toBeUndefined();
    expect(couponForSubmission(nullId)).toBeUndefined();
    expect(couponForSubmission<Coupon>(null)).toBeUndefined();
    expect(couponForSubmission<Coupon>(undefined)).toBeUndefined();
  });

  it('is not validated when its code is one character or fewer', () => {
    expect(shouldValidateCoupon('')).toBe(false);
    expect(shouldValidateCoupon('S')).toBe(false);
    expect(shouldValidateCoupon(null)).toBe(false);
    expect(shouldValidateCoupon(undefined)).toBe(false);
    expect(shouldValidateCoupon('SA')).toBe(true);
    expect(shouldValidateCoupon('SAVE50')).toBe(true);
  });
});

describe('listing coverage price wording', () => {
  it('groups the states by price, most expensive first, due at close of escrow', () => {
    const prices = ['OR', 'AZ', 'UT', 'TX', 'ID', 'NV'].map((stateCode) => ({
      stateCode,
      price: ['AZ', 'NV', 'TX'].includes(stateCode) ? 425 : 395,
    }));
    expect(listingCoveragePriceText(prices)).toBe(
      '$425/year in AZ, NV, TX; $395 in UT, ID, OR; not due until close of escrow',
    );
    expect(listingCoveragePriceText([])).toBe('');
  });
});

describe('prepaid service calls from a credit', () => {
  it('buys whole calls at the fee, at most ten', () => {
    expect(prepaidCallsFor(160, 75)).toBe(2);
    expect(prepaidCallsFor(74.99, 75)).toBe(0);
    expect(prepaidCallsFor(10_000, 75)).toBe(10);
    expect(prepaidCallsFor(100, 0)).toBe(0);
  });
});
