/**
 * Contract classification: only a contract whose status description is "Active" is
 * active; a Pending one whose effective and expire dates are both in the future is upcoming; a Pending one
 * with no effective date, a real-estate plan and an estimated closing date from today to 14 days away is
 * closing soon. Everything else is "other" and shows its own status.
 */
import { REAL_ESTATE_PLAN_TYPE_ID } from './plan-types.ts';

/** The close-to-closing window, in days. */
export const CLOSING_SOON_DAYS = 14;

export type ContractClass = 'active' | 'upcoming' | 'closingSoon' | 'other';

export interface ClassifiedFields {
  contractStatus: { description: string };
  effectiveDate: string | null;
  expireDate: string | null;
  planTypeId: string;
  estimatedClosingDate: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an ISO value as written (dates on the wire are UTC), as a UTC midnight time. */
function wireDay(iso: string): number | undefined {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Today on the user's own calendar, as a UTC midnight time (so it compares with wireDay). */
const localDay = (now: Date) => Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());

const inFuture = (iso: string | null, now: Date) => {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now.getTime();
};

/** Days from today (the user's calendar) to the estimated closing day; undefined without a date. */
export function daysToClosing(estimatedClosingDate: string | null, now: Date = new Date()): number | undefined {
  if (!estimatedClosingDate) return undefined;
  const closing = wireDay(estimatedClosingDate);
  return closing === undefined ? undefined : Math.round((closing - localDay(now)) / DAY_MS);
}

export function classifyContract(contract: ClassifiedFields, now: Date = new Date()): ContractClass {
  const status = contract.contractStatus.description;
  if (status === 'Active') return 'active';
  if (status !== 'Pending') return 'other';
  if (inFuture(contract.effectiveDate, now) && inFuture(contract.expireDate, now)) return 'upcoming';
  if (!contract.effectiveDate && contract.planTypeId === REAL_ESTATE_PLAN_TYPE_ID) {
    const days = daysToClosing(contract.estimatedClosingDate, now);
    if (days !== undefined && days >= 0 && days <= CLOSING_SOON_DAYS) return 'closingSoon';
  }
  return 'other';
}

const CLASS_LABELS: Record<Exclude<ContractClass, 'other'>, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  closingSoon: 'Closing soon',
};

/** What a badge says: the class, or the contract's own status for the rest (Pending, Expired, Cancelled...). */
export function classLabel(contract: ClassifiedFields, now: Date = new Date()): string {
  const kind = classifyContract(contract, now);
  return kind === 'other' ? contract.contractStatus.description : CLASS_LABELS[kind];
}

/** A pending or active contract: one a card can be set for. */
export const isOpenContract = (contract: ClassifiedFields): boolean =>
  contract.contractStatus.description === 'Active' || contract.contractStatus.description === 'Pending';

/** Only open contracts can be cancelled from the account. */
export const canCancelContract = (contract: ClassifiedFields): boolean => isOpenContract(contract);
