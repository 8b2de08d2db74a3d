/**
 * PostgreSQL tables derived from the SQLite schema, so the schema is written once.
 * Mapping: text -> text, text json -> jsonb, integer -> integer, integer timestamp -> timestamptz(3),
 * integer boolean -> boolean, real -> double precision. Keys, defaults, uniques, indexes and
 * foreign keys are carried over. Drizzle Kit reads this module to generate the PostgreSQL migrations.
 */
import { type Column, getTableName, is, SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as sqliteSchema from './schema/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: builders of different column kinds share no useful type
type AnyBuilder = any;

function pgColumn(column: Column): PgColumnBuilderBase {
  let builder: AnyBuilder;
  switch (column.columnType) {
    case 'SQLiteText':
      builder = text(column.name);
      break;
    case 'SQLiteTextJson':
      builder = jsonb(column.name);
      break;
    case 'SQLiteInteger':
      builder = integer(column.name);
      if ((column as unknown as { autoIncrement?: boolean }).autoIncrement) {
        builder = builder.generatedByDefaultAsIdentity();
      }
      break;
    case 'SQLiteTimestamp':
      builder = timestamp(column.name, { withTimezone: true, precision: 3, mode: 'date' });
      break;
    case 'SQLiteBoolean':
      builder = boolean(column.name);
      break;
    case 'SQLiteReal':
      builder = doublePrecision(column.name);
      break;
    default:
      throw new Error(`No PostgreSQL mapping for column type ${column.columnType} (${column.name})`);
  }
  if (column.notNull) builder = builder.notNull();
  if (column.primary) builder = builder.primaryKey();
  if (column.default !== undefined) builder = builder.default(column.default);
  if (column.defaultFn) builder = builder.$defaultFn(column.defaultFn);
  if (column.onUpdateFn) builder = builder.$onUpdateFn(column.onUpdateFn);
  if (column.isUnique) builder = builder.unique(column.uniqueName);
  return builder;
}

function convertTable(source: SQLiteTable, converted: Map<string, PgTable>): PgTable {
  const config = getTableConfig(source);
  const columns = Object.fromEntries(
    Object.entries(source).flatMap(([key, value]) =>
      config.columns.includes(value as Column) ? [[key, pgColumn(value as Column)]] : [],
    ),
  );
  const keyOf = (column: Column) => Object.keys(source).find((k) => (source as never)[k] === column) as string;
  return pgTable(config.name, columns, (table: AnyBuilder) => [
    ...config.indexes.map((i) => {
      // An expression (written as plain SQL, the same in both dialects) is carried over as it is.
      const on = i.config.columns.map((c) => (is(c, SQL) ? c : table[keyOf(c as Column)]));
      const make = i.config.unique ? uniqueIndex : index;
      const built = make(i.config.name).on(on[0], ...on.slice(1));
      // A partial index keeps its condition (written as plain SQL, the same in both dialects).
      return i.config.where ? built.where(i.config.where) : built;
    }),
    ...config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      const target = converted.get(getTableName(ref.foreignTable)) as AnyBuilder;
      const targetSource = ref.foreignTable as AnyBuilder;
      const targetKey = (c: Column) => Object.keys(targetSource).find((k) => targetSource[k] === c) as string;
      let built: AnyBuilder = foreignKey({
        name: fk.getName(),
        columns: ref.columns.map((c) => table[keyOf(c)]) as [AnyBuilder],
        foreignColumns: ref.foreignColumns.map((c) => target[targetKey(c)]) as [AnyBuilder],
      });
      if (fk.onDelete) built = built.onDelete(fk.onDelete);
      if (fk.onUpdate) built = built.onUpdate(fk.onUpdate);
      return built;
    }),
    ...config.primaryKeys.map((pk) =>
      primaryKey({ name: pk.getName(), columns: pk.columns.map((c) => table[keyOf(c)]) as [AnyBuilder] }),
    ),
    ...config.uniqueConstraints.map((u) =>
      unique(u.name).on(...(u.columns.map((c) => table[keyOf(c)]) as [AnyBuilder])),
    ),
  ]);
}

function convertSchema<T extends Record<string, unknown>>(schema: T): T {
  const converted = new Map<string, PgTable>();
  const result: Record<string, unknown> = {};
  for (const [exportName, value] of Object.entries(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const table = convertTable(value, converted);
    converted.set(getTableName(value), table);
    result[exportName] = table;
  }
  return result as T;
}

/**
 * Typed as the SQLite tables on purpose: query code is written once against that shape and
 * runs on either dialect because the two share column keys and JavaScript value types.
 */
export const pgSchema = convertSchema(sqliteSchema);

// Drizzle Kit looks for exported tables by name.
export const {
  states,
  propertyTypes,
  trades,
  productFamilies,
  zipCodes,
  planTypes,
  featureFlags,
  users,
  refreshTokens,
  signInCodes,
  loginFailures,
  signingKeys,
  impersonationAudit,
  emailOutbox,
  contractorProfiles,
  serviceAgreements,
  closingItemCategories,
  closingItems,
  dispatchTickets,
  dispatchParts,
  dispatchNotes,
  dispatchFiles,
  dispatchVisitEvents,
  dispatchAuthorizationRequests,
  customerSurveys,
  idempotencyKeys,
  plans,
  offers,
  coverageItems,
  coverages,
  planCoverages,
  serviceCallPrices,
  surcharges,
  listingCoveragePrices,
  coupons,
  creditReasons,
  contracts,
  paymentMethods,
  invoices,
  invoiceChargeAttempts,
  contractReminders,
  policyPayments,
  paymentIntents,
  gatewayNotifications,
  ledgerLines,
  paymentMandates,
  leads,
  partners,
  sandboxCustomerProfiles,
  sandboxPaymentProfiles,
  sandboxTransactions,
  notices,
  cardExpiryNotices,
  serviceRequests,
  serviceRequestNotes,
  serviceRequestEvents,
  cashInLieuOffers,
  questionFlows,
  forumCategories,
  forumEntries,
  newsletterSubscriptions,
  newsletterConfirmations,
  reviews,
  salesReps,
  awards,
  executives,
  contactMessages,
  videoSupportSignups,
  staffAudit,
  globalNotices,
  dataRequests,
  jobRuns,
  vapidKeys,
  pushSubscriptions,
  uploadsInProgress,
  usedLiveTickets,
  visits,
  contractorAvailability,
  smsMessages,
  smsOutbox,
} = pgSchema as unknown as Record<string, PgTable>;
