import type { DataRequestStatus, DataRequestType } from '@hw/shared';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, timestamp } from './columns.ts';
import { users } from './users.ts';

/** A request made through the state notice's form (access, deletion, correction); staff complete it. */
export const dataRequests = sqliteTable(
  'data_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    stateCode: text('state_code').notNull(),
    requestType: text('request_type').$type<DataRequestType>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<DataRequestStatus>().notNull().default('open'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at'),
    completedByUserId: text('completed_by_user_id').references(() => users.id),
    outcome: text('outcome'),
    accountErased: bool('account_erased').notNull().default(false),
  },
  (t) => [index('data_requests_status_created_idx').on(t.status, t.createdAt)],
);
