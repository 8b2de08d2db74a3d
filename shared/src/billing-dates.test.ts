import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptDue,
  billablePeriods,
  isHardDecline,
  nextBillingDate,
  periodEndAfter,
  periodStart,
} from './billing-dates.ts';
import { MONTHLY_CHARGE_ATTEMPT_DAYS } from './contract-rules.ts';

const at = (iso: string) => new Date(iso);

describe('billing days', () => {
  it('bills on the effective day of month, clamped to short months', () => {
    const effective = at('2027-01-31T00:00:00Z');
    expect(periodStart(effective, 2027, 1)).toEqual(at('2027-02-28T00:00:00Z'));
    expect(periodStart(effective, 2028, 1)).toEqual(at('2028-02-29T00:00:00Z'));
    expect(periodStart(effective, 2027, 3)).toEqual(at('2027-04-30T00:00:00Z'));
  });

  it('ends a period on the next billing day strictly after the moment', () => {
    const effective = at('2027-01-15T00:00:00Z');
    expect(periodEndAfter(effective, at('2027-01-15T00:00:00Z'))).toEqual(at('2027-02-15T00:00:00Z'));
    expect(periodEndAfter(effective, at('2027-02-14T23:59:59Z'))).toEqual(at('2027-02-15T00:00:00Z'));
    expect(periodEndAfter(effective, at('2027-12-20T00:00:00Z'))).toEqual(at('2028-01-15T00:00:00Z'));
    const lastDay = at('2027-01-31T00:00:00Z');
    expect(periodEndAfter(lastDay, at('2027-02-01T00:00:00Z'))).toEqual(at('2027-02-28T00:00:00Z'));
    expect(periodEndAfter(lastDay, at('2027-02-28T00:00:00Z'))).toEqual(at('2027-03-31T00:00:00Z'));
  });

  it('invoices each period after the one the order paid, before the end of the term', () => {
    const contract = {
      effectiveDate: at('2027-01-10T00:00:00Z'),
      expireDate: at('2028-01-10T00:00:00Z'),
      createdAt: at('2027-01-10T08:00:00Z'),
    };
    expect(billablePeriods(contract, at('2027-02-09T23:59:59Z'))).toEqual([]);
    expect(billablePeriods(contract, at('2027-02-10T00:00:00Z')).map((p) => p.period)).toEqual(['2027-02']);
    expect(billablePeriods(contract, at('2029-01-01T00:00:00Z'))).toHaveLength(11);
    expect(nextBillingDate(contract, at('2027-12-10T00:00:00Z'))).toBeNull();
  });

  it('makes the latest attempt due on the day, then 3, 7 and 14 days after', () => {
    const due = at('2027-03-01T00:00:00Z');
    expect(attemptDue(due, at('2027-02-28T23:59:59Z'))).toBeNull();
    expect(attemptDue(due, due)).toEqual({ attempt: 1, next: at('2027-03-04T00:00:00Z') });
    expect(attemptDue(due, at('2027-03-08T00:00:00Z'))).toEqual({ attempt: 3, next: at('2027-03-15T00:00:00Z') });
    expect(attemptDue(due, at('2027-03-15T00:00:00Z'))).toEqual({ attempt: 4, next: null });
  });

  it('makes each attempt due at the very start of its day, not a millisecond sooner, for any due date', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const days = MONTHLY_CHARGE_ATTEMPT_DAYS;
    expect(days).toEqual([0, 3, 7, 14]);
    fc.assert(
      fc.property(
        fc.date({ min: at('2026-01-01T00:00:00Z'), max: at('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: days.length - 1 }),
        fc.nat(),
        (due, index, offset) => {
          const starts = due.getTime() + (days[index] ?? 0) * DAY;
          const nextDays = days[index + 1];
          const nextStarts = nextDays === undefined ? null : due.getTime() + nextDays * DAY;
          const expected = { attempt: index + 1, next: nextStarts === null ? null : new Date(nextStarts) };
          // From the start of its day until the next attempt's day, this attempt is the latest due.
          expect(attemptDue(due, new Date(starts))).toEqual(expected);
          const span = nextStarts === null ? 30 * DAY : nextStarts - starts;
          expect(attemptDue(due, new Date(starts + (offset % span)))).toEqual(expected);
          // A millisecond earlier it is the attempt before (none before the first), whose next is this one.
          const before = attemptDue(due, new Date(starts - 1));
          expect(before?.attempt ?? 0).toBe(index);
          if (before) expect(before.next).toEqual(new Date(starts));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('does not retry a card that expired or that the processor does not know', () => {
    expect(isHardDecline('expired')).toBe(true);
    expect(isHardDecline('paymentProfileNotFound')).toBe(true);
    expect(isHardDecline('declined')).toBe(false);
  });
});
