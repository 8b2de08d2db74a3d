import { describe, expect, it } from 'vitest';
import {
  type DispatchAmounts,
  exceedsPreAuthorization,
  preAuthorizedLimit,
  suggestedDiscount,
  totals,
  violatesPreAuthorization,
} from './dispatch.ts';

const part = (p: Partial<DispatchAmounts['dispatchParts'][number]['partDetails']>) => ({
  partDetails: {
    isProvidedByContractor: false,
    pricePerUnit: 0,
    taxPerUnit: 0,
    units: 0,
    costPerHour: 0,
    hoursWorked: 0,
    ...p,
  },
});

const ticket = (t: Partial<DispatchAmounts>): DispatchAmounts => ({
  dispatchParts: [],
  discountAmount: 0,
  tax: 0,
  shipping: 0,
  purchaseOrderCost: 0,
  serviceCallFeeCollectedAmount: 0,
  preAuthorizeAmount: 0,
  preAuthorizeAmountOverride: null,
  ...t,
});

describe('totals', () => {
  const parts = [
    part({ isProvidedByContractor: true, pricePerUnit: 45.5, taxPerUnit: 3.25, units: 2 }),
    part({ isProvidedByContractor: false, pricePerUnit: 100, taxPerUnit: 8, units: 1 }),
    part({ costPerHour: 85, hoursWorked: 1.5 }),
  ];

  it('contractor-provided parts total is price times units of those parts only', () => {
    expect(totals(ticket({ dispatchParts: parts })).contractorPartsTotal).toBe(91);
  });

  it('balance due is parts plus tax, less discount and the collected service-call fee', () => {
    // parts 91 + 100 + 127.5 = 318.5; tax 6.5 + 8 = 14.5
    const t = totals(ticket({ dispatchParts: parts, discountAmount: 20, serviceCallFeeCollectedAmount: 75 }));
    expect(t.partsTotal).toBe(318.5);
    expect(t.partsTax).toBe(14.5);
    expect(t.balanceDue).toBe(238);
  });

  it('ticket total adds ticket tax, shipping and purchase-order cost, less discount', () => {
    const t = totals(
      ticket({ dispatchParts: parts, tax: 10, shipping: 15.25, purchaseOrderCost: 40, discountAmount: 20 }),
    );
    expect(t.ticketTotal).toBe(378.25);
  });

  it('never goes below zero', () => {
    const t = totals(ticket({ dispatchParts: parts, discountAmount: 5000, serviceCallFeeCollectedAmount: 75 }));
    expect(t.balanceDue).toBe(0);
    expect(t.ticketTotal).toBe(0);
  });

  it('sums in cents', () => {
    const t = totals(
      ticket({ dispatchParts: [part({ pricePerUnit: 0.1, units: 1 }), part({ pricePerUnit: 0.2, units: 1 })] }),
    );
    expect(t.partsTotal).toBe(0.3);
  });
});

describe('pre-authorisation', () => {
  it('the limit is the larger of the amount and its override', () => {
    expect(preAuthorizedLimit({ preAuthorizeAmount: 300, preAuthorizeAmountOverride: null })).toBe(300);
    expect(preAuthorizedLimit({ preAuthorizeAmount: 300, preAuthorizeAmountOverride: 450 })).toBe(450);
    expect(preAuthorizedLimit({ preAuthorizeAmount: 300, preAuthorizeAmountOverride: 100 })).toBe(300);
  });

  it('an update that raises the total over the limit is refused; the new discount is the excess plus the current one', () => {
    const before = ticket({ discountAmount: 30, preAuthorizeAmount: 400 });
    const t = { ...before, dispatchParts: [part({ pricePerUnit: 250, units: 2 })] };
    // total 500 - 30 = 470, limit 400: excess 70, new discount 100
    expect(exceedsPreAuthorization(t)).toBe(true);
    expect(violatesPreAuthorization(before, t)).toBe(true);
    expect(suggestedDiscount(t)).toBe(100);
    expect(violatesPreAuthorization(before, { ...t, discountAmount: 100 })).toBe(false);
  });

  it('the override lifts the limit', () => {
    const before = ticket({ preAuthorizeAmount: 400 });
    const t = { ...before, dispatchParts: [part({ pricePerUnit: 500, units: 1 })] };
    expect(violatesPreAuthorization(before, t)).toBe(true);
    expect(violatesPreAuthorization(before, { ...t, preAuthorizeAmountOverride: 500 })).toBe(false);
  });

  it('counts every cost, not only parts: tax, shipping, purchase-order cost and a smaller discount', () => {
    const before = ticket({ preAuthorizeAmount: 500, discountAmount: 100, shipping: 550 });
    expect(violatesPreAuthorization(before, { ...before, tax: 1_000_000 })).toBe(true);
    expect(violatesPreAuthorization(before, { ...before, shipping: 1_000_000 })).toBe(true);
    expect(violatesPreAuthorization(before, { ...before, purchaseOrderCost: 1_000_000 })).toBe(true);
    expect(violatesPreAuthorization(before, { ...before, discountAmount: 0 })).toBe(true);
  });

  it('never refuses an update that does not raise the total, even on a ticket already over its limit', () => {
    const over = ticket({ dispatchParts: [part({ pricePerUnit: 900, units: 1 })], preAuthorizeAmount: 500 });
    expect(exceedsPreAuthorization(over)).toBe(true);
    expect(violatesPreAuthorization(over, { ...over, dispatchParts: [] })).toBe(false);
    expect(violatesPreAuthorization(over, { ...over, serviceCallFeeCollectedAmount: 75 })).toBe(false);
    expect(violatesPreAuthorization(over, over)).toBe(false);
    expect(violatesPreAuthorization(over, { ...over, discountAmount: 50 })).toBe(false);
  });

  it('the suggested discount is never below zero', () => {
    expect(suggestedDiscount(ticket({ preAuthorizeAmount: 100 }))).toBe(0);
  });
});
