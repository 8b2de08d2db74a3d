import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, id } from './columns.ts';

/**
 * The local sandbox card gateway's own records (api/src/payments/sandbox-gateway.ts). They stand in for
 * the provider's vault: like it, they hold a token per card with brand, last four and expiry, never the
 * number or the security code.
 */
export const sandboxCustomerProfiles = sqliteTable('sandbox_customer_profiles', {
  customerProfileId: id('customer_profile_id'),
  email: text('email').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const sandboxPaymentProfiles = sqliteTable('sandbox_payment_profiles', {
  paymentProfileId: id('payment_profile_id'),
  customerProfileId: text('customer_profile_id')
    .notNull()
    .references(() => sandboxCustomerProfiles.customerProfileId),
  cardType: text('card_type').notNull(),
  lastFour: text('last_four').notNull(),
  /** MM/YY */
  expirationDate: text('expiration_date').notNull(),
  /** What the sandbox answers when this card is charged: approve, or decline like the test numbers. */
  behaviour: text('behaviour').$type<'approve' | 'decline'>().notNull(),
  createdAt: createdAt(),
});

/**
 * Charges and refunds. A transaction settles at the first midnight (UTC) after it was made, as a gateway's
 * daily batch does; until then a charge can be voided, after it only refunded.
 */
export const sandboxTransactions = sqliteTable('sandbox_transactions', {
  transactionId: id('transaction_id'),
  kind: text('kind').$type<'charge' | 'refund'>().notNull().default('charge'),
  paymentProfileId: text('payment_profile_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status').$type<'approved' | 'declined' | 'voided' | 'chargeback'>().notNull(),
  /** For a refund: the charge it gives back. */
  refTransactionId: text('ref_transaction_id'),
  /** Why a declined charge was declined. */
  declineReason: text('decline_reason').$type<'declined' | 'expired'>(),
  /** The caller's key for the charge: a second charge with it answers this one's result. */
  referenceId: text('reference_id').unique(),
  createdAt: createdAt(),
});
