/**
 * The card gateway adapter, modelled on Authorize.Net's Customer Information Manager: a customer profile
 * per payer, a payment profile per card, charges and voids against a payment profile. The card number
 * and security code go to the gateway and nowhere else; all we keep is the profile ids, the brand, the
 * last four digits and the expiry.
 *
 * Every call is remote I/O: never call the gateway inside `database.transaction(...)`
 * (docs/decisions/006-prices-and-payments.md). Charge first, then record the payment in a transaction; if that transaction fails, void
 * the charge. The sandbox refuses to run inside a transaction so that a mistake shows in tests.
 *
 * Only the local sandbox exists (./sandbox-gateway.ts). A real Authorize.Net adapter (JSON API, POST to
 * https://api.authorize.net/xml/v1/request.api, or apitest.authorize.net, with merchantAuthentication
 * { name, transactionKey }) would map the calls like this:
 *
 * - createCustomerProfile: createCustomerProfileRequest, profile { email, description } (and a
 *   merchantCustomerId); answers customerProfileId. Error E00039 (duplicate) carries the existing id in
 *   its text; use that id.
 * - createPaymentProfile: createCustomerPaymentProfileRequest with customerProfileId, paymentProfile
 *   { billTo { zip, firstName, lastName from nameOnCard }, payment { creditCard { cardNumber,
 *   expirationDate 'YYYY-MM', cardCode } } } and validationMode 'liveMode' (a $0 authorisation, so the
 *   bank checks the code). Answers customerPaymentProfileId; brand and last four come from
 *   getCustomerPaymentProfileRequest (cardType, cardNumber 'XXXX1111'). Refusals map by response reason:
 *   6 (invalid number) to invalidNumber, 8 (expired) to expired, 44/45/65 (card code mismatch) to
 *   invalidCode.
 * - chargeProfile: createTransactionRequest, transactionType 'authCaptureTransaction', amount in dollars,
 *   profile { customerProfileId, paymentProfile { paymentProfileId } }, order { invoiceNumber: referenceId,
 *   description }, and refId: referenceId (both take 20 characters, the length of our keys).
 *   responseCode 1 is approved (transId); 2 declined and 4 held for review are not approved; 3 is an error.
 *   A repeat of the key within the duplicate window is refused (responseCode 3, reason 11, "a duplicate
 *   transaction"): the adapter then answers findCharge(referenceId), so a retry answers the first charge.
 * - findCharge: getTransactionListForCustomerRequest with the card's customerProfileId and paymentProfileId,
 *   sorting { orderBy 'submitTimeUTC', orderDescending true }, paging { limit 100 }; the transaction whose
 *   invoiceNumber is the key (then getTransactionDetailsRequest by transId for its status). transactionStatus
 *   capturedPendingSettlement or settledSuccessfully is approved, voided is voided, declined is declined.
 *   Unsettled transactions also show in getUnsettledTransactionListRequest, which can serve for the last hours.
 * - voidTransaction: createTransactionRequest, transactionType 'voidTransaction', refTransId. Only an
 *   unsettled transaction can be voided; a settled one needs a refund (refundTransaction), not offered here.
 * - listPaymentProfiles: getCustomerProfileRequest with customerProfileId; paymentProfiles[] with masked
 *   card numbers.
 * - deletePaymentProfile: deleteCustomerPaymentProfileRequest with customerProfileId and
 *   customerPaymentProfileId; E00040 (record not found) means it is already gone.
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

export interface CardInput {
  /** Digits, spaces and dashes. Held in memory only; never stored, logged or answered. */
  cardNumber: string;
  /** MM/YY */
  expirationDate: string;
  /** Held in memory only, like the number. */
  cardCode: string;
  billingZip?: string;
  nameOnCard?: string;
}

/** A card as the gateway keeps it for us: a token and what may be shown. */
export interface PaymentProfile {
  paymentProfileId: string;
  cardType: CardBrand;
  lastFour: string;
  /** MM/YY */
  expirationDate: string;
}

/** Why a card was not accepted; each names one field of the card form. */
export type CardRefusal = 'invalidNumber' | 'expired' | 'invalidCode';

export type CreatePaymentProfileResult =
  | ({ created: true } & PaymentProfile)
  | { created: false; refusals: readonly CardRefusal[] };

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

/** A charge found by its key: what the gateway made of it. */
export type FoundCharge =
  | { status: 'approved' | 'voided'; transactionId: string; amountCents: number }
  | { status: 'declined'; transactionId: string; amountCents: number; reason: ChargeDeclineReason };

export type VoidResult = { voided: true } | { voided: false; reason: 'notFound' | 'notVoidable' };

export interface PaymentGateway {
  createCustomerProfile(input: CustomerProfileInput): Promise<{ customerProfileId: string }>;
  /** Tokenises a card for a customer profile; a card the gateway will not take is a refusal, not a throw. */
  createPaymentProfile(customerProfileId: string, card: CardInput): Promise<CreatePaymentProfileResult>;
  /** Authorises and captures. A decline is an answer, not a throw. */
  chargeProfile(input: ChargeInput): Promise<ChargeResult>;
  /** The charge made with this key, or null when none reached the gateway. */
  findCharge(referenceId: string): Promise<FoundCharge | null>;
  /** Cancels an approved, unsettled charge. Voiding a voided charge answers voided again. */
  voidTransaction(transactionId: string): Promise<VoidResult>;
  /** The cards of a customer profile, oldest first; none for an unknown profile. */
  listPaymentProfiles(customerProfileId: string): Promise<PaymentProfile[]>;
  /** Removes a card from the vault (an erased account's cards); an unknown card is already gone, not an error. */
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
