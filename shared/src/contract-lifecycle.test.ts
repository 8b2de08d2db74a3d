import { describe, expect, it } from 'vitest';
import {
  cancellationDate,
  dunningChange,
  nextContractStatus,
  type PremiumStanding,
  suspensionDate,
} from './contract-lifecycle.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-06-01T09:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * DAY);
const paid = { invoicesPaid: true };

describe('contract lifecycle', () => {
  it('starts a pending contract on its effective date once it is paid', () => {
    const contract = { status: 'pending', effectiveDate: days(0), expireDate: days(365) };
    expect(nextContractStatus(contract, paid, now)).toBe('active');
    expect(nextContractStatus(contract, { invoicesPaid: false }, now)).toBe('pending');
    expect(nextContractStatus({ ...contract, effectiveDate: days(1) }, paid, now)).toBe('pending');
  });

  it('keeps a real-estate contract pending until its closing gives it an effective date', () => {
    expect(nextContractStatus({ status: 'pending', effectiveDate: null, expireDate: null }, paid, now)).toBe('pending');
  });

  it('ends an active contract once its expire date has passed', () => {
    const contract = { status: 'active', effectiveDate: days(-365), expireDate: days(0) };
    expect(nextContractStatus(contract, paid, now)).toBe('expired');
    expect(nextContractStatus({ ...contract, expireDate: days(1) }, paid, now)).toBe('active');
    expect(nextContractStatus({ ...contract, expireDate: null }, paid, now)).toBe('active');
  });

  it('holds a renewal until the contract it renews has ended', () => {
    const renewal = { status: 'pending', effectiveDate: days(0), expireDate: days(365) };
    expect(nextContractStatus(renewal, { ...paid, renews: { status: 'active', expireDate: days(1) } }, now)).toBe(
      'pending',
    );
    expect(nextContractStatus(renewal, { ...paid, renews: { status: 'active', expireDate: days(0) } }, now)).toBe(
      'active',
    );
    expect(nextContractStatus(renewal, { ...paid, renews: { status: 'expired', expireDate: days(-1) } }, now)).toBe(
      'active',
    );
  });

  it('ends at once a pending contract whose whole term passed while it waited', () => {
    const contract = { status: 'pending', effectiveDate: days(-400), expireDate: days(-35) };
    expect(nextContractStatus(contract, paid, now)).toBe('expired');
  });

  it('leaves other statuses alone', () => {
    for (const status of ['expired', 'cancelled']) {
      expect(nextContractStatus({ status, effectiveDate: days(-9), expireDate: days(-1) }, paid, now)).toBe(status);
    }
  });
});

describe('unpaid monthly premiums', () => {
  const active = { status: 'active', effectiveDate: days(-100), expireDate: days(265) };
  const suspended = { ...active, status: 'suspended' };
  /** A premium due `dueIn` days from now (negative: in the past). */
  const premium = (dueIn: number, more: Partial<PremiumStanding> = {}): PremiumStanding => ({
    status: 'unpaid',
    amountCents: 4999,
    dueDate: days(dueIn),
    billingPeriod: '2027-05',
    lastAttemptFailed: false,
    ...more,
  });

  it('suspends on the day of the last charge attempt once it has failed, not before', () => {
    expect(suspensionDate(days(-14)).getTime()).toBe(days(0).getTime());
    const failed = premium(-14, { lastAttemptFailed: true });
    expect(dunningChange(active, [failed], now)).toEqual({ status: 'suspended', premium: failed });
    expect(dunningChange(active, [premium(-14)], now)).toBeNull();
    expect(dunningChange(active, [premium(-13, { lastAttemptFailed: true })], now)).toBeNull();
    expect(dunningChange(active, [{ ...failed, status: 'paid' }], now)).toBeNull();
    // Only the premiums the billing job writes count.
    expect(dunningChange(active, [{ ...failed, billingPeriod: null }], now)).toBeNull();
    expect(nextContractStatus(active, { ...paid, premiums: [failed] }, now)).toBe('suspended');
    expect(nextContractStatus(active, paid, now)).toBe('active');
  });

  it('cancels an active or suspended contract 30 days past due', () => {
    expect(cancellationDate(days(-30)).getTime()).toBe(days(0).getTime());
    const overdue = premium(-30);
    expect(dunningChange(active, [overdue], now)).toEqual({ status: 'cancelled', premium: overdue });
    expect(dunningChange(suspended, [premium(-30, { lastAttemptFailed: true })], now)?.status).toBe('cancelled');
    expect(dunningChange(suspended, [premium(-29, { lastAttemptFailed: true })], now)).toBeNull();
    expect(dunningChange({ ...active, status: 'expired' }, [overdue], now)).toBeNull();
    // An active contract past its term expires instead.
    expect(dunningChange({ ...active, expireDate: days(0) }, [overdue], now)).toBeNull();
    expect(nextContractStatus({ ...active, expireDate: days(0) }, { ...paid, premiums: [overdue] }, now)).toBe(
      'expired',
    );
  });

  it('lifts a suspension once no premium holds it', () => {
    expect(dunningChange(suspended, [premium(-20, { status: 'paid', lastAttemptFailed: true })], now)).toEqual({
      status: 'active',
      premium: null,
    });
    // A premium not yet over its last attempt does not hold it.
    expect(dunningChange(suspended, [premium(-5, { lastAttemptFailed: false })], now)?.status).toBe('active');
    expect(dunningChange(suspended, [premium(-15, { lastAttemptFailed: true })], now)).toBeNull();
    expect(dunningChange({ ...suspended, expireDate: days(-1) }, [], now)?.status).toBe('expired');
  });
});
