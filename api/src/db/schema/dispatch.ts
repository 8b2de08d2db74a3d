import type { AuthorizationRequestStatus, ServiceCallStatus, VisitEvent } from '@hw/shared';
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, cents, createdAt, id, timestamp } from './columns.ts';
import { trades } from './reference.ts';
import { users } from './users.ts';

/** The ticket a row belongs to: the row goes when the ticket does. */
const ticketColumn = () =>
  text('dispatch_id')
    .notNull()
    .references(() => dispatchTickets.dispatchId, { onDelete: 'cascade' });
/** A user the row must name (its contractor, technician or uploader). */
const userColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id);

/** Groups of the part and labour catalogue, per trade (GET /contractor/closingItems/categories). */
export const closingItemCategories = sqliteTable(
  'closing_item_categories',
  {
    id: id(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.tradeId),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('closing_item_categories_trade_idx').on(t.tradeId)],
);

/** Parts (priced per unit) and labour lines (priced per hour, named "Labor (...)"). */
export const closingItems = sqliteTable(
  'closing_items',
  {
    id: id(),
    categoryId: text('category_id')
      .notNull()
      .references(() => closingItemCategories.id),
    name: text('name').notNull(),
    kind: text('kind').$type<'part' | 'labor'>().notNull(),
    defaultPricePerUnitCents: cents('default_price_per_unit_cents'),
    defaultCostPerHourCents: cents('default_cost_per_hour_cents'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('closing_items_category_idx').on(t.categoryId)],
);

/**
 * A dispatch ticket: one service call sent to one contractor. Amounts are integer cents; `version`
 * goes up by one with every accepted change (values, parts, notes, files).
 */
export const dispatchTickets = sqliteTable(
  'dispatch_tickets',
  {
    /** The key of the update call (POST /contractor/dispatch/{dispatchId}). */
    dispatchId: id('dispatch_id'),
    /** Human readable, e.g. "WO-104233"; the detail call's key. */
    workOrderId: text('work_order_id').notNull().unique(),
    contractorUserId: userColumn('contractor_user_id'),
    status: text('status').$type<ServiceCallStatus>().notNull(),
    workStatus: text('work_status').notNull(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trades.tradeId),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    zip: text('zip').notNull(),
    problemDescription: text('problem_description').notNull(),
    scheduledAt: timestamp('scheduled_at'),
    /** The visit window as the customer chose it, hour labels such as "8AM" and "12PM". */
    scheduledStartWindow: text('scheduled_start_window'),
    scheduledEndWindow: text('scheduled_end_window'),
    cancellationNotes: text('cancellation_notes'),
    completedAt: timestamp('completed_at'),
    /** A recall: the earlier work order this visit repeats. */
    recallOfWorkOrderId: text('recall_of_work_order_id'),
    serviceCallFeeCents: cents('service_call_fee_cents').notNull().default(0),
    serviceCallFeeCollectedCents: cents('service_call_fee_collected_cents').notNull().default(0),
    wasServiceCallFeeCollected: bool('was_service_call_fee_collected').notNull().default(false),
    discountCents: cents('discount_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    shippingCents: cents('shipping_cents').notNull().default(0),
    purchaseOrderCostCents: cents('purchase_order_cost_cents').notNull().default(0),
    preAuthorizeCents: cents('pre_authorize_cents').notNull().default(0),
    preAuthorizeOverrideCents: cents('pre_authorize_override_cents'),
    /** The visit under way or last made (its latest event in dispatch_visit_events); null before the first. */
    visitEvent: text('visit_event').$type<VisitEvent>(),
    visitEtaMinutes: integer('visit_eta_minutes'),
    visitAt: timestamp('visit_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [
    index('dispatch_tickets_contractor_status_created_idx').on(t.contractorUserId, t.status, t.createdAt),
    // The search's order (newest first, then by id): a page is read in order, without a sort.
    index('dispatch_tickets_contractor_created_id_idx').on(t.contractorUserId, t.createdAt, t.dispatchId),
  ],
);

export const dispatchParts = sqliteTable(
  'dispatch_parts',
  {
    id: id(),
    dispatchId: ticketColumn(),
    closingItemId: text('closing_item_id')
      .notNull()
      .references(() => closingItems.id),
    isProvidedByContractor: bool('is_provided_by_contractor').notNull().default(false),
    pricePerUnitCents: cents('price_per_unit_cents').notNull().default(0),
    taxPerUnitCents: cents('tax_per_unit_cents').notNull().default(0),
    units: real('units').notNull().default(0),
    costPerHourCents: cents('cost_per_hour_cents').notNull().default(0),
    hoursWorked: real('hours_worked').notNull().default(0),
    /** Given free: the line carries no price (a $0 line is refused unless it is marked so). */
    isNoCharge: bool('is_no_charge').notNull().default(false),
    /** Order on the ticket. */
    position: integer('position').notNull().default(0),
    /**
     * The id the device gave the part before the server had it: a save that sends the part again without
     * its server id (a retry, or the next save of a batch) finds it by this id instead of adding it twice.
     */
    clientPartId: text('client_part_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('dispatch_parts_dispatch_idx').on(t.dispatchId),
    uniqueIndex('dispatch_parts_dispatch_client_part_idx').on(t.dispatchId, t.clientPartId),
  ],
);

export const dispatchNotes = sqliteTable(
  'dispatch_notes',
  {
    id: id(),
    dispatchId: ticketColumn(),
    note: text('note').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id),
    /** The author's name as shown on the ticket (dispatch desk notes have no user here). */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dispatch_notes_dispatch_created_idx').on(t.dispatchId, t.createdAt)],
);

/** Uploaded photos and documents; the bytes live in DATA_DIR under `storageName`. */
export const dispatchFiles = sqliteTable(
  'dispatch_files',
  {
    id: id(),
    dispatchId: ticketColumn(),
    uploadedByUserId: userColumn('uploaded_by_user_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex: the same content is stored once per ticket. */
    contentHash: text('content_hash').notNull(),
    storageName: text('storage_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dispatch_files_dispatch_hash_idx').on(t.dispatchId, t.contentHash),
    index('dispatch_files_uploader_idx').on(t.uploadedByUserId, t.createdAt),
  ],
);

/** Customer surveys after a visit: the voice of the customer on the contractor dashboard. */
export const customerSurveys = sqliteTable(
  'customer_surveys',
  {
    id: id(),
    dispatchId: ticketColumn(),
    contractorUserId: userColumn('contractor_user_id'),
    /** 1 to 5. */
    rating: integer('rating').notNull(),
    comment: text('comment'),
    customerName: text('customer_name').notNull(),
    arrivedOnTime: bool('arrived_on_time').notNull(),
    fixedFirstVisit: bool('fixed_first_visit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_surveys_contractor_created_idx').on(t.contractorUserId, t.createdAt)],
);

/** Every On my way (with its arrival estimate), Arrived and Work complete a technician sent for a ticket. */
export const dispatchVisitEvents = sqliteTable(
  'dispatch_visit_events',
  {
    id: id(),
    dispatchId: ticketColumn(),
    event: text('event').$type<VisitEvent>().notNull(),
    etaMinutes: integer('eta_minutes'),
    technicianUserId: userColumn('technician_user_id'),
    at: timestamp('at').notNull(),
  },
  (t) => [index('dispatch_visit_events_dispatch_at_idx').on(t.dispatchId, t.at)],
);

/**
 * A technician's request for a higher pre-authorized amount on a ticket. Approving it writes the approved amount
 * into the ticket's `pre_authorize_override_cents` in the same transaction.
 */
export const dispatchAuthorizationRequests = sqliteTable(
  'dispatch_authorization_requests',
  {
    id: id(),
    dispatchId: ticketColumn(),
    contractorUserId: userColumn('contractor_user_id'),
    amountCents: cents('amount_cents').notNull(),
    note: text('note').notNull(),
    status: text('status').$type<AuthorizationRequestStatus>().notNull().default('open'),
    approvedAmountCents: cents('approved_amount_cents'),
    decidedByUserId: text('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('dispatch_authorization_requests_status_created_idx').on(t.status, t.createdAt),
    index('dispatch_authorization_requests_dispatch_created_idx').on(t.dispatchId, t.createdAt),
    // One request waits per ticket, also when two are sent at the same moment.
    uniqueIndex('dispatch_authorization_requests_one_open_idx').on(t.dispatchId).where(sql`status = 'open'`),
  ],
);
