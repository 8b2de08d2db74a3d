import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { serviceRequests } from './account.ts';
import { cents, createdAt, id, json, timestamp } from './columns.ts';
import { contracts, invoices, paymentMethods } from './orders.ts';

/** What a card charge pays for. */
export type PaymentPurpose = 'order' | 'invoicePayment' | 'monthlyCharge' | 'serviceCallFee';

/**
 * open: recorded, the card is being (or may have been) charged; succeeded: charged and its effect committed
 * with it; declined: the bank said no; voided: charged and given back; failed: no charge reached the gateway.
 */
export type PaymentIntentStatus = 'open' | 'succeeded' | 'declined' | 'voided' | 'failed';

/**
 * Invoices paid by a charge, described so that the payment can be recorded again after a crash: the invoices
 * become paid (only while all are still unpaid) and these payment rows are written with the charge's
 * transaction and card.
 */
export interface InvoicePaymentEffect {
  kind: 'invoicePayment';
  invoiceIds: string[];
  payments: { contractId: string; invoiceId: string | null; amountCents: number; paymentType: string }[];
  /** The billing job's attempt this charge is (invoice_charge_attempts). */
  chargeAttemptId?: string;
}

export type PaymentEffect = InvoicePaymentEffect;

/**
 * Every card charge, recorded before the gateway is called (api/src/payments/intents.ts). The gateway sees
 * `reference_id`, so a charge can be found (and is never made twice) by it after a crash; the intent is
 * completed in the transaction that records what the charge paid for, and the payment-reconciler job settles
 * those a crash left open.
 */
export const paymentIntents = sqliteTable(
  'payment_intents',
  {
    intentId: id('intent_id'),
    /** The key the gateway sees with the charge (Authorize.Net refId and order invoiceNumber: 20 characters). */
    referenceId: text('reference_id').notNull().unique(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    contractId: text('contract_id').references(() => contracts.contractId),
    invoiceId: text('invoice_id').references(() => invoices.invoiceId),
    serviceRequestId: text('service_request_id').references(() => serviceRequests.serviceRequestId),
    /** How to record the payment again after a crash; null when it cannot be (the charge is voided instead). */
    effect: json<PaymentEffect>('effect'),
    amountCents: cents('amount_cents').notNull(),
    description: text('description').notNull(),
    creditCardId: text('credit_card_id').references(() => paymentMethods.creditCardId),
    customerProfileId: text('customer_profile_id').notNull(),
    paymentProfileId: text('payment_profile_id').notNull(),
    status: text('status').$type<PaymentIntentStatus>().notNull().default('open'),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** Why it was declined, voided or failed. */
    reason: text('reason'),
    /** When it was opened (the wall clock, also under `npm run jobs -- --now`). */
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at')
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('payment_intents_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * What the card gateway told us by webhook (POST /payments/webhooks/authorizenet), one row per notification:
 * the unique `notification_id` takes each once, however often the gateway sends it.
 */
export const gatewayNotifications = sqliteTable(
  'gateway_notifications',
  {
    notificationId: text('notification_id').primaryKey(),
    eventType: text('event_type').notNull(),
    /** The transaction it is about (Authorize.Net's payload.id), when it is about one. */
    transactionId: text('transaction_id'),
    /** When the gateway says the event happened. */
    eventDate: timestamp('event_date'),
    /** What it changed here, in words (the Jobs screen and tests read it). */
    outcome: text('outcome').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('gateway_notifications_transaction_idx').on(t.transactionId)],
);
