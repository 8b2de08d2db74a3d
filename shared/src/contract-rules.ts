/**
 * What a contract allows, by the money behind it: when its coverage may be claimed, which orders may start
 * from it (renewal, upgrade, conversion of a listing coverage), and who pays at closing. The server decides
 * with these; the web app uses them to say beforehand why a button is off.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days a monthly premium may stay unpaid after its due date: claims then wait for it, and the clock cancels
 * the contract (see dunningChange in ./contract-lifecycle.ts).
 */
export const MONTHLY_GRACE_DAYS = 30;
/**
 * Days after its due date each automatic charge of a monthly premium is made: on the day, then the retries.
 * Once the last has failed the contract is suspended (see dunningChange in ./contract-lifecycle.ts).
 */
export const MONTHLY_CHARGE_ATTEMPT_DAYS = [0, 3, 7, 14] as const;
/** Days after a contract's end in which it may still be renewed (the coverage then starts again on payment). */
export const RENEWAL_GRACE_DAYS = 30;

export type OrderKind = 'new' | 'renewal' | 'upgrade' | 'conversion';

export interface InvoiceStanding {
  status: string;
  amountCents: number;
  dueDate: Date;
}

/**
 * Why a contract's coverage is not paid for, or null when it is: paid in full, current on its monthly
 * payments (no premium more than 30 days past due), or a closing's escrow invoice paid.
 * - `unpaid`: an invoice of a contract paid in full or at closing is still open;
 * - `pastDue`: a monthly premium is more than MONTHLY_GRACE_DAYS past its due date.
 * A monthly contract whose premium's last charge attempt failed is suspended before that (its status then
 * refuses claims), and one past the grace is cancelled by the clock; `pastDue` holds claims back meanwhile,
 * e.g. for a premium the clock did not write, or before it has run.
 */
export function coveragePaymentProblem(
  contract: { paymentType: string },
  invoices: readonly InvoiceStanding[],
  now: Date = new Date(),
): 'unpaid' | 'pastDue' | null {
  const open = invoices.filter((invoice) => invoice.status === 'unpaid' && invoice.amountCents > 0);
  if (contract.paymentType !== 'monthly') return open.length > 0 ? 'unpaid' : null;
  const graceMs = MONTHLY_GRACE_DAYS * DAY_MS;
  return open.some((invoice) => invoice.dueDate.getTime() + graceMs <= now.getTime()) ? 'pastDue' : null;
}

/**
 * An upgrade is priced as the new price less the current one, so the current one must be paid: no invoice of a
 * contract paid in full or at closing open, and no monthly premium already due. (Otherwise the unpaid price
 * would vanish with the old contract, and the new one would take claims for the price of the difference.)
 */
export function upgradeOwes(
  contract: { paymentType: string },
  invoices: readonly InvoiceStanding[],
  now: Date = new Date(),
): boolean {
  return invoices.some(
    (invoice) =>
      invoice.status === 'unpaid' &&
      invoice.amountCents > 0 &&
      (contract.paymentType !== 'monthly' || invoice.dueDate.getTime() <= now.getTime()),
  );
}

/** Escrow (paid at closing) is for real-estate orders that close: a new order or a listing-coverage conversion. */
export function escrowAllowed(kind: OrderKind, isRealEstate: boolean): boolean {
  return isRealEstate && (kind === 'new' || kind === 'conversion');
}

export interface ChangeableContract {
  status: string;
  orderStatus: string;
  isListingCoverage: boolean;
  expireDate: Date | null;
  /** Set while a held order waits for its owner to keep it. */
  awaitingOwnerSince?: Date | null;
  paymentType?: string;
}

/** A real-estate order paid at closing that has not closed yet: its plan may still change, on its invoice. */
export function isEscrowBeforeClosing(contract: Pick<ChangeableContract, 'status' | 'paymentType'>): boolean {
  return contract.paymentType === 'escrow' && contract.status === 'pending';
}

export const contractChangeMessages = {
  upgradeNotActive: 'Only an active contract can be upgraded. This one is not active.',
  renewalNotActive: 'This contract can no longer be renewed. Please place a new order.',
  alreadyRenewed: 'This contract has already been renewed.',
  notListingCoverage: 'This contract is not a listing coverage, so it cannot be converted.',
  conversionEnded: 'This listing coverage has ended or was already converted.',
  otherProperty: 'The property must be the one this contract covers.',
  upgradeOwes:
    'This contract has an invoice to pay. Please pay it first: an upgrade is priced from what the contract has paid.',
  awaitingOwner:
    'This order is waiting for its owner to confirm it, so it cannot be changed, renewed or converted yet.',
  sameAsCurrent: 'This is the plan and add-ons the contract already has, so there is nothing to change.',
  downgrade:
    'This plan costs less than the current one. A change to a cheaper plan or fewer add-ons takes effect at ' +
    'renewal: choose it as the plan your contract renews to.',
  keepsPaymentTerms: (paymentType: string) =>
    paymentType === 'monthly'
      ? 'An upgrade keeps how the contract is paid: monthly. To pay the rest of the term at once, choose Pay in full on the plan.'
      : paymentType === 'escrow'
        ? 'An upgrade keeps how the contract is paid: at closing. The new price goes on the invoice due at closing.'
        : 'An upgrade keeps how the contract is paid: the difference is paid now, by card.',
  keepsTerm: (years: number) =>
    `An upgrade keeps the contract's term (${years} ${years === 1 ? 'year' : 'years'}). A different length is a renewal.`,
  escrowNotAllowed:
    'Payment at closing is only for a new real estate order or a listing coverage conversion. Please pay by card.',
} as const;

/** Why an order of this kind may not start from this contract, or null when it may. */
export function contractChangeRefusal(
  kind: Exclude<OrderKind, 'new'>,
  contract: ChangeableContract,
  now: Date = new Date(),
): string | null {
  if (contract.awaitingOwnerSince) return contractChangeMessages.awaitingOwner;
  const ended = contract.expireDate !== null && contract.expireDate.getTime() <= now.getTime();
  if (kind === 'upgrade') {
    if (isEscrowBeforeClosing(contract) && contract.orderStatus === 'waitingForPayment') return null;
    return contract.status === 'active' && !ended ? null : contractChangeMessages.upgradeNotActive;
  }
  if (kind === 'renewal') {
    if (contract.orderStatus === 'renewed') return contractChangeMessages.alreadyRenewed;
    const withinGrace =
      contract.expireDate !== null && contract.expireDate.getTime() + RENEWAL_GRACE_DAYS * DAY_MS > now.getTime();
    const renewable = contract.status === 'active' || (contract.status === 'expired' && withinGrace);
    return renewable && (!ended || withinGrace) ? null : contractChangeMessages.renewalNotActive;
  }
  if (!contract.isListingCoverage) return contractChangeMessages.notListingCoverage;
  return contract.status === 'pending' || contract.status === 'active' ? null : contractChangeMessages.conversionEnded;
}

export interface ComparableAddress {
  streetAddress: string;
  unit?: string | null | undefined;
  city: string;
  stateCode: string;
  zipCode: string;
}

const squash = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** One property, however its address was typed (case, punctuation, spacing). */
export function sameProperty(a: ComparableAddress, b: ComparableAddress): boolean {
  return (
    squash(a.streetAddress) === squash(b.streetAddress) &&
    squash(a.unit) === squash(b.unit) &&
    squash(a.city) === squash(b.city) &&
    a.stateCode.toUpperCase() === b.stateCode.toUpperCase() &&
    a.zipCode.slice(0, 5) === b.zipCode.slice(0, 5)
  );
}
