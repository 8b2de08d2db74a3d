import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool } from './columns.ts';

export const states = sqliteTable('states', {
  stateCode: text('state_code').primaryKey(),
  description: text('description').notNull(),
  isMarketState: bool('is_market_state').notNull().default(false),
});

export const propertyTypes = sqliteTable('property_types', {
  dwellingTypeId: text('dwelling_type_id').primaryKey(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const trades = sqliteTable('trades', {
  tradeId: integer('trade_id').primaryKey(),
  name: text('name').notNull(),
  webView: bool('web_view').notNull(),
});

export const productFamilies = sqliteTable(
  'product_families',
  {
    productFamilyId: integer('product_family_id').primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.tradeId),
    name: text('name').notNull(),
  },
  (t) => [index('product_families_trade_idx').on(t.tradeId)],
);

/** Zip codes of the service area (market states), with their centroids. */
export const zipCodes = sqliteTable(
  'zip_codes',
  {
    zipCode: text('zip_code').primaryKey(),
    city: text('city').notNull(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
  },
  (t) => [index('zip_codes_state_idx').on(t.stateCode)],
);

export const planTypes = sqliteTable('plan_types', {
  planTypeId: text('plan_type_id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  routeValue: text('route_value'),
  legacyId: integer('legacy_id'),
});

export const featureFlags = sqliteTable('feature_flags', {
  key: text('key').primaryKey(),
  isEnabled: bool('is_enabled').notNull().default(false),
  description: text('description').notNull().default(''),
});
