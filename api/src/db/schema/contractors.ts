import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cents, json, timestamp } from './columns.ts';
import { users } from './users.ts';

/** What the provider knows about a contractor's business (GET /contractor/user/{id}). */
export const contractorProfiles = sqliteTable('contractor_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  tradeIds: json<number[]>('trade_ids').notNull().default([]),
  serviceZipCodes: json<string[]>('service_zip_codes').notNull().default([]),
  insuranceCarrier: text('insurance_carrier').notNull(),
  insurancePolicyNumber: text('insurance_policy_number').notNull(),
  liabilityCoverageCents: cents('liability_coverage_cents').notNull(),
  insuranceExpiresAt: timestamp('insurance_expires_at').notNull(),
});

/** The contractor's acceptance of the service agreement; the first acceptance date stays. */
export const serviceAgreements = sqliteTable('service_agreements', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  agreedAt: timestamp('agreed_at').notNull(),
});
