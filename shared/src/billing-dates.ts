/**
 * The dates of monthly billing, read by the billing job, the ledger's coverage rule and the account screens:
 * a contract's billing day is the day of month of its effective date, clamped to short months (effective on
 * the 31st: billed on 28 or 29 February); a premium is charged on its due date and retried on the days of
 * MONTHLY_CHARGE_ATTEMPT_DAYS after it, unless the decline is one no retry can change.
 */
import { MONTHLY_CHARGE_ATTEMPT_DAYS } from './contract-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

interface BilledContract {
  effectiveDate: Date | null;
  expireDate: Date | null;
}

/** The start of the billing period of a month (0-based) for a contract effective at `effective`. */
export function periodStart(effective: Date, year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(effective);
  start.setUTCFullYear(year, month, Math.min(effective.getUTCDate(), last));
  return start;
}

const periodLabel = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

/**
 * The periods the job invoices for a contract as of `now`: those after the one its first invoice paid (the
 * period holding the later of the effective date and the moment the contract was written), started by `now`,
 * before the contract expires.
 */
export function billablePeriods(
  contract: BilledContract & { createdAt: Date },
  now: Date,
): { period: string; start: Date }[] {
  const effective = contract.effectiveDate;
  if (!effective) return [];
  const firstPaid = Math.max(effective.getTime(), contract.createdAt.getTime());
  const periods: { period: string; start: Date }[] = [];
  let year = effective.getUTCFullYear();
  let month = effective.getUTCMonth();
  for (;;) {
    const start = periodStart(effective, year, month);
    if (start.getTime() > now.getTime()) break;
    if (contract.expireDate && start.getTime() >= contract.expireDate.getTime()) break;
    // The period holding firstPaid, and any before it, were paid by the order.
    if (start.getTime() > firstPaid) periods.push({ period: periodLabel(year, month), start });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return periods;
}

/** The start of the first billing period after `now`, or null when the contract expires before it. */
export function nextBillingDate(contract: BilledContract, now: Date): Date | null {
  const effective = contract.effectiveDate;
  if (!effective) return null;
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  let start = periodStart(effective, year, month);
  while (start.getTime() <= now.getTime() || start.getTime() <= effective.getTime()) {
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
    start = periodStart(effective, year, month);
  }
  if (contract.expireDate && start.getTime() >= contract.expireDate.getTime()) return null;
  return start;
}

/** The latest attempt due by `now` for an invoice due at `dueDate` (1-based), with the date of the next one. */
export function attemptDue(dueDate: Date, now: Date): { attempt: number; next: Date | null } | null {
  let attempt = 0;
  for (let i = 0; i < MONTHLY_CHARGE_ATTEMPT_DAYS.length; i++) {
    if (dueDate.getTime() + (MONTHLY_CHARGE_ATTEMPT_DAYS[i] ?? 0) * DAY_MS <= now.getTime()) attempt = i + 1;
  }
  if (attempt === 0) return null;
  const nextDays = MONTHLY_CHARGE_ATTEMPT_DAYS[attempt];
  return { attempt, next: nextDays === undefined ? null : new Date(dueDate.getTime() + nextDays * DAY_MS) };
}

/**
 * The end of the billing period holding `at` for a contract effective at `effective`: the next billing day
 * strictly after `at` (a premium due on a billing day pays up to the following one).
 */
export function periodEndAfter(effective: Date, at: Date): Date {
  let year = at.getUTCFullYear();
  let month = at.getUTCMonth() - 1;
  for (;;) {
    const start = periodStart(effective, year, month);
    if (start.getTime() > at.getTime()) return start;
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
}

/**
 * Declines no retry can change (the card has expired, was reported lost or stolen, or its number is not a
 * card's): the owner is asked for a new card instead of the card being tried again.
 */
export const HARD_DECLINE_REASONS = ['expired', 'paymentProfileNotFound', 'invalidCard', 'lostOrStolen'] as const;

export function isHardDecline(reason: string): boolean {
  return (HARD_DECLINE_REASONS as readonly string[]).includes(reason);
}
