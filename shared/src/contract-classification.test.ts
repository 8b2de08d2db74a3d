import { describe, expect, it } from 'vitest';
import {
  type ClassifiedFields,
  canCancelContract,
  classifyContract,
  classLabel,
  daysToClosing,
} from './contract-classification.ts';
import { HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID } from './plan-types.ts';

// Noon on the user's own calendar, whatever the test machine's time zone.
const now = new Date(2026, 0, 10, 12, 0, 0);
/** A wire date (UTC midnight) `days` after the user's today. */
const day = (days: number) => new Date(Date.UTC(2026, 0, 10 + days)).toISOString();

const contract = (fields: Partial<ClassifiedFields> & { status?: string }): ClassifiedFields => ({
  contractStatus: { description: fields.status ?? 'Pending' },
  effectiveDate: fields.effectiveDate ?? null,
  expireDate: fields.expireDate ?? null,
  planTypeId: fields.planTypeId ?? REAL_ESTATE_PLAN_TYPE_ID,
  estimatedClosingDate: fields.estimatedClosingDate ?? null,
});

describe('classifyContract', () => {
  it('counts only the status description Active as active', () => {
    expect(classifyContract(contract({ status: 'Active', effectiveDate: day(-10), expireDate: day(300) }), now)).toBe(
      'active',
    );
    expect(classifyContract(contract({ status: 'active', effectiveDate: day(-10), expireDate: day(300) }), now)).toBe(
      'other',
    );
    expect(classifyContract(contract({ status: 'Pending Cancel' }), now)).toBe('other');
    expect(classifyContract(contract({ status: 'Expired', effectiveDate: day(-400), expireDate: day(-35) }), now)).toBe(
      'other',
    );
  });

  it('calls a pending contract with effective and expire dates in the future upcoming', () => {
    expect(classifyContract(contract({ effectiveDate: day(5), expireDate: day(370) }), now)).toBe('upcoming');
    expect(
      classifyContract(
        contract({ effectiveDate: day(5), expireDate: day(370), planTypeId: HOMEOWNER_PLAN_TYPE_ID }),
        now,
      ),
    ).toBe('upcoming');
    // Started already: not upcoming.
    expect(classifyContract(contract({ effectiveDate: day(-1), expireDate: day(360) }), now)).toBe('other');
    // Only an effective date: not upcoming.
    expect(classifyContract(contract({ effectiveDate: day(5) }), now)).toBe('other');
    // Not pending: not upcoming.
    expect(classifyContract(contract({ status: 'Suspended', effectiveDate: day(5), expireDate: day(370) }), now)).toBe(
      'other',
    );
  });

  it('calls a pending real-estate order closing today to 14 days away closing soon', () => {
    for (const days of [0, 1, 9, 14]) {
      expect(classifyContract(contract({ estimatedClosingDate: day(days) }), now), `${days} days`).toBe('closingSoon');
    }
    for (const days of [-1, 15, 45]) {
      expect(classifyContract(contract({ estimatedClosingDate: day(days) }), now), `${days} days`).toBe('other');
    }
  });

  it('needs no effective date, a real-estate plan and a closing date to be closing soon', () => {
    expect(classifyContract(contract({ estimatedClosingDate: day(3), planTypeId: HOMEOWNER_PLAN_TYPE_ID }), now)).toBe(
      'other',
    );
    expect(classifyContract(contract({ estimatedClosingDate: day(3), effectiveDate: day(-3) }), now)).toBe('other');
    expect(classifyContract(contract({}), now)).toBe('other');
    expect(classifyContract(contract({ estimatedClosingDate: 'not a date' }), now)).toBe('other');
  });

  it('reads the closing day on the user calendar, late in the evening too', () => {
    const lateEvening = new Date(2026, 0, 10, 23, 59, 0);
    expect(daysToClosing(day(14), lateEvening)).toBe(14);
    expect(classifyContract(contract({ estimatedClosingDate: day(14) }), lateEvening)).toBe('closingSoon');
    const earlyMorning = new Date(2026, 0, 10, 0, 1, 0);
    expect(daysToClosing(day(0), earlyMorning)).toBe(0);
  });
});

describe('classLabel and canCancelContract', () => {
  it('labels the classes and shows the status of the rest', () => {
    expect(classLabel(contract({ status: 'Active' }), now)).toBe('Active');
    expect(classLabel(contract({ estimatedClosingDate: day(2) }), now)).toBe('Closing soon');
    expect(classLabel(contract({ effectiveDate: day(2), expireDate: day(300) }), now)).toBe('Upcoming');
    expect(classLabel(contract({ estimatedClosingDate: day(45) }), now)).toBe('Pending');
    expect(classLabel(contract({ status: 'Cancelled' }), now)).toBe('Cancelled');
  });

  it('lets pending and active contracts be cancelled only', () => {
    expect(canCancelContract(contract({ status: 'Active' }))).toBe(true);
    expect(canCancelContract(contract({ status: 'Pending' }))).toBe(true);
    expect(canCancelContract(contract({ status: 'Cancelled' }))).toBe(false);
    expect(canCancelContract(contract({ status: 'Expired' }))).toBe(false);
    expect(canCancelContract(contract({ status: 'Pending Cancel' }))).toBe(false);
  });
});
