import { describe, expect, it } from 'vitest';
import { nextContractStatus } from './contract-lifecycle.ts';

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
