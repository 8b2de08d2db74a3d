/**
 * The status a contract should have at a moment, from its dates and the money behind it. The clock's
 * `contract-lifecycle` job applies it every day; the rule lives here so the web app can say the same thing.
 * - pending -> active once its effective date has come (a real-estate contract has one once its closing is
 *   recorded) and its invoices are paid; a renewal also waits until the contract it renews has ended;
 * - active -> expired once its expire date has passed;
 * - every other status (expired, cancelled, ...) is left as it is.
 */

export type LifecycleStatus = 'pending' | 'active' | 'expired';

export interface LifecycleContract {
  status: string;
  effectiveDate: Date | null;
  expireDate: Date | null;
}

export interface LifecycleFacts {
  /** No invoice holds the coverage back (see coveragePaymentProblem in ./contract-rules.ts). */
  invoicesPaid: boolean;
  /** The contract this one renews, when it is a renewal. */
  renews?: { status: string; expireDate: Date | null } | null;
}

const reached = (date: Date | null, now: Date) => date !== null && date.getTime() <= now.getTime();

/** True while a renewed contract still covers the property: the renewal waits for it. */
function stillCovering(renews: LifecycleFacts['renews'], now: Date): boolean {
  return renews?.status === 'active' && !reached(renews.expireDate, now);
}

/** The status the contract should have at `now` (its own status when nothing is due). */
export function nextContractStatus(contract: LifecycleContract, facts: LifecycleFacts, now: Date): string {
  if (contract.status === 'active') return reached(contract.expireDate, now) ? 'expired' : 'active';
  if (contract.status !== 'pending') return contract.status;
  if (!reached(contract.effectiveDate, now) || !facts.invoicesPaid || stillCovering(facts.renews, now)) {
    return 'pending';
  }
  // A term that passed entirely while the contract waited ends at once.
  return reached(contract.expireDate, now) ? 'expired' : 'active';
}
