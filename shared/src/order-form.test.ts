import { describe, expect, it } from 'vitest';
import {
  billingAddressToSubmit,
  budgetInput,
  isNewPurchase,
  parseBudget,
  QUICK_ORDER_SQUARE_FOOTAGE_DEFAULT,
  quickOrderBudget,
  SQUARE_FOOTAGE_DEFAULT,
  SQUARE_FOOTAGE_OPTIONS,
} from './order-form.ts';
import { HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID } from './plan-types.ts';
import { SURCHARGE_SQUARE_FOOTAGE } from './pricing.ts';

describe('square-footage options', () => {
  it('start with one band from 1 to 5,000 sq. ft., valued 1000, the quick-order default', () => {
    expect(SQUARE_FOOTAGE_OPTIONS[0]).toEqual({ value: 1000, label: '1 - 5,000 sq. ft.' });
    expect(QUICK_ORDER_SQUARE_FOOTAGE_DEFAULT).toBe(1000);
    expect(SQUARE_FOOTAGE_OPTIONS.map((option) => option.value)).toContain(QUICK_ORDER_SQUARE_FOOTAGE_DEFAULT);
    expect(SQUARE_FOOTAGE_OPTIONS[0]?.value).toBeLessThanOrEqual(SURCHARGE_SQUARE_FOOTAGE);
  });

  it('then go from 6,000 to 11,000 in steps of 1,000; the last reads "or more" and follows on without a gap', () => {
    expect(SQUARE_FOOTAGE_OPTIONS.map((option) => option.value)).toEqual([1000, 6000, 7000, 8000, 9000, 10000, 11000]);
    expect(SQUARE_FOOTAGE_OPTIONS[1]?.label).toBe('5,001 - 6,000 sq. ft.');
    expect(SQUARE_FOOTAGE_OPTIONS[5]?.label).toBe('9,001 - 10,000 sq. ft.');
    expect(SQUARE_FOOTAGE_OPTIONS.at(-1)).toEqual({ value: 11000, label: '10,001 or more sq. ft.' });
    // Each band starts one square foot above the top of the one before it.
    const bounds = SQUARE_FOOTAGE_OPTIONS.map(({ label }) =>
      label.match(/[\d,]+/g)?.map((n) => Number(n.replace(/,/g, ''))),
    );
    for (let i = 1; i < bounds.length; i++) expect(bounds[i]?.[0]).toBe((bounds[i - 1]?.at(-1) ?? 0) + 1);
    expect(SQUARE_FOOTAGE_OPTIONS.filter((option) => option.label.includes('or more'))).toHaveLength(1);
  });

  it('every band after the first is above 5,000 sq. ft., where the surcharge applies', () => {
    for (const option of SQUARE_FOOTAGE_OPTIONS.slice(1))
      expect(option.value).toBeGreaterThan(SURCHARGE_SQUARE_FOOTAGE);
  });

  it('the order draft starts at 1 sq. ft., under 5,000', () => {
    expect(SQUARE_FOOTAGE_DEFAULT).toBe(1);
  });
});

describe('quick-order budget', () => {
  it('the field keeps only digits, comma and period as typed', () => {
    expect(budgetInput('$1,250.50 USD')).toBe('1,250');
    expect(budgetInput('1234567')).toBe('12345');
    expect(budgetInput('abc')).toBe('');
    expect(budgetInput('600')).toBe('600');
    expect(budgetInput('-6 00')).toBe('600');
  });

  it('reads an amount in dollars into cents, ignoring thousands commas', () => {
    expect(parseBudget('1,250.50')).toEqual({ cents: 125050 });
    expect(parseBudget('600')).toEqual({ cents: 60000 });
    expect(parseBudget('600.5')).toEqual({ cents: 60050 });
    expect(parseBudget('12,000')).toEqual({ cents: 1200000 });
    expect(parseBudget(600)).toEqual({ cents: 60000 });
  });

  it('is required: empty or not an amount gives "Budget Amount is required."', () => {
    const required = { error: 'Budget Amount is required.' };
    expect(parseBudget('')).toEqual(required);
    expect(parseBudget('   ')).toEqual(required);
    expect(parseBudget('abc')).toEqual(required);
    expect(parseBudget(undefined)).toEqual(required);
    expect(parseBudget(null)).toEqual(required);
  });

  it('is at most $10,000,000, so that it is counted in cents exactly', () => {
    expect(parseBudget('10,000,000')).toEqual({ cents: 1_000_000_000 });
    expect(parseBudget('10000000.01')).toEqual({ error: 'Budget Amount must be at most $10,000,000.' });
    expect(parseBudget('99999999999999999999')).toEqual({ error: 'Budget Amount must be at most $10,000,000.' });
  });
});

describe('billing address', () => {
  const property = {
    streetAddress: '123 Main St',
    unit: null,
    city: 'Salt Lake City',
    stateCode: 'UT',
    zipCode: '84101',
  };

  it('is left out of the submitted order when it equals the property address', () => {
    expect(billingAddressToSubmit({ ...property }, property)).toBeUndefined();
  });

  it('counts as equal despite letter case, surrounding spaces and an empty unit', () => {
    const same = {
      streetAddress: ' 123 MAIN ST ',
      unit: '',
      city: 'salt lake city',
      stateCode: 'ut',
      zipCode: '84101 ',
    };
    expect(billingAddressToSubmit(same, property)).toBeUndefined();
  });

  it('is submitted when it differs from the property address', () => {
    const elsewhere = { ...property, streetAddress: '9 Oak Ave' };
    expect(billingAddressToSubmit(elsewhere, property)).toBe(elsewhere);
    const otherUnit = { ...property, unit: '4B' };
    expect(billingAddressToSubmit(otherUnit, property)).toBe(otherUnit);
    const otherZip = { ...property, zipCode: '84102' };
    expect(billingAddressToSubmit(otherZip, property)).toBe(otherZip);
  });

  it('is nothing when none was given', () => {
    expect(billingAddressToSubmit(undefined, property)).toBeUndefined();
    expect(billingAddressToSubmit(null, property)).toBeUndefined();
  });
});

describe('order kind', () => {
  it('an order without a contract is a new purchase', () => {
    expect(isNewPurchase({ planTypeId: HOMEOWNER_PLAN_TYPE_ID })).toBe(true);
    expect(isNewPurchase({ contractId: null, planTypeId: HOMEOWNER_PLAN_TYPE_ID })).toBe(true);
    expect(isNewPurchase({ contractId: '', planTypeId: HOMEOWNER_PLAN_TYPE_ID })).toBe(true);
  });

  it('a homeowner order on an existing contract (renewal, upgrade) is not a new purchase', () => {
    expect(isNewPurchase({ contractId: 'c-1', planTypeId: HOMEOWNER_PLAN_TYPE_ID })).toBe(false);
    expect(
      isNewPurchase({ contractId: 'c-1', isConvertingFromListingCoverage: false, planTypeId: HOMEOWNER_PLAN_TYPE_ID }),
    ).toBe(false);
  });

  it('a conversion from listing coverage is a new purchase', () => {
    expect(
      isNewPurchase({ contractId: 'c-1', isConvertingFromListingCoverage: true, planTypeId: HOMEOWNER_PLAN_TYPE_ID }),
    ).toBe(true);
    expect(
      isNewPurchase({ contractId: 'c-1', isConvertingFromListingCoverage: true, planTypeId: REAL_ESTATE_PLAN_TYPE_ID }),
    ).toBe(true);
  });

  it('a real-estate order is a new purchase even with a contract', () => {
    expect(isNewPurchase({ contractId: 'c-1', planTypeId: REAL_ESTATE_PLAN_TYPE_ID })).toBe(true);
    expect(isNewPurchase({ planTypeId: REAL_ESTATE_PLAN_TYPE_ID })).toBe(true);
  });
});

describe('the quick order’s budget', () => {
  it('is not needed for a listing coverage, which has one price; a typed one is not used', () => {
    expect(quickOrderBudget('', true)).toEqual({});
    expect(quickOrderBudget('300', true)).toEqual({});
  });

  it('is needed, as an amount, for a buyer’s quick order', () => {
    expect(quickOrderBudget('', false)).toEqual({ error: 'Budget Amount is required.' });
    expect(quickOrderBudget('1,250.50', false)).toEqual({ cents: 125050 });
  });
});
