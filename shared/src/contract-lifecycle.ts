/**
 * The status a contract should have at a moment, from its dates and the money behind it. The clock's jobs
 * apply it every day; the rule lives here so the web app can say the same thing.
 * - pending -> active once its effective date has come (a real-estate contract has one once its closing is
 *   recorded) and its invoices are paid; a renewal also waits until the contract it renews has ended;
 * - active -> expired once its expire date has passed;
 * - unpaid monthly premiums (dunningChange): active -> suspended once a premium's last charge attempt, 14 days
 *   after its due date, has failed; active or suspended -> cancelled once a premium is 30 days past due;
 *   suspended -> active (or expired, past its term) once no premium holds it any more;
 * - every other status (expired, cancelled, ...) is left as it is.
 */
import { MONTHLY_CHARGE_ATTEMPT_DAYS, MONTHLY_GRACE_DAYS } from './contract-rules.ts';

export type LifecycleStatus = 'pending' | 'active' | 'expired' | 'suspended' | 'cancelled';

export interface LifecycleContract {
  status: string;
  effectiveDate: Date | null;
  expireDate: Date | null;
}

/** A monthly premium as the rules of unpaid premiums see it. */
export interface PremiumStanding {
  status: string;
  amountCents: number;
  dueDate: Date;
  /** The month it pays ('YYYY-MM') on a premium the billing job wrote; null on every other invoice. */
  billingPeriod: string | null;
  /** The billing job's last charge attempt was made and did not pay it (declined, or no card on file). */
  lastAttemptFailed: boolean;
}

export interface LifecycleFacts {
  /** No invoice holds the coverage back (see coveragePaymentProblem in ./contract-rules.ts). */
  invoicesPaid: boolean;
  /** The contract this one renews, when it is a renewal. */
  renews?: { status: string; expireDate: Date | null } | null;
  /** The contract's invoices, for the rules of unpaid monthly premiums (dunningChange); left out, they are not applied. */
  premiums?: readonly PremiumStanding[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_ATTEMPT_DAYS = MONTHLY_CHARGE_ATTEMPT_DAYS[MONTHLY_CHARGE_ATTEMPT_DAYS.length - 1] ?? 0;

const reached = (date: Date | null, now: Date) => date !== null && date.getTime() <= now.getTime();

/** The moment an unpaid premium whose charges all failed suspends its contract: the day of the last attempt. */
export function suspensionDate(dueDate: Date): Date {
  return new Date(dueDate.getTime() + LAST_ATTEMPT_DAYS * DAY_MS);
}

/** The moment an unpaid premium cancels its contract: MONTHLY_GRACE_DAYS after its due date. */
export function cancellationDate(dueDate: Date): Date {
  return new Date(dueDate.getTime() + MONTHLY_GRACE_DAYS * DAY_MS);
}

export type DunningChange<P extends PremiumStanding = PremiumStanding> =
  /** The premium's last charge attempt failed: claims are refused until it is paid. */
  | { status: 'suspended'; premium: P }
  /** The premium is MONTHLY_GRACE_DAYS past due. */
  | { status: 'cancelled'; premium: P }
  /** A suspension no premium holds any more is lifted (to expired when the term ended meanwhile). */
  | { status: 'active' | 'expired'; premium: null };

/** The unpaid premiums the billing job wrote, oldest first. */
export function unpaidPremiums<P extends PremiumStanding>(premiums: readonly P[]): P[] {
  return premiums
    .filter((premium) => premium.status === 'unpaid' && premium.amountCents > 0 && premium.billingPeriod !== null)
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
}

/**
 * What the unpaid monthly premiums of an active or suspended contract change at `now`, or null for nothing.
 * Only premiums the billing job wrote count (the order's own invoice is paid before the contract starts). An
 * active contract past its expire date is left to expire.
 */
export function dunningChange<P extends PremiumStanding>(
  contract: LifecycleContract,
  premiums: readonly P[],
  now: Date,
): DunningChange<P> | null {
  if (contract.status === 'active' && reached(contract.expireDate, now)) return null;
  if (contract.status !== 'active' && contract.status !== 'suspended') return null;
  const unpaid = unpaidPremiums(premiums);
  const cancelling = unpaid.find((premium) => reached(cancellationDate(premium.dueDate), now));
  if (cancelling) return { status: 'cancelled', premium: cancelling };
  const suspending = unpaid.find(
    (premium) => premium.lastAttemptFailed && reached(suspensionDate(premium.dueDate), now),
  );
  if (suspending) return contract.status === 'active' ? { status: 'suspended', premium: suspending } : null;
  if (contract.status === 'suspended') {
    return { status: reached(contract.expireDate, now) ? 'expired' : 'active', premium: null };
  }
  return null;
}

/** True while a renewed contract still covers the property: the renewal waits for it. */
function stillCovering(renews: LifecycleFacts['renews'], now: Date): boolean {
  return renews?.status === 'active' && !reached(renews.expireDate, now);
}

/** The status the contract should have at `now` (its own status when nothing is due). */
export function nextContractStatus(contract: LifecycleContract, facts: LifecycleFacts, now: Date): string {
  if (contract.status === 'active' && reached(contract.expireDate, now)) return 'expired';
  const dunning = facts.premiums ? dunningChange(contract, facts.premiums, now) : null;
  if (dunning) return dunning.status;
  if (contract.status !== 'pending') return contract.status;
  if (!reached(contract.effectiveDate, now) || !facts.invoicesPaid || stillCovering(facts.renews, now)) {
    return 'pending';
  }
  // A term that passed entirely while the contract waited ends at once.
  return reached(contract.expireDate, now) ? 'expired' : 'active';
}
