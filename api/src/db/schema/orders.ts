import type { ContractReminderKind, PartnerStatus } from '@hw/shared';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { coupons, offers, plans } from './catalog.ts';
import { bool, cents, createdAt, id, json, timestamp } from './columns.ts';
import { planTypes, propertyTypes, states } from './reference.ts';
import { users } from './users.ts';

/** The address of a property or a billing address as stored. */
export interface StoredAddress {
  streetAddress: string;
  unit?: string;
  city: string;
  stateCode: string;
  zipCode: string;
}

/** A priced line as the contract was sold; amounts in cents. */
export interface StoredPriceItem {
  type: string;
  description: string;
  costCents: number;
  quantity: number;
  coverageId?: string;
}

export interface StoredContact {
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * A residential service contract, from the order that created it. `ownerUserId` is the homeowner (found or
 * created by the owner's e-mail); `orderedByUserId` the signed-in agent or homeowner who placed the order.
 */
export const contracts = sqliteTable(
  'contracts',
  {
    contractId: id('contract_id'),
    /** Shown to people, e.g. "HW-20418837". */
    policyNumber: text('policy_number').notNull().unique(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id),
    orderedByUserId: text('ordered_by_user_id').references(() => users.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.planId),
    contractOfferId: text('contract_offer_id')
      .notNull()
      .references(() => offers.contractOfferId),
    planTypeId: text('plan_type_id')
      .notNull()
      .references(() => planTypes.planTypeId),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    dwellingTypeId: text('dwelling_type_id')
      .notNull()
      .references(() => propertyTypes.dwellingTypeId),
    squareFootage: integer('square_footage').notNull(),
    address: json<StoredAddress>('address').notNull(),
    billingAddress: json<StoredAddress>('billing_address'),
    /** Contract status: active, pending, expired, cancelled, suspended, pending_Cancel. */
    status: text('status').notNull(),
    /** Contract order status: completed, waitingForPayment, incomplete, cancelled, renewed, ... */
    orderStatus: text('order_status').notNull(),
    orderKind: text('order_kind').notNull(),
    paymentType: text('payment_type').notNull(),
    orderingPartyType: text('ordering_party_type'),
    /** The campaign that brought the visit that placed the order (`?MarketingSourceId=` on the home page). */
    marketingSourceId: text('marketing_source_id'),
    coverageLengthYears: integer('coverage_length_years').notNull().default(1),
    effectiveDate: timestamp('effective_date'),
    expireDate: timestamp('expire_date'),
    estimatedClosingDate: timestamp('estimated_closing_date'),
    isListingCoverage: bool('is_listing_coverage').notNull().default(false),
    isAutoRenew: bool('is_auto_renew').notNull().default(false),
    isWebPolicy: bool('is_web_policy').notNull().default(true),
    serviceCallFeeCents: cents('service_call_fee_cents').notNull(),
    addons: json<{ salesItemId: string; quantity: number }[]>('addons').notNull().default([]),
    priceItems: json<StoredPriceItem[]>('price_items').notNull().default([]),
    totalCents: cents('total_cents').notNull(),
    monthlyTotalCents: cents('monthly_total_cents').notNull(),
    contractCouponId: text('contract_coupon_id').references(() => coupons.contractCouponId),
    /** Credit the owner may use on a renewal or upgrade of this contract. */
    creditBalanceCents: cents('credit_balance_cents').notNull().default(0),
    contacts: json<StoredContact[]>('contacts').notNull().default([]),
    contactPreferences: json<Record<string, unknown>>('contact_preferences').notNull().default({}),
    partners: json<Record<string, unknown>>('partners').notNull().default({}),
    /** The escrow or title officer the order names; an escrow order's invoice is e-mailed to them. */
    escrowOfficer: json<{ name: string; company: string; email: string }>('escrow_officer'),
    /** The contract this one renews or upgrades. */
    previousContractId: text('previous_contract_id'),
    /**
     * The first contract of the chain this one belongs to (itself when it starts one; a renewal or an upgrade
     * inherits it): the chain shares one ledger (ledger_lines).
     */
    chainId: text('chain_id'),
    /**
     * The plan and add-ons the owner chose for the renewal (a cheaper plan or fewer add-ons takes effect at
     * renewal, not during the term); the renewal is written with them. Null: the same as now.
     */
    renewalPlan: json<{ planId: string; addons: { salesItemId: string; quantity: number }[]; chosenAt: string }>(
      'renewal_plan',
    ),
    /** The card monthly and past-due invoices of this contract are charged to (POST /account/payment/setDefaultPaymentMethod). */
    defaultCreditCardId: text('default_credit_card_id'),
    cancelledAt: timestamp('cancelled_at'),
    /**
     * A signed-out order for the e-mail of an existing account: held from that account until its owner confirms
     * it (signed in, or through the mailed link whose token is hashed here). Null once confirmed, or never held.
     */
    awaitingOwnerSince: timestamp('awaiting_owner_since'),
    ownerConfirmTokenHash: text('owner_confirm_token_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contracts_chain_idx').on(t.chainId),
    index('contracts_owner_idx').on(t.ownerUserId),
    index('contracts_ordered_by_idx').on(t.orderedByUserId),
    // One renewal per contract, whoever writes it (the owner's order or the renewals job).
    uniqueIndex('contracts_renewal_of_idx').on(t.previousContractId).where(sql`order_kind = 'renewal'`),
  ],
);

/** A card kept by the payment gateway; only its token, brand, last four and expiry are stored here. */
export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    creditCardId: id('credit_card_id'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    customerProfileId: text('customer_profile_id').notNull(),
    paymentProfileId: text('payment_profile_id').notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    /** MM/YY */
    expirationDate: text('expiration_date').notNull(),
    isDefault: bool('is_default').notNull().default(false),
    /**
     * The card's bank took a payment back (a chargeback): the clock charges it no more until staff decide
     * (POST /staff/payments/{policyPaymentId}/dispute).
     */
    chargesSuspendedAt: timestamp('charges_suspended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_profile_idx').on(t.customerProfileId, t.paymentProfileId),
  ],
);

/** An amount a contract owes: the first payment of an order, a monthly instalment, an escrow invoice. */
export const invoices = sqliteTable(
  'invoices',
  {
    invoiceId: id('invoice_id'),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.contractId),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    dueDate: timestamp('due_date').notNull(),
    status: text('status').$type<'unpaid' | 'paid' | 'cancelled'>().notNull(),
    paidAt: timestamp('paid_at'),
    /** The last automatic charge that failed, and why (GET /account/payment/failed). */
    failedAt: timestamp('failed_at'),
    failureReason: text('failure_reason'),
    /**
     * The month ('YYYY-MM') a monthly premium written by the billing job pays; unique per contract, so a period
     * is invoiced once however many runs race. Null on every other invoice, the order's first payment included.
     */
    billingPeriod: text('billing_period'),
    /** An escrow invoice: when it was last e-mailed to the officer, and first opened from its link. */
    sentAt: timestamp('sent_at'),
    viewedAt: timestamp('viewed_at'),
    /**
     * A card payment from the officer's link under way since then: of two at once only one claims it (and is
     * charged); a claim older than a few minutes is stale (its process died) and may be taken again.
     */
    payClaimedAt: timestamp('pay_claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_contract_idx').on(t.contractId),
    uniqueIndex('invoices_contract_period_idx').on(t.contractId, t.billingPeriod),
  ],
);

/**
 * Each automatic charge of an invoice (the billing job): attempt 1 on the due date, then 3, 7 and 14 days
 * after. The row is written before the card is charged, so an attempt is made once across runs and processes.
 */
export const invoiceChargeAttempts = sqliteTable(
  'invoice_charge_attempts',
  {
    attemptId: id('attempt_id'),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId),
    attempt: integer('attempt').notNull(),
    /** approved, declined, paidMeanwhile (voided: the invoice was paid another way), unavailable, or null while charging. */
    outcome: text('outcome').$type<'approved' | 'declined' | 'paidMeanwhile' | 'unavailable'>(),
    /** Why a declined attempt was declined (a decline no retry can change is not tried again on that card). */
    declineReason: text('decline_reason'),
    /** The card the attempt charged, or would have (null: no mandate, nothing charged). */
    creditCardId: text('credit_card_id'),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The moment the run acted as of. */
    attemptedAt: timestamp('attempted_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_charge_attempts_invoice_attempt_idx').on(t.invoiceId, t.attempt)],
);

/**
 * A reminder a contract was sent by the clock (renewal 60 or 30 days before its end, an escrow payment overdue
 * 30 days after closing): the row is the reminder's key, so each is sent once across runs and processes.
 */
export const contractReminders = sqliteTable(
  'contract_reminders',
  {
    reminderId: id('reminder_id'),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.contractId),
    kind: text('kind').$type<ContractReminderKind>().notNull(),
    /** The moment the run that sent it acted as of. */
    sentAt: timestamp('sent_at').notNull(),
  },
  (t) => [uniqueIndex('contract_reminders_contract_kind_idx').on(t.contractId, t.kind)],
);

/** A payment taken by the gateway. policyPaymentId is a positive whole number. */
export const policyPayments = sqliteTable(
  'policy_payments',
  {
    policyPaymentId: integer('policy_payment_id').primaryKey({ autoIncrement: true }),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.contractId),
    invoiceId: text('invoice_id').references(() => invoices.invoiceId),
    creditCardId: text('credit_card_id').references(() => paymentMethods.creditCardId),
    amountCents: cents('amount_cents').notNull(),
    paymentType: text('payment_type').notNull(),
    gatewayTransactionId: text('gateway_transaction_id').notNull(),
    /** When the charge was given back (voided or refunded at the gateway). */
    refundedAt: timestamp('refunded_at'),
    /** When the gateway's settled batch held the charge (the nightly settlement job). */
    settledAt: timestamp('settled_at'),
    /** When the card's bank reported the payment charged back; staff decide what follows. */
    disputedAt: timestamp('disputed_at'),
    /** Staff's decision on a dispute: `resumed` (the card may be charged again) or `cardStopped`. */
    disputeDecision: text('dispute_decision').$type<'resumed' | 'cardStopped'>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('policy_payments_contract_idx').on(t.contractId),
    // The settlement check, webhooks and the reconciler find a payment by its gateway transaction.
    index('policy_payments_transaction_idx').on(t.gatewayTransactionId),
  ],
);

/** An incomplete order, a quote or a brochure request (POST /lead, /order/quote, /lead/brochure). */
export const leads = sqliteTable(
  'leads',
  {
    leadId: id('lead_id'),
    type: text('type').$type<'incompleteOrder' | 'quote' | 'brochure'>().notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    address: text('address'),
    postalCode: text('postal_code'),
    stateCode: text('state_code'),
    homePhone: text('home_phone'),
    planTypeId: text('plan_type_id'),
    details: json<Record<string, unknown>>('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('leads_email_idx').on(t.email)],
);

/** A real-estate partner an order names: agent, escrow or title company, loan officer, assistant. */
export const partners = sqliteTable(
  'partners',
  {
    partnerId: id('partner_id'),
    /** buyerAgent, sellerAgent, titleCompany, lender, assistant (the ordering-party roles). */
    role: text('role').notNull(),
    /** Agents and officers: a person; title companies and brokerages: the firm. */
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    stateCode: text('state_code'),
    /** The office or brokerage a person belongs to. */
    parentPartnerId: text('parent_partner_id'),
    /** Lower-case name, company and e-mail, for search. */
    searchText: text('search_text').notNull(),
    isActive: bool('is_active').notNull().default(true),
    /**
     * `pending` when an agent added it while ordering: only that agent sees it until staff approve it.
     * Partners staff add, and the seeded ones, are `approved`.
     */
    status: text('status').$type<PartnerStatus>().notNull().default('approved'),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('partners_role_idx').on(t.role)],
);
