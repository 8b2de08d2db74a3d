/**
 * When a contract's end calls for something, by its dates: an automatic renewal written 30 days before the end,
 * renewal reminders 60 and 30 days before it for the others, and the follow-up of an order paid at closing whose
 * payment never came (a reminder 30 days after the closing, cancellation after 60). The clock's `renewals` and
 * `escrow-follow-up` jobs apply them; the web app offers the renewal in the same window.
 */
import { contractChangeRefusal } from './contract-rules.ts';
import { REAL_ESTATE_PLAN_TYPE_ID } from './plan-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Within this many days of its end a contract offers its renewal, and the first reminder is sent. */
export const RENEWAL_WINDOW_DAYS = 60;
/** An auto-renewing contract's renewal is written this many days before its end (and reminded of then). */
export const AUTO_RENEWAL_DAYS = 30;
/** Days after its closing an unpaid escrow order reminds the agent, and after which it is cancelled. */
export const ESCROW_REMINDER_DAYS = 30;
export const ESCROW_CANCEL_DAYS = 60;

/** What a contract was reminded of, once each (the `contract_reminders` table). */
export const CONTRACT_REMINDER_KINDS = ['renewal60d', 'renewal30d', 'escrow30d'] as const;
export type ContractReminderKind = (typeof CONTRACT_REMINDER_KINDS)[number];

export interface RenewableContract {
  status: string;
  orderStatus: string;
  isListingCoverage: boolean;
  expireDate: Date | null;
}

const daysBefore = (date: Date, days: number) => date.getTime() - days * DAY_MS;

/** True when the contract may be renewed at `now` (as an order would be) and its end is within `days`. */
function renewableWithin(contract: RenewableContract, days: number, now: Date): boolean {
  if (!contract.expireDate || contract.isListingCoverage) return false;
  if (contractChangeRefusal('renewal', contract, now) !== null) return false;
  return daysBefore(contract.expireDate, days) <= now.getTime();
}

/** The web app's Renew button: renewable, and ending within RENEWAL_WINDOW_DAYS. */
export function renewalOffered(contract: RenewableContract, now: Date = new Date()): boolean {
  return renewableWithin(contract, RENEWAL_WINDOW_DAYS, now);
}

/**
 * An auto-renewing contract whose renewal is to be written at `now`: renewable (not renewed yet; active, or
 * ended less than the renewal grace ago should a run have been missed) and ending within AUTO_RENEWAL_DAYS.
 */
export function autoRenewalDue(contract: RenewableContract & { isAutoRenew: boolean }, now: Date): boolean {
  return contract.isAutoRenew && renewableWithin(contract, AUTO_RENEWAL_DAYS, now);
}

/**
 * The renewal reminder due at `now` for a contract that does not renew itself: the 30-day one from 30 days
 * before its end, the 60-day one from 60 days before until then; none once it has ended. A run that first comes
 * 25 days before the end therefore sends only the 30-day one.
 */
export function renewalReminderDue(
  contract: RenewableContract & { isAutoRenew: boolean },
  now: Date,
): 'renewal60d' | 'renewal30d' | null {
  if (contract.isAutoRenew || contract.status !== 'active' || !contract.expireDate) return null;
  if (contract.expireDate.getTime() <= now.getTime()) return null;
  if (renewableWithin(contract, AUTO_RENEWAL_DAYS, now)) return 'renewal30d';
  if (renewableWithin(contract, RENEWAL_WINDOW_DAYS, now)) return 'renewal60d';
  return null;
}

/** The web address that renews a contract, its form filled from the contract (`/order/renew/{planType}`). */
export function renewalPath(contract: { contractId: string; planTypeId: string }): string {
  const planType = contract.planTypeId === REAL_ESTATE_PLAN_TYPE_ID ? 'realEstate' : 'consumer';
  return `/order/renew/${planType}?contractId=${encodeURIComponent(contract.contractId)}`;
}

/** The closing of an order paid at closing: the one recorded (its effective date), else the estimated one. */
export function closingDate(contract: { effectiveDate: Date | null; estimatedClosingDate: Date | null }): Date | null {
  return contract.effectiveDate ?? contract.estimatedClosingDate;
}

/** What an escrow order still unpaid at `now` calls for, from its closing date. */
export function escrowFollowUpDue(closing: Date | null, now: Date): 'remind' | 'cancel' | null {
  if (!closing) return null;
  const since = now.getTime() - closing.getTime();
  if (since >= ESCROW_CANCEL_DAYS * DAY_MS) return 'cancel';
  if (since >= ESCROW_REMINDER_DAYS * DAY_MS) return 'remind';
  return null;
}

/** The day an unpaid escrow order closed on `closing` is cancelled. */
export function escrowCancellationDate(closing: Date): Date {
  return new Date(closing.getTime() + ESCROW_CANCEL_DAYS * DAY_MS);
}
