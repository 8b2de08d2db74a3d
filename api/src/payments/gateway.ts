/**
 * The card gateway, modelled on Authorize.Net's Customer Information Manager: a customer profile per payer,
 * a payment profile per card, charges, voids and refunds against a payment profile. Two adapters implement
 * it: the local sandbox (./sandbox-gateway.ts, the default) and Authorize.Net (./authorizenet-gateway.ts),
 * chosen by `PAYMENT_GATEWAY` (./plugin.ts).
 *
 * Card numbers never reach our servers: a card is typed into the gateway's hosted form (Accept Customer),
 * framed by our page, which the gateway keeps under the payer's customer profile; we only ever read back the
 * profile ids, the brand, the last four digits and the expiry (docs/decisions/018-live-card-gateway.md).
 *
 * Every call is remote I/O: never call the gateway inside `database.transaction(...)`
 * (docs/decisions/006-prices-and-payments.md). Charge first, then record the payment in a transaction; if
 * that transaction fails, give the charge back. The sandbox refuses to run inside a transaction so that a
 * mistake shows in tests.
 *
 * A timeout, a refused connection or a 5xx from the gateway throws GatewayUnavailableError; every other
 * answer is a value of the types below. Every charge carries the key of its payment intent
 * (api/src/payments/intents.ts) so that it is made once and can be found after a crash.
 */
import type { CardBrand } from '@hw/shared';

export interface CustomerProfileInput {
  email: string;
  description: string;
}

/** A card as the gateway keeps it for us: a token and what may be shown. */
export interface PaymentProfile {
  paymentProfileId: string;
  cardType: CardBrand;
  lastFour: string;
  /** MM/YY */
  expirationDate: string;
}

export interface ChargeInput {
  customerProfileId: string;
  paymentProfileId: string;
  /** A positive whole number of cents. */
  amountCents: number;
  description: string;
  /**
   * The payment intent's key (at most 20 characters). A second charge with the same key charges nothing and
   * answers the first one's result; findCharge finds the charge by it.
   */
  referenceId: string;
}

/** Why a charge was not approved: the bank said no, the card expired since it was saved, or no such card. */
export type ChargeDeclineReason = 'declined' | 'expired' | 'paymentProfileNotFound';

export type ChargeResult = { approved: true; transactionId: string } | { approved: false; reason: ChargeDeclineReason };

export interface CardOfCharge {
  customerProfileId: string;
  paymentProfileId: string;
}

/** A charge found by its key: what the gateway made of it. */
export type FoundCharge =
  | { status: 'approved' | 'voided'; transactionId: string; amountCents: number }
  | { status: 'declined'; transactionId: string; amountCents: number; reason: ChargeDeclineReason };

export type VoidResult = { voided: true } | { voided: false; reason: 'notFound' | 'notVoidable' };

/** What our page asks the hosted card form for. */
export interface HostedCardFormInput {
  customerProfileId: string;
  /** Our page the form reports through (the IFrameCommunicator protocol: `#action=successfulSave`, ...). */
  communicatorUrl: string;
  /** Whether the form asks for the billing zip code (the gateway's address checks use it). */
  billingZipRequired: boolean;
}

/** Where the browser posts `token` (as a form, into a frame) to show the gateway's card form. */
export interface HostedCardForm {
  url: string;
  token: string;
}

export interface RefundInput {
  /** The charge to give back, in whole or in part. */
  transactionId: string;
  /** A positive whole number of cents, at most what the charge took less what was refunded of it. */
  amountCents: number;
  /** The refund's own key (at most 20 characters): one cause, one refund. */
  referenceId: string;
}

/**
 * A charge still unsettled is voided when given back whole (`voided`, its own id); a settled one is refunded
 * (`refunded`, the refund's id). An unsettled charge cannot be refunded in part: `notSettled`, try after it settles.
 */
export type RefundResult =
  | { refunded: true; how: 'voided' | 'refunded'; transactionId: string }
  | { refunded: false; reason: 'notFound' | 'notSettled' | 'overRefund' | 'declined' };

/** Where a transaction stands at the gateway. */
export type TransactionStatus =
  | 'pending'
  | 'settled'
  | 'voided'
  | 'declined'
  | 'heldForReview'
  | 'chargeback'
  | 'returned'
  | 'error';

export interface GatewayTransaction {
  transactionId: string;
  kind: 'charge' | 'refund';
  status: TransactionStatus;
  amountCents: number;
  /** The key it was made with (Authorize.Net's invoiceNumber), when it has one. */
  referenceId: string | null;
  /** For a refund: the charge it gives back. */
  refTransactionId: string | null;
  submittedAt: Date;
  settledAt: Date | null;
  batchId: string | null;
}

export interface PaymentGateway {
  /** Which adapter this is: the Jobs screen and the payment records name it. */
  readonly name: 'sandbox' | 'authorizenet';
  createCustomerProfile(input: CustomerProfileInput): Promise<{ customerProfileId: string }>;
  /** A token for the gateway's own card form, which adds the card typed in it to the customer profile. */
  hostedCardForm(input: HostedCardFormInput): Promise<HostedCardForm>;
  /** Authorises and captures. A decline is an answer, not a throw. */
  chargeProfile(input: ChargeInput): Promise<ChargeResult>;
  /**
   * The charge made with this key, or null when none reached the gateway. The card it was charged to narrows
   * the search (Authorize.Net lists transactions by customer profile); without it, recent charges are searched.
   */
  findCharge(referenceId: string, card?: CardOfCharge): Promise<FoundCharge | null>;
  /** Cancels an approved, unsettled charge. Voiding a voided charge answers voided again. */
  voidTransaction(transactionId: string): Promise<VoidResult>;
  /** Gives money back: a void while the charge is unsettled, a refund once it settled (see RefundResult). */
  refundTransaction(input: RefundInput): Promise<RefundResult>;
  /** One transaction as the gateway has it now, or null. */
  getTransaction(transactionId: string): Promise<GatewayTransaction | null>;
  /** Every transaction of the batches settled in [from, to): charges, refunds, and any charged back since. */
  settledTransactions(from: Date, to: Date): Promise<GatewayTransaction[]>;
  /** The cards of a customer profile, oldest first; none for an unknown profile. */
  listPaymentProfiles(customerProfileId: string): Promise<PaymentProfile[]>;
  /** Removes a card from the vault; an unknown card is already gone, not an error. */
  deletePaymentProfile(customerProfileId: string, paymentProfileId: string): Promise<void>;
}

/**
 * The gateway could not be reached or failed (timeout, network, 5xx). A profile call can be repeated; a
 * charge that timed out may have gone through: treat it as not approved and say so, never charge again blindly.
 */
export class GatewayUnavailableError extends Error {
  constructor(message = 'The card gateway could not be reached.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** A gateway call was made inside a database transaction (see the top of this file). */
export class GatewayInTransactionError extends Error {
  constructor(call: string) {
    super(`paymentGateway.${call} was called inside a database transaction; call the gateway outside it.`);
    this.name = 'GatewayInTransactionError';
  }
}
