import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';
import { contracts } from './orders.ts';
import { users } from './users.ts';

/** A message to one user in their account (a renewal coming up, a failed payment); dismissed one by one or all. */
export const notices = sqliteTable(
  'notices',
  {
    noticeId: id('notice_id'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    contractId: text('contract_id').references(() => contracts.contractId),
    title: text('title').notNull(),
    text: text('text').notNull(),
    level: text('level').$type<'info' | 'warning'>().notNull().default('info'),
    createdAt: createdAt(),
    dismissedAt: timestamp('dismissed_at'),
  },
  (t) => [index('notices_user_idx').on(t.userId)],
);

/** A service request (claim) on a contract, and its history. */
export const serviceRequests = sqliteTable(
  'service_requests',
  {
    serviceRequestId: id('service_request_id'),
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.contractId),
    requestedByUserId: text('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    /** Shown to people, e.g. "SR-300211". */
    serviceRequestNumber: text('service_request_number').notNull().unique(),
    itemDescription: text('item_description').notNull(),
    description: text('description').notNull(),
    /** Service-call status (spec core section 3): open, sentToContractor, approved, workComplete, ... */
    status: text('status').notNull(),
    workOrderId: text('work_order_id'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at'),
  },
  (t) => [index('service_requests_contract_idx').on(t.contractId)],
);

export const serviceRequestNotes = sqliteTable(
  'service_request_notes',
  {
    noteId: id('note_id'),
    serviceRequestId: text('service_request_id')
      .notNull()
      .references(() => serviceRequests.serviceRequestId),
    note: text('note').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('service_request_notes_request_idx').on(t.serviceRequestId)],
);
