/**
 * The Authorize.Net adapter: the Customer Information Manager (customer and payment profiles), Accept
 * Customer (the hosted card form) and the transaction and reporting calls of its JSON API, over `fetch`.
 *
 * Authorize.Net's JSON is its XML schema in another dress: the elements of a request must come in the
 * schema's order (merchantAuthentication, refId, then the call's own), which is why each request below is
 * written out in that order. Answers start with a byte-order mark before the JSON, carry
 * `messages.resultCode` ('Ok' or 'Error') with `message[].code`, and a transaction's own `responseCode`:
 * 1 approved, 2 declined, 3 error, 4 held for review. A timeout, a refused connection, a 5xx or an answer
 * that is not JSON throws GatewayUnavailableError.
 */
import { randomBytes } from 'node:crypto';
import type { CardBrand } from '@hw/shared';
import {
  type FoundCharge,
  type GatewayTransaction,
  GatewayUnavailableError,
  type PaymentGateway,
  type PaymentProfile,
  type RefundResult,
  type TransactionStatus,
} from './gateway.ts';

export interface AuthorizeNetSettings {
  apiLoginId: string;
  transactionKey: string;
  /** The JSON API's address (https://api.authorize.net/xml/v1/request.api in production). */
  apiUrl: string;
  /** The hosted form's origin; the card form is `{hostedUrl}/customer/addPayment`. */
  hostedUrl: string;
  /** liveMode asks the bank with a $0 authorisation when a card is saved; testMode checks the format only. */
  validationMode: 'liveMode' | 'testMode';
  /** Per call; a charge that times out is found again by its key (the reconciler). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** How long a repeat of the same charge (amount, card, invoiceNumber) is refused as a duplicate: 8 hours, the most allowed. */
export const DUPLICATE_WINDOW_SECONDS = 28_800;

// ---- The shapes of the API, as Authorize.Net documents them ------------------------------------------

interface AnetMessages {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

interface AnetResponse {
  refId?: string;
  messages: AnetMessages;
}

interface AnetCreditCardMasked {
  cardNumber: string;
  expirationDate: string;
  cardType?: string;
}

interface AnetPaymentProfileMasked {
  customerPaymentProfileId: string;
  payment?: { creditCard?: AnetCreditCardMasked };
}

interface AnetTransactionResponse {
  responseCode: string;
  authCode?: string;
  transId?: string;
  refTransID?: string;
  accountNumber?: string;
  accountType?: string;
  messages?: { code: string; description: string }[];
  errors?: { errorCode: string; errorText: string }[];
}

interface AnetTransactionDetails {
  transId: string;
  refTransId?: string;
  transactionType: string;
  transactionStatus: string;
  responseCode?: number;
  responseReasonCode?: number;
  submitTimeUTC: string;
  authAmount?: number;
  settleAmount?: number;
  order?: { invoiceNumber?: string };
  batch?: { batchId: string; settlementTimeUTC?: string };
  payment?: { creditCard?: { cardNumber?: string; expirationDate?: string } };
}

interface AnetTransactionSummary {
  transId: string;
  submitTimeUTC: string;
  transactionStatus: string;
  invoiceNumber?: string;
  settleAmount?: number;
  accountType?: string;
}

interface AnetBatch {
  batchId: string;
  settlementTimeUTC: string;
  settlementState: string;
}

interface Answers {
  createCustomerProfileRequest: AnetResponse & { customerProfileId?: string };
  getHostedProfilePageRequest: AnetResponse & { token?: string };
  getCustomerProfileRequest: AnetResponse & { profile?: { paymentProfiles?: AnetPaymentProfileMasked[] } };
  deleteCustomerPaymentProfileRequest: AnetResponse;
  createTransactionRequest: AnetResponse & { transactionResponse?: AnetTransactionResponse };
  getTransactionDetailsRequest: AnetResponse & { transaction?: AnetTransactionDetails };
  getTransactionListForCustomerRequest: AnetResponse & { transactions?: AnetTransactionSummary[] };
  getUnsettledTransactionListRequest: AnetResponse & { transactions?: AnetTransactionSummary[] };
  getSettledBatchListRequest: AnetResponse & { batchList?: AnetBatch[] };
  getTransactionListRequest: AnetResponse & { transactions?: AnetTransactionSummary[]; totalNumInResultSet?: number };
}

// ---- Mapping ---------------------------------------------------------------------------------------

/** Response reason codes of a transaction that say the gateway, not the card, failed: try again later. */
const PROCESSOR_TROUBLE = new Set(['19', '20', '21', '22', '23', '25', '26', '57', '58', '59', '60', '61', '62', '63']);
const DUPLICATE_TRANSACTION = '11';
const CARD_EXPIRED = '8';
/** "The record cannot be found." */
const RECORD_NOT_FOUND = 'E00040';
/** "A duplicate record with ID {id} already exists." */
const DUPLICATE_PROFILE = 'E00039';
/** "The transaction cannot be found." (details of an unknown transId) */
const TRANSACTION_NOT_FOUND = 'E00011';

const BRANDS: Record<string, CardBrand> = {
  Visa: 'visa',
  MasterCard: 'masterCard',
  AmericanExpress: 'amex',
  Discover: 'discover',
  DinersClub: 'dinersClub',
  JCB: 'jcb',
};

const STATUSES: Record<string, TransactionStatus> = {
  authorizedPendingCapture: 'pending',
  capturedPendingSettlement: 'pending',
  refundPendingSettlement: 'pending',
  settledSuccessfully: 'settled',
  refundSettledSuccessfully: 'settled',
  voided: 'voided',
  declined: 'declined',
  expired: 'declined',
  failedReview: 'declined',
  FDSPendingReview: 'heldForReview',
  FDSAuthorizedPendingReview: 'heldForReview',
  underReview: 'heldForReview',
  approvedReview: 'pending',
  chargeback: 'chargeback',
  chargebackReversal: 'settled',
  returnedItem: 'returned',
};

export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (amount: number | string | undefined) => Math.round(Number(amount ?? 0) * 100);

/** 'YYYY-MM' or 'XXXX' (masked) as our 'MM/YY'; empty when masked. */
function expiryOf(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${(match[1] as string).slice(2)}` : '';
}

function profileOf(profile: AnetPaymentProfileMasked): PaymentProfile {
  const card = profile.payment?.creditCard;
  return {
    paymentProfileId: String(profile.customerPaymentProfileId),
    cardType: BRANDS[card?.cardType ?? ''] ?? 'visa',
    lastFour: (card?.cardNumber ?? '').slice(-4),
    expirationDate: expiryOf(card?.expirationDate ?? ''),
  };
}

function transactionOf(details: AnetTransactionDetails): GatewayTransaction {
  const kind = details.transactionType === 'refundTransaction' ? 'refund' : 'charge';
  // A voided charge settles nothing: what it took is its authorised amount.
  const amount =
    kind === 'charge'
      ? (details.authAmount ?? details.settleAmount ?? 0)
      : (details.settleAmount ?? details.authAmount ?? 0);
  const settledAt = details.batch?.settlementTimeUTC ? new Date(details.batch.settlementTimeUTC) : null;
  return {
    transactionId: String(details.transId),
    kind,
    status: STATUSES[details.transactionStatus] ?? 'error',
    amountCents: centsOf(amount),
    referenceId: details.order?.invoiceNumber ?? null,
    refTransactionId: details.refTransId ?? null,
    submittedAt: new Date(details.submitTimeUTC),
    settledAt,
    batchId: details.batch?.batchId ?? null,
  };
}

const firstCode = (answer: AnetResponse) => answer.messages?.message?.[0]?.code ?? '';

// ---- The adapter -----------------------------------------------------------------------------------

export function authorizeNetGateway(settings: AuthorizeNetSettings): PaymentGateway {
  const send = settings.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? 30_000;
  const merchantAuthentication = { name: settings.apiLoginId, transactionKey: settings.transactionKey };

  async function call<Name extends keyof Answers>(name: Name, body: Record<string, unknown>): Promise<Answers[Name]> {
    let text: string;
    try {
      const response = await send(settings.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ [name]: { merchantAuthentication, ...body } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } catch (error) {
      throw new GatewayUnavailableError(undefined, { cause: error });
    }
    let answer: Answers[Name];
    try {
      answer = JSON.parse(text.replace(/^\uFEFF/, '')) as Answers[Name];
    } catch (error) {
      throw new GatewayUnavailableError('The card gateway answered something that is not JSON.', { cause: error });
    }
    if (!answer?.messages?.resultCode) throw new GatewayUnavailableError('The card gateway answered without a result.');
    // Wrong credentials or a locked account: nothing works until an operator fixes the settings.
    if (firstCode(answer) === 'E00007' || firstCode(answer) === 'E00008') {
      throw new GatewayUnavailableError(`The card gateway refused our credentials (${firstCode(answer)}).`);
    }
    return answer;
  }

  function failed(answer: AnetResponse, what: string): never {
    const message = answer.messages.message[0];
    throw new GatewayUnavailableError(`Authorize.Net ${what}: ${message?.code} ${message?.text}`);
  }

  async function transactionDetails(transactionId: string): Promise<AnetTransactionDetails | null> {
    const answer = await call('getTransactionDetailsRequest', { transId: transactionId });
    if (answer.messages.resultCode === 'Ok' && answer.transaction) return answer.transaction;
    if (firstCode(answer) === TRANSACTION_NOT_FOUND || firstCode(answer) === RECORD_NOT_FOUND) return null;
    return failed(answer, 'getTransactionDetails');
  }

  async function foundCharge(summary: AnetTransactionSummary): Promise<FoundCharge> {
    const details = await transactionDetails(summary.transId);
    const transactionId = String(summary.transId);
    const amountCents = centsOf(details?.authAmount ?? summary.settleAmount);
    const status = STATUSES[details?.transactionStatus ?? summary.transactionStatus] ?? 'error';
    if (status === 'voided') return { status: 'voided', transactionId, amountCents };
    if (status === 'pending' || status === 'settled' || status === 'chargeback' || status === 'returned') {
      return { status: 'approved', transactionId, amountCents };
    }
    const reason = String(details?.responseReasonCode ?? '') === CARD_EXPIRED ? 'expired' : 'declined';
    return { status: 'declined', transactionId, amountCents, reason };
  }

  async function transactionsOf(summaries: AnetTransactionSummary[] | undefined, referenceId: string) {
    const match = (summaries ?? []).find((summary) => summary.invoiceNumber === referenceId);
    return match ? foundCharge(match) : null;
  }

  const gateway: PaymentGateway = {
    name: 'authorizenet',

    async createCustomerProfile({ email, description }) {
      // A fresh merchantCustomerId: each checkout gets a profile of its own, never someone else's by e-mail.
      const merchantCustomerId = randomBytes(10).toString('hex');
      const answer = await call('createCustomerProfileRequest', {
        profile: { merchantCustomerId, description: description.slice(0, 255), email: email.slice(0, 255) },
      });
      if (answer.messages.resultCode === 'Ok' && answer.customerProfileId) {
        return { customerProfileId: String(answer.customerProfileId) };
      }
      const duplicate = /ID (\d+)/.exec(answer.messages.message[0]?.text ?? '');
      if (firstCode(answer) === DUPLICATE_PROFILE && duplicate) return { customerProfileId: duplicate[1] as string };
      return failed(answer, 'createCustomerProfile');
    },

    async hostedCardForm({ customerProfileId, communicatorUrl, billingZipRequired }) {
      const setting = [
        { settingName: 'hostedProfilePageBorderVisible', settingValue: 'false' },
        { settingName: 'hostedProfileIFrameCommunicatorUrl', settingValue: communicatorUrl },
        { settingName: 'hostedProfileValidationMode', settingValue: settings.validationMode },
        { settingName: 'hostedProfileBillingAddressRequired', settingValue: String(billingZipRequired) },
        { settingName: 'hostedProfileCardCodeRequired', settingValue: 'true' },
        {
          settingName: 'hostedProfileBillingAddressOptions',
          settingValue: billingZipRequired ? 'showBillingAddress' : 'showNone',
        },
      ];
      const answer = await call('getHostedProfilePageRequest', {
        customerProfileId,
        hostedProfileSettings: { setting },
      });
      if (answer.messages.resultCode !== 'Ok' || !answer.token) return failed(answer, 'getHostedProfilePage');
      return { url: `${settings.hostedUrl}/customer/addPayment`, token: answer.token };
    },

    async chargeProfile({ customerProfileId, paymentProfileId, amountCents, description, referenceId }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError('amountCents must be a positive whole number of cents.');
      }
      const answer = await call('createTransactionRequest', {
        refId: referenceId,
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: dollarsOf(amountCents),
          profile: { customerProfileId, paymentProfile: { paymentProfileId } },
          order: { invoiceNumber: referenceId, description: description.slice(0, 255) },
          transactionSettings: {
            setting: [{ settingName: 'duplicateWindow', settingValue: String(DUPLICATE_WINDOW_SECONDS) }],
          },
        },
      });
      const transaction = answer.transactionResponse;
      if (!transaction?.responseCode) {
        if (firstCode(answer) === RECORD_NOT_FOUND) return { approved: false, reason: 'paymentProfileNotFound' };
        return failed(answer, 'createTransaction');
      }
      const reason = transaction.errors?.[0]?.errorCode ?? '';
      if (transaction.responseCode === '1' && transaction.transId) {
        return { approved: true, transactionId: String(transaction.transId) };
      }
      if (transaction.responseCode === '3' && reason === DUPLICATE_TRANSACTION) {
        // The same key within the window: this is a retry; the first charge is the answer.
        const first = await gateway.findCharge(referenceId, { customerProfileId, paymentProfileId });
        if (first?.status === 'approved') return { approved: true, transactionId: first.transactionId };
        if (first?.status === 'declined') return { approved: false, reason: first.reason };
        throw new GatewayUnavailableError('The card gateway called a charge a duplicate but could not show the first.');
      }
      if (transaction.responseCode === '3' && PROCESSOR_TROUBLE.has(reason)) {
        throw new GatewayUnavailableError(`The card processor could not take the charge (reason ${reason}).`);
      }
      return { approved: false, reason: reason === CARD_EXPIRED ? 'expired' : 'declined' };
    },

    async findCharge(referenceId, card) {
      if (card) {
        const answer = await call('getTransactionListForCustomerRequest', {
          customerProfileId: card.customerProfileId,
          customerPaymentProfileId: card.paymentProfileId,
          sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
          paging: { limit: 100, offset: 1 },
        });
        if (answer.messages.resultCode === 'Ok') return transactionsOf(answer.transactions, referenceId);
        // E00040: the profile is gone, so nothing can have been charged to it.
        if (firstCode(answer) === RECORD_NOT_FOUND) return null;
        return failed(answer, 'getTransactionListForCustomer');
      }
      const answer = await call('getUnsettledTransactionListRequest', {
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: 1000, offset: 1 },
      });
      if (answer.messages.resultCode !== 'Ok') return failed(answer, 'getUnsettledTransactionList');
      return transactionsOf(answer.transactions, referenceId);
    },

    async voidTransaction(transactionId) {
      const details = await transactionDetails(transactionId);
      if (!details) return { voided: false, reason: 'notFound' };
      if (details.transactionStatus === 'voided') return { voided: true };
      const answer = await call('createTransactionRequest', {
        transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
      });
      return answer.transactionResponse?.responseCode === '1'
        ? { voided: true }
        : { voided: false, reason: 'notVoidable' };
    },

    async refundTransaction({ transactionId, amountCents, referenceId }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError('amountCents must be a positive whole number of cents.');
      }
      const details = await transactionDetails(transactionId);
      if (!details) return { refunded: false, reason: 'notFound' };
      const charged = transactionOf(details);
      if (charged.status === 'voided') {
        return amountCents === charged.amountCents
          ? { refunded: true, how: 'voided', transactionId }
          : { refunded: false, reason: 'overRefund' };
      }
      if (charged.status === 'pending' || charged.status === 'heldForReview') {
        if (amountCents !== charged.amountCents) return { refunded: false, reason: 'notSettled' };
        return (await gateway.voidTransaction(transactionId)).voided
          ? { refunded: true, how: 'voided', transactionId }
          : { refunded: false, reason: 'declined' };
      }
      if (charged.status !== 'settled') return { refunded: false, reason: 'declined' };
      // A refund names the card by its last four digits, as Authorize.Net allows for a settled charge: the card's
      // payment profile may have been deleted since.
      const card = {
        payment: {
          creditCard: { cardNumber: (details.payment?.creditCard?.cardNumber ?? '').slice(-4), expirationDate: 'XXXX' },
        },
      };
      const answer = await call('createTransactionRequest', {
        refId: referenceId,
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount: dollarsOf(amountCents),
          ...card,
          refTransId: transactionId,
          order: { invoiceNumber: referenceId, description: 'Refund' },
        },
      });
      const refund = answer.transactionResponse;
      if (refund?.responseCode === '1' && refund.transId) {
        return { refunded: true, how: 'refunded', transactionId: String(refund.transId) };
      }
      const reason = refund?.errors?.[0]?.errorCode ?? '';
      if (refund?.responseCode === '3' && reason === DUPLICATE_TRANSACTION) {
        // The same refund again within the window: the first one is the answer.
        const unsettled = await call('getUnsettledTransactionListRequest', {
          sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
          paging: { limit: 1000, offset: 1 },
        });
        const first = (unsettled.transactions ?? []).find((summary) => summary.invoiceNumber === referenceId);
        if (first) return { refunded: true, how: 'refunded', transactionId: String(first.transId) };
      }
      if (refund?.responseCode === '3' && PROCESSOR_TROUBLE.has(reason)) {
        throw new GatewayUnavailableError(`The card processor could not take the refund (reason ${reason}).`);
      }
      // 55: "The sum of credits against the referenced transaction would exceed the original debit amount."
      return { refunded: false, reason: reason === '55' ? 'overRefund' : 'declined' } satisfies RefundResult;
    },

    async getTransaction(transactionId) {
      const details = await transactionDetails(transactionId);
      return details ? transactionOf(details) : null;
    },

    async settledTransactions(from, to) {
      const batches = await call('getSettledBatchListRequest', {
        includeStatistics: false,
        firstSettlementDate: from.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        lastSettlementDate: to.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      });
      if (batches.messages.resultCode !== 'Ok') {
        // I00004 "No records found." comes back as Ok; anything else is trouble.
        return failed(batches, 'getSettledBatchList');
      }
      const found: GatewayTransaction[] = [];
      for (const batch of batches.batchList ?? []) {
        const settledAt = new Date(batch.settlementTimeUTC);
        if (settledAt < from || settledAt >= to) continue;
        for (let offset = 1; ; offset += 1) {
          const page = await call('getTransactionListRequest', {
            batchId: batch.batchId,
            sorting: { orderBy: 'submitTimeUTC', orderDescending: false },
            paging: { limit: 1000, offset },
          });
          if (page.messages.resultCode !== 'Ok') return failed(page, 'getTransactionList');
          for (const summary of page.transactions ?? []) {
            const status = STATUSES[summary.transactionStatus] ?? 'error';
            if (status === 'declined' || status === 'voided') continue;
            found.push({
              transactionId: String(summary.transId),
              kind: summary.transactionStatus.startsWith('refund') ? 'refund' : 'charge',
              status,
              amountCents: centsOf(summary.settleAmount),
              referenceId: summary.invoiceNumber ?? null,
              refTransactionId: null,
              submittedAt: new Date(summary.submitTimeUTC),
              settledAt,
              batchId: String(batch.batchId),
            });
          }
          if ((page.transactions?.length ?? 0) < 1000) break;
        }
      }
      return found;
    },

    async listPaymentProfiles(customerProfileId) {
      const answer = await call('getCustomerProfileRequest', { customerProfileId, unmaskExpirationDate: true });
      if (answer.messages.resultCode !== 'Ok') {
        if (firstCode(answer) === RECORD_NOT_FOUND) return [];
        return failed(answer, 'getCustomerProfile');
      }
      // Ids grow with time: ascending is oldest first.
      return (answer.profile?.paymentProfiles ?? [])
        .map(profileOf)
        .sort((a, b) => Number(a.paymentProfileId) - Number(b.paymentProfileId));
    },

    async deletePaymentProfile(customerProfileId, paymentProfileId) {
      const answer = await call('deleteCustomerPaymentProfileRequest', {
        customerProfileId,
        customerPaymentProfileId: paymentProfileId,
      });
      if (answer.messages.resultCode === 'Ok' || firstCode(answer) === RECORD_NOT_FOUND) return;
      failed(answer, 'deleteCustomerPaymentProfile');
    },
  };
  return gateway;
}
