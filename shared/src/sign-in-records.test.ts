import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPIRED_SIGN_IN_RECORD_KEPT_MS, isSignInRecordRemoved, signInRecordsRemovedUpTo } from './sign-in-records.ts';

const moment = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('expired sign-in records', () => {
  it('are removed exactly from a day after they expired, to the millisecond', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: -3, max: 3 }), (expiresAt, offsetMs) => {
        const now = new Date(expiresAt.getTime() + EXPIRED_SIGN_IN_RECORD_KEPT_MS + offsetMs);
        expect(isSignInRecordRemoved(expiresAt, now)).toBe(offsetMs >= 0);
      }),
    );
  });

  it('are never removed while they can still be used, nor on the day they expired', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: 0, max: EXPIRED_SIGN_IN_RECORD_KEPT_MS - 1 }), (now, sinceExpiry) => {
        expect(isSignInRecordRemoved(new Date(now.getTime() - sinceExpiry), now)).toBe(false);
        expect(isSignInRecordRemoved(new Date(now.getTime() + sinceExpiry), now)).toBe(false);
      }),
    );
  });

  it('are cut off at one moment the database can compare with', () => {
    expect(signInRecordsRemovedUpTo(new Date('2027-03-10T03:45:00Z')).toISOString()).toBe('2027-03-09T03:45:00.000Z');
  });
});
