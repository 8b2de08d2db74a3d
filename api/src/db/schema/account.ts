import type { Answer, FlowTexts, ServiceContactPreferences, ServiceRequestEvent } from '@hw/shared';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { coverages } from './catalog.ts';
import { cents, createdAt, id, json, timestamp } from './columns.ts';
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

/**
 * A card-expiring notice sent (the clock's `card-expiry` job), one per card and expiry: the unique key makes it
 * sent once, and a card given a new expiry gets its own. No foreign key to the card, which its owner may remove.
 */
export const cardExpiryNotices = sqliteTable(
  'card_expiry_notices',
  {
    id: id(),
    creditCardId: text('credit_card_id').notNull(),
    /** MM/YY, as the card had it when the notice was sent. */
    expirationDate: text('expiration_date').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The moment the run acted as of. */
    sentAt: timestamp('sent_at').notNull(),
  },
  (t) => [uniqueIndex('card_expiry_notices_card_expiry_idx').on(t.creditCardId, t.expirationDate)],
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
    /** Service-call status: open, sentToContractor, approved, workComplete, ... */
    status: text('status').notNull(),
    workOrderId: text('work_order_id'),
    /** The covered item claimed (a catalogue sales item); null on requests older than the question flows. */
    warrantyItemId: text('warranty_item_id').references(() => coverages.salesItemId),
    /** The question flow's answers as filed. */
    answers: json<Answer[]>('answers').notNull().default([]),
    contactPreferences: json<ServiceContactPreferences>('contact_preferences'),
    serviceCallFeeCents: cents('service_call_fee_cents').notNull().default(0),
    /** The gateway transaction of the fee; null when nothing was charged. */
    feeTransactionId: text('fee_transaction_id'),
    feeCreditCardId: text('fee_credit_card_id'),
    /** When the fee was given back (the request was cancelled). */
    feeRefundedAt: timestamp('fee_refunded_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at'),
  },
  (t) => [
    index('service_requests_contract_idx').on(t.contractId),
    index('service_requests_work_order_idx').on(t.workOrderId),
  ],
);

/** The homeowner's timeline of a request: one row per step reached. */
export const serviceRequestEvents = sqliteTable(
  'service_request_events',
  {
    eventId: id('event_id'),
    serviceRequestId: text('service_request_id')
      .notNull()
      .references(() => serviceRequests.serviceRequestId),
    event: text('event').$type<ServiceRequestEvent>().notNull(),
    detail: text('detail'),
    at: timestamp('at').notNull(),
  },
  (t) => [uniqueIndex('service_request_events_request_event_idx').on(t.serviceRequestId, t.event)],
);

/** The question flowchart of a warranty item, kept as the seed writes it. */
export const questionFlows = sqliteTable('question_flows', {
  warrantyItemId: text('warranty_item_id')
    .primaryKey()
    .references(() => coverages.salesItemId),
  startQuestionId: text('start_question_id').notNull(),
  questions: json<unknown[]>('questions').notNull(),
  version: integer('version').notNull().default(1),
  /** The flow's words in other languages: by language, then by question (shared `FlowTexts`). */
  translations: json<Record<string, FlowTexts>>('translations'),
});

/**
 * Cash offered by staff instead of the repair, on a denied claim or one over its plan's limit: one offer a
 * claim, answered by the homeowner once (`answer` is null until then).
 */
export const cashInLieuOffers = sqliteTable('cash_in_lieu_offers', {
  serviceRequestId: text('service_request_id')
    .primaryKey()
    .references(() => serviceRequests.serviceRequestId),
  amountCents: cents('amount_cents').notNull(),
  note: text('note').notNull(),
  offeredByUserId: text('offered_by_user_id')
    .notNull()
    .references(() => users.id),
  offeredAt: timestamp('offered_at').notNull(),
  answer: text('answer').$type<'accepted' | 'declined'>(),
  answeredAt: timestamp('answered_at'),
});

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
