import {
  formatCardNumber,
  formatExpirationDate,
  formatSecurityCode,
  isExpired,
  messages,
  type OffersResponse,
  parseExpirationDate,
} from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { money } from '#web/lib/format.ts';
import { quickOrderFromOffers, quickOrderProblems } from './quick-order-form.tsx';

describe('order form input', () => {
  it('writes a card number in groups of four, keeping digits and asterisks only', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11x')).toBe('4111 1111 11');
    expect(formatCardNumber('************1111')).toBe('**** **** **** 1111');
  });

  it('writes the expiry as MM/YY and the security code as at most four digits', () => {
    expect(formatExpirationDate('1230')).toBe('12/30');
    expect(formatExpirationDate('1')).toBe('1');
    expect(formatSecurityCode('12a345')).toBe('1234');
    expect(isExpired('12/30', new Date('2026-11-23'))).toBe(false);
    expect(isExpired('10/26', new Date('2026-11-23'))).toBe(true);
    expect(parseExpirationDate('13/30')).toBeUndefined();
  });

  it('shows monthly prices with 2 decimals and yearly ones with 0', () => {
    expect(money(39.99, 2)).toBe('$39.99');
    expect(money(480, 0)).toBe('$480');
    expect(money(-50, 2)).toBe('-$50.00');
  });

  it('requires the quick order budget: "Budget Amount is required." when empty', () => {
    const values = {
      budgetAmount: '',
      isListingCoverage: false,
      stateCode: 'TX',
      dwellingTypeId: 'd-1',
      squareFootage: 1000,
    };
    expect(quickOrderProblems(values)).toEqual([
      { field: 'budgetAmount', fieldId: 'quick-order-budget', message: messages.quickOrder.budgetRequired },
    ]);
    expect(quickOrderProblems({ ...values, budgetAmount: '1,250' })).toEqual([]);
  });

  it('asks no budget of a listing coverage quick order, which has one price', () => {
    const values = {
      budgetAmount: '',
      isListingCoverage: true,
      stateCode: 'TX',
      dwellingTypeId: 'd-1',
      squareFootage: 1000,
    };
    expect(quickOrderProblems(values)).toEqual([]);
  });

  it('picks a listing coverage offline from the saved offers as the server does: the dearest, no budget, no credit', () => {
    const offer = (planId: string, cost: number) => ({
      planId,
      contractOfferId: `${planId}-offer`,
      cost,
      includedAddonIds: [],
    });
    const offers = {
      offers: [offer('choice', 425), offer('essentials', 400)],
      over5000SqFtFee: 50,
    } as unknown as OffersResponse;
    expect(quickOrderFromOffers(offers, { budgetAmount: '', squareFootage: 1000, isListingCoverage: true })).toEqual({
      planId: 'choice',
      contractOfferId: 'choice-offer',
      buyersCredit: 0,
      includedAddonIds: [],
    });
    // A buyer's quick order spends the budget: the plan it buys, and what is left as the buyer's credit.
    expect(
      quickOrderFromOffers(offers, { budgetAmount: '410', squareFootage: 1000, isListingCoverage: false }),
    ).toMatchObject({ planId: 'essentials', buyersCredit: 10 });
  });
});
