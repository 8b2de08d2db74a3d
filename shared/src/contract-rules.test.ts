import { describe, expect, it } from 'vitest';
import {
  contractChangeMessages,
  contractChangeRefusal,
  coveragePaymentProblem,
  escrowAllowed,
  sameProperty,
  upgradeOwes,
} from './contract-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const unpaid = (dueDaysAgo: number, amountCents = 6499) => ({
  status: 'unpaid',
  amountCents,
  dueDate: daysAgo(dueDaysAgo),
});
const paid = { status: 'paid', amountCents: 6499, dueDate: daysAgo(60) };

describe('coverage paid for', () => {
  it('needs every invoice of a contract paid in full or at closing', () => {
    expect(coveragePaymentProblem({ paymentType: 'escrow' }, [unpaid(-9, 55600)], now)).toBe('unpaid');
    expect(coveragePaymentProblem({ paymentType: 'full' }, [paid], now)).toBeNull();
    expect(coveragePaymentProblem({ paymentType: 'full' }, [unpaid(0, 0)], now)).toBeNull();
  });

  it('gives a monthly premium 30 days of grace after its due date', () => {
    expect(coveragePaymentProblem({ paymentType: 'monthly' }, [paid, unpaid(10)], now)).toBeNull();
    expect(coveragePaymentProblem({ paymentType: 'monthly' }, [paid, unpaid(29)], now)).toBeNull();
    expect(coveragePaymentProblem({ paymentType: 'monthly' }, [paid, unpaid(30)], now)).toBe('pastDue');
  });
});

describe('orders that start from a contract', () => {
  const active = { status: 'active', orderStatus: 'completed', isListingCoverage: false, expireDate: daysAgo(-100) };

  it('upgrades only an active contract in its term', () => {
    expect(contractChangeRefusal('upgrade', active, now)).toBeNull();
    expect(contractChangeRefusal('upgrade', { ...active, status: 'cancelled' }, now)).toBe(
      contractChangeMessages.upgradeNotActive,
    );
    expect(contractChangeRefusal('upgrade', { ...active, expireDate: daysAgo(1) }, now)).toBe(
      contractChangeMessages.upgradeNotActive,
    );
  });

  it('renews once, while active or within 30 days of its end', () => {
    expect(contractChangeRefusal('renewal', active, now)).toBeNull();
    expect(contractChangeRefusal('renewal', { ...active, status: 'expired', expireDate: daysAgo(20) }, now)).toBeNull();
    expect(contractChangeRefusal('renewal', { ...active, status: 'expired', expireDate: daysAgo(31) }, now)).toBe(
      contractChangeMessages.renewalNotActive,
    );
    expect(contractChangeRefusal('renewal', { ...active, orderStatus: 'renewed' }, now)).toBe(
      contractChangeMessages.alreadyRenewed,
    );
    expect(contractChangeRefusal('renewal', { ...active, status: 'cancelled' }, now)).toBe(
      contractChangeMessages.renewalNotActive,
    );
  });

  it('converts only a pending or active listing coverage', () => {
    const listing = { ...active, status: 'pending', isListingCoverage: true, expireDate: null };
    expect(contractChangeRefusal('conversion', listing, now)).toBeNull();
    expect(contractChangeRefusal('conversion', active, now)).toBe(contractChangeMessages.notListingCoverage);
    expect(contractChangeRefusal('conversion', { ...listing, status: 'cancelled' }, now)).toBe(
      contractChangeMessages.conversionEnded,
    );
  });

  it('takes escrow only for new real-estate orders and conversions', () => {
    expect(escrowAllowed('new', true)).toBe(true);
    expect(escrowAllowed('conversion', true)).toBe(true);
    expect(escrowAllowed('renewal', true)).toBe(false);
    expect(escrowAllowed('upgrade', true)).toBe(false);
    expect(escrowAllowed('new', false)).toBe(false);
  });

  it('does not upgrade a contract that still owes its price', () => {
    expect(upgradeOwes({ paymentType: 'escrow' }, [unpaid(-9, 55600)], now)).toBe(true);
    expect(upgradeOwes({ paymentType: 'monthly' }, [paid, unpaid(1)], now)).toBe(true);
    expect(upgradeOwes({ paymentType: 'monthly' }, [paid, unpaid(-5)], now)).toBe(false);
    expect(upgradeOwes({ paymentType: 'full' }, [paid], now)).toBe(false);
  });

  it('knows one property however its address is typed', () => {
    const a = { streetAddress: '2100 Barton Springs Rd.', city: 'Austin', stateCode: 'TX', zipCode: '78704' };
    expect(
      sameProperty(a, { ...a, streetAddress: '2100  barton springs rd', city: 'AUSTIN', zipCode: '78704-1234' }),
    ).toBe(true);
    expect(sameProperty(a, { ...a, streetAddress: '2102 Barton Springs Rd' })).toBe(false);
    expect(sameProperty(a, { ...a, unit: '4B' })).toBe(false);
  });
});
