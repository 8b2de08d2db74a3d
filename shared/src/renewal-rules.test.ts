import { describe, expect, it } from 'vitest';
import { HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID } from './plan-types.ts';
import {
  autoRenewalDue,
  closingDate,
  escrowCancellationDate,
  escrowFollowUpDue,
  renewalOffered,
  renewalPath,
  renewalReminderDue,
} from './renewal-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-06-01T09:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * DAY);
const contract = (expiresIn: number, more: object = {}) => ({
  status: 'active',
  orderStatus: 'completed',
  isListingCoverage: false,
  isAutoRenew: false,
  expireDate: days(expiresIn),
  ...more,
});

describe('renewal rules', () => {
  it('writes an automatic renewal from 30 days before the end, once, never for a listing coverage', () => {
    expect(autoRenewalDue(contract(31, { isAutoRenew: true }), now)).toBe(false);
    expect(autoRenewalDue(contract(30, { isAutoRenew: true }), now)).toBe(true);
    expect(autoRenewalDue(contract(2, { isAutoRenew: true }), now)).toBe(true);
    expect(autoRenewalDue(contract(10), now)).toBe(false);
    expect(autoRenewalDue(contract(10, { isAutoRenew: true, orderStatus: 'renewed' }), now)).toBe(false);
    expect(autoRenewalDue(contract(10, { isAutoRenew: true, isListingCoverage: true }), now)).toBe(false);
    // A run missed across the end still renews within the renewal grace.
    expect(autoRenewalDue(contract(-5, { isAutoRenew: true, status: 'expired' }), now)).toBe(true);
    expect(autoRenewalDue(contract(-31, { isAutoRenew: true, status: 'expired' }), now)).toBe(false);
  });

  it('reminds at 60 and 30 days before the end, only the 30-day one from then on', () => {
    expect(renewalReminderDue(contract(61), now)).toBeNull();
    expect(renewalReminderDue(contract(60), now)).toBe('renewal60d');
    expect(renewalReminderDue(contract(31), now)).toBe('renewal60d');
    expect(renewalReminderDue(contract(30), now)).toBe('renewal30d');
    expect(renewalReminderDue(contract(25), now)).toBe('renewal30d');
    expect(renewalReminderDue(contract(0), now)).toBeNull();
    expect(renewalReminderDue(contract(25, { isAutoRenew: true }), now)).toBeNull();
    expect(renewalReminderDue(contract(25, { orderStatus: 'renewed' }), now)).toBeNull();
    expect(renewalReminderDue(contract(25, { status: 'pending' }), now)).toBeNull();
  });

  it('offers the renewal in the 60-day window and the 30-day grace after the end', () => {
    expect(renewalOffered(contract(61), now)).toBe(false);
    expect(renewalOffered(contract(60), now)).toBe(true);
    expect(renewalOffered(contract(-29, { status: 'expired' }), now)).toBe(true);
    expect(renewalOffered(contract(-31, { status: 'expired' }), now)).toBe(false);
  });

  it('links the renewal form of the contract’s plan type', () => {
    expect(renewalPath({ contractId: 'c 1', planTypeId: HOMEOWNER_PLAN_TYPE_ID })).toBe(
      '/order/renew/consumer?contractId=c%201',
    );
    expect(renewalPath({ contractId: 'c-2', planTypeId: REAL_ESTATE_PLAN_TYPE_ID })).toBe(
      '/order/renew/realEstate?contractId=c-2',
    );
  });

  it('follows up an unpaid escrow order 30 days after its closing, and cancels it after 60', () => {
    const closing = closingDate({ effectiveDate: null, estimatedClosingDate: days(-40) });
    expect(closing).toEqual(days(-40));
    expect(closingDate({ effectiveDate: days(-10), estimatedClosingDate: days(-40) })).toEqual(days(-10));
    expect(escrowFollowUpDue(days(-29), now)).toBeNull();
    expect(escrowFollowUpDue(days(-30), now)).toBe('remind');
    expect(escrowFollowUpDue(days(-59), now)).toBe('remind');
    expect(escrowFollowUpDue(days(-60), now)).toBe('cancel');
    expect(escrowFollowUpDue(null, now)).toBeNull();
    expect(escrowCancellationDate(days(-40))).toEqual(days(20));
  });
});
