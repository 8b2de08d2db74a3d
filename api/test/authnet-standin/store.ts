/** What the stand-in holds: customer profiles, payment profiles, transactions, batches and hosted-form tokens. */
import { randomBytes } from 'node:crypto';
import type { CardType, Expiration } from './cards.ts';
import type { CustomerAddressType, TransactionStatus, WebhookEvent } from './types.ts';

export interface StoreOptions {
  apiLoginId: string;
  transactionKey: string;
  /** Account signature key (128 hex characters); when set, answers carry transHashSha2. */
  signatureKey?: string;
  duplicateWindowSeconds: number;
  /** The clock, for tests of token expiry and duplicate windows. */
  now: () => Date;
  /** The account's Amount Filter set to "authorize and hold for review": charges above it are held. */
  fraudHoldAboveCents?: number;
}

export interface StoredPaymentProfile {
  customerPaymentProfileId: string;
  customerProfileId: string;
  customerType?: 'individual' | 'business';
  billTo?: CustomerAddressType;
  cardNumber: string;
  expiration: Expiration;
  cardType: CardType;
  defaultPaymentProfile?: boolean;
}

export interface StoredCustomerProfile {
  customerProfileId: string;
  merchantCustomerId?: string;
  description?: string;
  email?: string;
  profileType?: 'guest' | 'regular';
  paymentProfiles: StoredPaymentProfile[];
}

/** A transaction as the stand-in holds it, for assertions. Amounts are in cents. */
export interface StandInTransaction {
  transId: string;
  transactionType: 'authCaptureTransaction' | 'refundTransaction';
  transactionStatus: TransactionStatus;
  /** 1 approved, 2 declined, 4 held for review. */
  responseCode: 1 | 2 | 4;
  responseReasonCode: number;
  submitTimeUTC: Date;
  authAmountCents: number;
  settleAmountCents: number;
  /** Refunds against this charge that were not voided. */
  refundedCents: number;
  chargebackCents?: number;
  refTransId?: string;
  refId?: string;
  invoiceNumber?: string;
  orderDescription?: string;
  poNumber?: string;
  customerId?: string;
  customerEmail?: string;
  authCode: string;
  avsResultCode: string;
  cvvResultCode: string;
  /** XXXX1111 */
  accountNumber: string;
  accountType: CardType;
  customerProfileId?: string;
  customerPaymentProfileId?: string;
  billTo?: CustomerAddressType;
  batchId?: string;
  settlementTimeUTC?: Date;
  networkTransId: string;
}

/** The stand-in's own record: the public view plus what it keeps to itself. */
export interface TransactionRecord extends StandInTransaction {
  cardNumber: string;
  expiration?: Expiration;
  duplicateKey?: string;
  customerIP?: string;
}

export interface Batch {
  batchId: string;
  settlementTime: Date;
}

export interface HostedToken {
  customerProfileId: string;
  settings: Map<string, string>;
  issuedAt: number;
}

/** Tokens of getHostedProfilePageRequest are good for 15 minutes. */
export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export class Store {
  readonly options: StoreOptions;
  readonly profiles = new Map<string, StoredCustomerProfile>();
  readonly transactions: TransactionRecord[] = [];
  readonly batches: Batch[] = [];
  readonly tokens = new Map<string, HostedToken>();
  /** Set by the server: delivers a webhook event when webhooks are configured. */
  emit: (event: Omit<WebhookEvent, 'notificationId' | 'eventDate' | 'webhookId'>) => void = () => {};
  private nextProfile = 500000001;
  private nextPaymentProfile = 510000001;
  private nextTransaction = 120000000001;
  private nextBatch = 10000001;

  constructor(options: StoreOptions) {
    this.options = options;
  }

  now(): Date {
    return this.options.now();
  }

  newProfileId(): string {
    return String(this.nextProfile++);
  }

  newPaymentProfileId(): string {
    return String(this.nextPaymentProfile++);
  }

  newTransId(): string {
    return String(this.nextTransaction++);
  }

  newBatchId(): string {
    return String(this.nextBatch++);
  }

  transaction(transId: string): TransactionRecord | undefined {
    return this.transactions.find((t) => t.transId === transId);
  }

  paymentProfile(customerProfileId: string, paymentProfileId: string): StoredPaymentProfile | undefined {
    return this.profiles
      .get(customerProfileId)
      ?.paymentProfiles.find((p) => p.customerPaymentProfileId === paymentProfileId);
  }

  newToken(customerProfileId: string, settings: Map<string, string>): string {
    // The gateway's tokens are long base64 strings (with '+', '/' and '='), so they need form encoding.
    const token = randomBytes(180).toString('base64');
    this.tokens.set(token, { customerProfileId, settings, issuedAt: this.now().getTime() });
    return token;
  }

  liveToken(token: string): HostedToken | undefined {
    const entry = this.tokens.get(token);
    if (!entry) return undefined;
    if (this.now().getTime() - entry.issuedAt > TOKEN_LIFETIME_MS) return undefined;
    if (!this.profiles.has(entry.customerProfileId)) return undefined;
    return entry;
  }

  /**
   * Closes a batch: captured charges settle, pending refunds settle, and the declines and voids since the last
   * batch go into it too. Answers the batch id, or undefined when no charge or refund was waiting.
   */
  settle(at?: Date): string | undefined {
    const open = this.transactions.filter((t) => t.batchId === undefined);
    const waiting = open.filter(
      (t) => t.transactionStatus === 'capturedPendingSettlement' || t.transactionStatus === 'refundPendingSettlement',
    );
    if (waiting.length === 0) return undefined;
    const batch: Batch = { batchId: this.newBatchId(), settlementTime: at ?? this.now() };
    this.batches.push(batch);
    for (const t of open) {
      if (t.transactionStatus === 'capturedPendingSettlement') t.transactionStatus = 'settledSuccessfully';
      else if (t.transactionStatus === 'refundPendingSettlement') t.transactionStatus = 'refundSettledSuccessfully';
      else if (t.transactionStatus !== 'declined' && t.transactionStatus !== 'voided') continue;
      t.batchId = batch.batchId;
      t.settlementTimeUTC = batch.settlementTime;
    }
    return batch.batchId;
  }

  chargeback(transId: string, amountCents?: number): void {
    const t = this.transaction(transId);
    if (!t) throw new Error(`No transaction ${transId} in the Authorize.Net stand-in`);
    if (t.transactionType !== 'authCaptureTransaction' || t.transactionStatus !== 'settledSuccessfully') {
      throw new Error(`Transaction ${transId} is ${t.transactionStatus}; only a settled charge can be charged back`);
    }
    t.transactionStatus = 'chargeback';
    t.chargebackCents = amountCents ?? t.settleAmountCents;
  }
}

// ------------------------------------------------------------------------------------------------------- times

const DENVER = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function fraction(date: Date): string {
  const ms = date.getUTCMilliseconds();
  if (ms === 0) return '';
  return `.${String(ms).padStart(3, '0').replace(/0+$/, '')}`;
}

/** `2011-09-01T16:30:49.39Z`, or without the fraction as in the transaction lists. */
export function utcTime(date: Date, withFraction = true): string {
  return `${date.toISOString().slice(0, 19)}${withFraction ? fraction(date) : ''}Z`;
}

/** The merchant's local time; sandbox accounts are on Mountain Time. */
export function localTime(date: Date, withFraction = true): string {
  const parts = Object.fromEntries(DENVER.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${withFraction ? fraction(date) : ''}`;
}

/** Webhook event dates carry seven fractional digits: `2017-08-18T20:40:52.7722007Z`. */
export function eventTime(date: Date): string {
  return `${date.toISOString().slice(0, 23)}0000Z`;
}

export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
