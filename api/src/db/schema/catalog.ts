import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, cents, id, json, timestamp } from './columns.ts';
import { planTypes, propertyTypes, states, trades } from './reference.ts';

/**
 * The plan catalogue. The server prices every order from these tables; a
 * price sent by a client is never read.
 */

/** A plan of one plan type, e.g. "Gold" for homeowners. */
export const plans = sqliteTable(
  'plans',
  {
    planId: id('plan_id'),
    planTypeId: text('plan_type_id')
      .notNull()
      .references(() => planTypes.planTypeId),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A real-estate plan a seller may hold while the home is listed (the listing coverage). */
    canBeListingCoverage: bool('can_be_listing_coverage').notNull().default(false),
    /** The plan's own limits and exclusions (the dialog of a plan card). */
    salesItemCoverageId: text('sales_item_coverage_id').references(() => coverageItems.salesItemCoverageId),
  },
  (t) => [index('plans_plan_type_idx').on(t.planTypeId)],
);

/** A plan's price in one state for one dwelling type: the offer a plan card shows. */
export const offers = sqliteTable(
  'offers',
  {
    contractOfferId: id('contract_offer_id'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.planId),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    dwellingTypeId: text('dwelling_type_id')
      .notNull()
      .references(() => propertyTypes.dwellingTypeId),
    costCents: cents('cost_cents').notNull(),
    monthlyCostCents: cents('monthly_cost_cents').notNull(),
  },
  (t) => [uniqueIndex('offers_plan_state_dwelling_idx').on(t.stateCode, t.dwellingTypeId, t.planId)],
);

/** What a coverage item covers, does not cover and limits (GET /coverageItem/limitsAndExclusions/{id}). */
export const coverageItems = sqliteTable('coverage_items', {
  salesItemCoverageId: id('sales_item_coverage_id'),
  name: text('name').notNull(),
  factoids: json<{ image: string; title: string; items: string[] }[]>('factoids').notNull().default([]),
  covered: json<string[]>('covered').notNull().default([]),
  notCovered: json<string[]>('not_covered').notNull().default([]),
  limits: json<string[]>('limits').notNull().default([]),
  legal: text('legal').notNull().default(''),
});

/** A sales item: an appliance or system a plan covers, or an add-on it offers. */
export const coverages = sqliteTable('coverages', {
  salesItemId: id('sales_item_id'),
  category: text('category').notNull(),
  description: text('description').notNull(),
  salesItemCoverageId: text('sales_item_coverage_id').references(() => coverageItems.salesItemCoverageId),
  /** The trade whose contractors repair this item; a service request on it is dispatched to one of them. */
  tradeId: integer('trade_id').references(() => trades.tradeId),
  /** False for an add-on bought at most once per contract (a roof, a well pump); true when several may be covered. */
  allowsQuantity: bool('allows_quantity').notNull().default(true),
});

/**
 * A coverage on a plan: included (isOptional false, no price) or an add-on with a yearly cost and a
 * monthly recurring cost; an add-on included by default is pre-selected when the plan is chosen.
 */
export const planCoverages = sqliteTable(
  'plan_coverages',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.planId),
    salesItemId: text('sales_item_id')
      .notNull()
      .references(() => coverages.salesItemId),
    isOptional: bool('is_optional').notNull(),
    isIncludedByDefault: bool('is_included_by_default').notNull().default(false),
    costCents: cents('cost_cents').notNull().default(0),
    recurringCostCents: cents('recurring_cost_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('plan_coverages_plan_item_idx').on(t.planId, t.salesItemId)],
);

/** The service call fees a buyer may choose, per plan type and state; priceOffset changes the yearly price. */
export const serviceCallPrices = sqliteTable(
  'service_call_prices',
  {
    id: id(),
    planTypeId: text('plan_type_id')
      .notNull()
      .references(() => planTypes.planTypeId),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    feeCents: cents('fee_cents').notNull(),
    priceOffsetCents: cents('price_offset_cents').notNull().default(0),
  },
  (t) => [index('service_call_prices_type_state_idx').on(t.planTypeId, t.stateCode)],
);

/** Yearly surcharges per plan type and state; today only the fee for homes over 5,000 sq ft. */
export const surcharges = sqliteTable(
  'surcharges',
  {
    planTypeId: text('plan_type_id')
      .notNull()
      .references(() => planTypes.planTypeId),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    kind: text('kind').$type<'over5000SqFt'>().notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [uniqueIndex('surcharges_type_state_kind_idx').on(t.planTypeId, t.stateCode, t.kind)],
);

/** Yearly price of a listing coverage per state (not due until close of escrow). */
export const listingCoveragePrices = sqliteTable('listing_coverage_prices', {
  stateCode: text('state_code')
    .primaryKey()
    .references(() => states.stateCode),
  priceCents: cents('price_cents').notNull(),
});

/** A coupon code worth a fixed amount; optionally only for one plan type, state or plan. */
export const coupons = sqliteTable('coupons', {
  contractCouponId: id('contract_coupon_id'),
  /** Stored upper case; codes are matched without regard to case. */
  couponCode: text('coupon_code').notNull().unique(),
  amountCents: cents('amount_cents').notNull(),
  planTypeId: text('plan_type_id').references(() => planTypes.planTypeId),
  stateCode: text('state_code').references(() => states.stateCode),
  planId: text('plan_id').references(() => plans.planId),
  isActive: bool('is_active').notNull().default(true),
  expiresAt: timestamp('expires_at'),
});

/** Why a credit or discount is given (militaryDiscount, renewalDiscount, autoRenewDiscount, ...). */
export const creditReasons = sqliteTable('credit_reasons', {
  creditReasonId: text('credit_reason_id').primaryKey(),
  description: text('description').notNull(),
  /** The usual amount, where the reason has one (e.g. the auto-renew discount). */
  defaultAmountCents: cents('default_amount_cents'),
});
