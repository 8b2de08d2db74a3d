import { describe, expect, it } from 'vitest';
import {
  type DispatchAmounts,
  exceedsPreAuthorization,
  partsApply,
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

describe('parts apply', () => {
  it('when a unit price or tax is above 0 with units above 0', () => {
    expect(partsApply([part({ pricePerUnit: 10, units: 1 })])).toBe(true);
    expect(partsApply([part({ taxPerUnit: 1, units: 2 })])).toBe(true);
    expect(partsApply([part({ pricePerUnit: 10, units: 0 })])).toBe(false);
  });
  it('when an hourly cost is above 0 with hours above 0', () => {
    expect(partsApply([part({ costPerHour: 80, hoursWorked: 1.5 })])).toBe(true);
    expect(partsApply([part({ costPerHour: 80, hoursWorked: 0 })])).toBe(false);
  });
  it('not for an empty list or lines of zeros', () => {
    expect(partsApply([])).toBe(false);
    expect(partsApply([part({})])).toBe(false);
  });
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

  it('an over-limit ticket with parts is refused; the new discount is the excess plus the current discount', () => {
    const t = ticket({
      dispatchParts: [part({ pricePerUnit: 250, units: 2 })],
      discountAmount: 30,
      preAuthorizeAmount: 400,
    });
    // total 500 - 30 = 470, limit 400: excess 70, new discount 100
    expect(exceedsPreAuthorization(t)).toBe(true);
    expect(violatesPreAuthorization(t)).toBe(true);
    expect(suggestedDiscount(t)).toBe(100);
    expect(violatesPreAuthorization({ ...t, discountAmount: 100 })).toBe(false);
  });

  it('the override lifts the limit', () => {
    const t = ticket({ dispatchParts: [part({ pricePerUnit: 500, units: 1 })], preAuthorizeAmount: 400 });
    expect(violatesPreAuthorization(t)).toBe(true);
    expect(violatesPreAuthorization({ ...t, preAuthorizeAmountOverride: 500 })).toBe(false);
  });

  it('without applicable parts the limit is not checked', () => {
    const t = ticket({ shipping: 900, preAuthorizeAmount: 100 });
    expect(exceedsPreAuthorization(t)).toBe(true);
    expect(violatesPreAuthorization(t)).toBe(false);
  });

  it('the suggested discount is never below zero', () => {
    expect(suggestedDiscount(ticket({ preAuthorizeAmount: 100 }))).toBe(0);
  });
});
