/**
 * Reading dispatch tickets and the closing-item catalogue, written once for both dialects.
 * Rows keep cents; `toWireTicket` turns them into the dollars of the API.
 */
import {
  type AuthorizationRequest,
  type ContractorStatusFilter,
  contractorStatusOf,
  DISPATCH_PAGE_SIZE,
  type DispatchAmounts,
  type DispatchFile,
  type DispatchNote,
  type DispatchPart,
  type DispatchTicket,
  preAuthorizedLimit,
  SERVICE_CALL_STATUSES,
  searchStatuses,
  toDollars,
  totals,
} from '@hw/shared';
import { BASE_LOCALE, type Locale } from '@hw/shared/i18n';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import { checkedRowByRow, type Dialect } from '../db/index.ts';
import { lookupZip } from '../reference/index.ts';

export type TicketRow = Tables['dispatchTickets']['$inferSelect'];
export type PartRow = Tables['dispatchParts']['$inferSelect'];
export type FileRow = Tables['dispatchFiles']['$inferSelect'];
export type NoteRow = Tables['dispatchNotes']['$inferSelect'];
type RequestRow = Tables['dispatchAuthorizationRequests']['$inferSelect'];

export function toWireAuthorizationRequest(row: RequestRow, workOrderId: string): AuthorizationRequest {
  return {
    authorizationRequestId: row.id,
    dispatchId: row.dispatchId,
    workOrderId,
    amount: toDollars(row.amountCents),
    note: row.note,
    status: row.status,
    approvedAmount: row.approvedAmountCents === null ? null : toDollars(row.approvedAmountCents),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const fileUrl = (fileId: string) => `/api/contractor/file/${encodeURIComponent(fileId)}`;

export function toWireFile(row: FileRow): DispatchFile {
  return {
    fileId: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: fileUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWireNote(row: NoteRow): DispatchNote {
  return { noteId: row.id, note: row.note, createdAt: row.createdAt.toISOString(), createdBy: row.createdByName };
}

export function toWirePart(row: PartRow, closingItemName: string): DispatchPart {
  return {
    dispatchPartId: row.id,
    ...(row.clientPartId ? { clientPartId: row.clientPartId } : {}),
    partDetails: {
      isProvidedByContractor: row.isProvidedByContractor,
      pricePerUnit: toDollars(row.pricePerUnitCents),
      taxPerUnit: toDollars(row.taxPerUnitCents),
      units: row.units,
      costPerHour: toDollars(row.costPerHourCents),
      hoursWorked: row.hoursWorked,
      isNoCharge: row.isNoCharge,
      closingItem: { closingItemId: row.closingItemId, name: closingItemName },
    },
  };
}

/** The inputs of the shared money rules (dollars), for a ticket row and its parts. */
export function amountsOf(row: TicketRow, parts: DispatchAmounts['dispatchParts']): DispatchAmounts {
  return {
    dispatchParts: parts,
    discountAmount: toDollars(row.discountCents),
    tax: toDollars(row.taxCents),
    shipping: toDollars(row.shippingCents),
    purchaseOrderCost: toDollars(row.purchaseOrderCostCents),
    serviceCallFeeCollectedAmount: toDollars(row.serviceCallFeeCollectedCents),
    preAuthorizeAmount: toDollars(row.preAuthorizeCents),
    preAuthorizeAmountOverride: dollarsOrNull(row.preAuthorizeOverrideCents),
  };
}

export function toWireTicket(
  row: TicketRow,
  tradeName: string,
  related: {
    parts: DispatchPart[];
    notes: DispatchNote[];
    files: DispatchFile[];
    authorizationRequest?: AuthorizationRequest | null;
    homeownerLanguage?: Locale;
  },
): DispatchTicket {
  const amounts = amountsOf(row, related.parts);
  const zip = lookupZip(row.zip);
  return {
    dispatchId: row.dispatchId,
    workOrderId: row.workOrderId,
    version: row.version,
    contractorStatus: contractorStatusOf(row.status),
    status: row.status,
    workStatus: row.workStatus as DispatchTicket['workStatus'],
    tradeId: row.tradeId,
    trade: tradeName,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.stateCode,
      zip: row.zip,
    },
    problemDescription: row.problemDescription,
    scheduledDate: iso(row.scheduledAt),
    scheduledWindow:
      row.scheduledStartWindow && row.scheduledEndWindow
        ? `${row.scheduledStartWindow} to ${row.scheduledEndWindow}`
        : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    notes: related.notes,
    dispatchParts: related.parts,
    files: related.files,
    purchaseOrderCost: amounts.purchaseOrderCost,
    serviceCallFee: toDollars(row.serviceCallFeeCents),
    serviceCallFeeCollectedAmount: amounts.serviceCallFeeCollectedAmount,
    wasServiceCallFeeCollected: row.wasServiceCallFeeCollected,
    discountAmount: amounts.discountAmount,
    preAuthorizeAmount: amounts.preAuthorizeAmount,
    preAuthorizeAmountOverride: amounts.preAuthorizeAmountOverride ?? null,
    preAuthorizedLimit: preAuthorizedLimit(amounts),
    tax: amounts.tax,
    shipping: amounts.shipping,
    totals: totals(amounts),
    propertyLocation: zip ? { latitude: zip.latitude, longitude: zip.longitude } : null,
    visit:
      row.visitEvent && row.visitAt
        ? { event: row.visitEvent, at: row.visitAt.toISOString(), etaMinutes: row.visitEtaMinutes }
        : null,
    authorizationRequest: related.authorizationRequest ?? null,
    homeownerLanguage: related.homeownerLanguage ?? BASE_LOCALE,
  };
}

/**
 * The language of the homeowner of each work order: the stored choice of the owner of the contract its
 * request was filed on (English for a ticket without one).
 */
export async function homeownerLanguagesOf(db: Queryable, t: Tables, workOrderIds: string[]) {
  const languages = new Map<string, Locale>();
  if (workOrderIds.length === 0) return languages;
  const rows = await db
    .select({ workOrderId: t.serviceRequests.workOrderId, language: t.users.preferredLanguage })
    .from(t.serviceRequests)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
    .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
    .where(inArray(t.serviceRequests.workOrderId, workOrderIds));
  for (const row of rows) if (row.workOrderId) languages.set(row.workOrderId, row.language);
  return languages;
}

/** The newest request of each ticket, for the ticket as its technician reads it. */
export async function latestRequestsOf(
  db: Queryable,
  t: Tables,
  tickets: { dispatchId: string; workOrderId: string }[],
) {
  const latest = new Map<string, AuthorizationRequest>();
  if (tickets.length === 0) return latest;
  const workOrders = new Map(tickets.map((ticket) => [ticket.dispatchId, ticket.workOrderId]));
  const rows = await db
    .select()
    .from(t.dispatchAuthorizationRequests)
    .where(inArray(t.dispatchAuthorizationRequests.dispatchId, [...workOrders.keys()]))
    .orderBy(asc(t.dispatchAuthorizationRequests.createdAt), asc(t.dispatchAuthorizationRequests.id));
  for (const row of rows) latest.set(row.dispatchId, toWireAuthorizationRequest(row, workOrders.get(row.dispatchId)!));
  return latest;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Parts (in ticket order) with their closing-item names, for some tickets. */
export async function partsOf(db: Queryable, t: Tables, dispatchIds: string[]) {
  if (dispatchIds.length === 0) return [];
  return db
    .select({ part: t.dispatchParts, name: t.closingItems.name })
    .from(t.dispatchParts)
    .innerJoin(t.closingItems, eq(t.closingItems.id, t.dispatchParts.closingItemId))
    .where(inArray(t.dispatchParts.dispatchId, dispatchIds))
    .orderBy(asc(t.dispatchParts.position), asc(t.dispatchParts.createdAt), asc(t.dispatchParts.id));
}

/**
 * Full tickets for ticket rows: four more queries, whatever the number of tickets. One after another:
 * `db` may be a transaction, whose queries never run in parallel.
 */
async function withRelated(db: Queryable, t: Tables, rows: { ticket: TicketRow; tradeName: string }[]) {
  const ids = rows.map((r) => r.ticket.dispatchId);
  if (ids.length === 0) return [];
  const parts = await partsOf(db, t, ids);
  const notes = await db
    .select()
    .from(t.dispatchNotes)
    .where(inArray(t.dispatchNotes.dispatchId, ids))
    .orderBy(desc(t.dispatchNotes.createdAt), desc(t.dispatchNotes.id));
  const files = await db
    .select()
    .from(t.dispatchFiles)
    .where(inArray(t.dispatchFiles.dispatchId, ids))
    .orderBy(asc(t.dispatchFiles.createdAt), asc(t.dispatchFiles.id));
  const partsBy = groupBy(parts, (p) => p.part.dispatchId);
  const notesBy = groupBy(notes, (n) => n.dispatchId);
  const filesBy = groupBy(files, (f) => f.dispatchId);
  const requests = await latestRequestsOf(
    db,
    t,
    rows.map((r) => r.ticket),
  );
  const languages = await homeownerLanguagesOf(
    db,
    t,
    rows.map((r) => r.ticket.workOrderId),
  );
  return rows.map(({ ticket, tradeName }) =>
    toWireTicket(ticket, tradeName, {
      parts: (partsBy.get(ticket.dispatchId) ?? []).map((p) => toWirePart(p.part, p.name)),
      notes: (notesBy.get(ticket.dispatchId) ?? []).map(toWireNote),
      files: (filesBy.get(ticket.dispatchId) ?? []).map(toWireFile),
      authorizationRequest: requests.get(ticket.dispatchId) ?? null,
      homeownerLanguage: languages.get(ticket.workOrderId) ?? BASE_LOCALE,
    }),
  );
}

function selectTickets(db: Queryable, t: Tables, where: SQL | undefined) {
  return db
    .select({ ticket: t.dispatchTickets, tradeName: t.trades.name })
    .from(t.dispatchTickets)
    .innerJoin(t.trades, eq(t.trades.tradeId, t.dispatchTickets.tradeId))
    .where(where);
}

export async function findTicketRow(db: Queryable, t: Tables, by: { dispatchId: string } | { workOrderId: string }) {
  const where =
    'dispatchId' in by
      ? eq(t.dispatchTickets.dispatchId, by.dispatchId)
      : eq(t.dispatchTickets.workOrderId, by.workOrderId);
  const [row] = await db.select().from(t.dispatchTickets).where(where).limit(1);
  return row;
}

/** One full ticket, or undefined. */
export async function loadTicket(db: Queryable, t: Tables, by: { dispatchId: string } | { workOrderId: string }) {
  const where =
    'dispatchId' in by
      ? eq(t.dispatchTickets.dispatchId, by.dispatchId)
      : eq(t.dispatchTickets.workOrderId, by.workOrderId);
  const rows = await selectTickets(db, t, where).limit(1);
  return (await withRelated(db, t, rows))[0];
}

/**
 * What a search page keeps between requests, per database:
 * - each ticket's answer JSON by its id, version and last change. Every change to a ticket, its parts, notes or
 *   files takes the next version, and the changes that keep the version (a visit's progress, an authorisation
 *   request or decision) stamp `updated_at` (the trade and closing-item names never change while the app runs),
 *   so an entry is right for as long as both are the ticket's: a page reads them with its ids and serializes
 *   only the tickets changed since they were last sent, in any process. The oldest go first.
 * - a contractor's count for a filter, read once for a run of pages: dropped as soon as this process ends a
 *   transaction (Database.writes), and after COUNT_TTL_MS for a change made by another process.
 */
const MAX_CACHED_TICKETS = 20_000;
const COUNT_TTL_MS = 2_000;
const MAX_CACHED_COUNTS = 10_000;

interface SearchCache {
  /** Each ticket's JSON as UTF-8 bytes: a page is put together and sent without encoding it again. */
  tickets: Map<string, Buffer>;
  counts: Map<string, { n: number; writes: number; at: number }>;
}
const searchCaches = new WeakMap<Queryable, SearchCache>();

function searchCacheOf(db: Queryable): SearchCache {
  let cache = searchCaches.get(db);
  if (!cache) {
    cache = { tickets: new Map(), counts: new Map() };
    searchCaches.set(db, cache);
  }
  return cache;
}

interface TicketStamp {
  dispatchId: string;
  version: number;
  updatedAt: Date | null;
}
const ticketKey = (row: TicketStamp) => `${row.version}|${row.updatedAt?.getTime() ?? 0}|${row.dispatchId}`;

/**
 * A serializer builds its text piece by piece, and a string kept in that shape is walked piece by piece each
 * time it is joined or written. The bytes are copied once, into memory of their own (not a slice of the shared
 * pool, which a long-lived entry would keep whole).
 */
function utf8Bytes(json: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

function rememberTicketJson(tickets: SearchCache['tickets'], key: string, json: Buffer) {
  if (tickets.size >= MAX_CACHED_TICKETS) {
    const oldest = tickets.keys().next().value;
    if (oldest !== undefined) tickets.delete(oldest);
  }
  tickets.set(key, json);
}

const ITEMS_START = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

async function cachedCount(
  counts: SearchCache['counts'],
  key: string,
  writes: number,
  read: () => Promise<number>,
): Promise<number> {
  const now = Date.now();
  const hit = counts.get(key);
  if (hit && hit.writes === writes && now - hit.at < COUNT_TTL_MS) return hit.n;
  const n = await read();
  if (counts.size >= MAX_CACHED_COUNTS) counts.clear();
  counts.set(key, { n, writes, at: now });
  return n;
}

/** One page of a contractor's tickets, newest first, as the JSON of a DispatchSearchResponse. */
export async function searchTicketsJson(
  db: Queryable,
  t: Tables,
  input: {
    contractorUserId: string;
    page: number;
    contractorStatus: ContractorStatusFilter;
    isInvoice: boolean;
    dialect: Dialect;
    /** Database.writes() now. */
    writes: number;
  },
  serializeTicket: (ticket: DispatchTicket) => string,
): Promise<Buffer> {
  const statuses = searchStatuses(input.contractorStatus, input.isInvoice);
  const answer = (items: Buffer[], totalItems: number) =>
    Buffer.concat([
      ITEMS_START,
      ...items.flatMap((item, index) => (index === 0 ? [item] : [COMMA, item])),
      Buffer.from(
        `],"totalItems":${totalItems},"page":${input.page},"contractorStatus":${JSON.stringify(input.contractorStatus)}}`,
      ),
    ]);
  if (statuses.length === 0) return answer([], 0);
  // The page walks the (contractor, created, id) index newest first and checks each ticket's status as it
  // goes, stopping after the page: looking the statuses up in their index would return every match out of
  // order, to be sorted for each page. The count uses the (contractor, status) index, once for a run of pages.
  const everyStatus = statuses.length === SERVICE_CALL_STATUSES.length;
  const mine = eq(t.dispatchTickets.contractorUserId, input.contractorUserId);
  const cache = searchCacheOf(db);
  const total = await cachedCount(
    cache.counts,
    `${input.contractorUserId}|${statuses.join(',')}`,
    input.writes,
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(t.dispatchTickets)
        .where(and(mine, everyStatus ? undefined : inArray(t.dispatchTickets.status, statuses)));
      return Number(row?.n ?? 0);
    },
  );
  const statusChecked = sql`${checkedRowByRow(input.dialect, t.dispatchTickets.status)} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const page = await db
    .select({
      dispatchId: t.dispatchTickets.dispatchId,
      version: t.dispatchTickets.version,
      updatedAt: t.dispatchTickets.updatedAt,
    })
    .from(t.dispatchTickets)
    .where(and(mine, everyStatus ? undefined : statusChecked))
    .orderBy(desc(t.dispatchTickets.createdAt), desc(t.dispatchTickets.dispatchId))
    .limit(DISPATCH_PAGE_SIZE)
    .offset(input.page * DISPATCH_PAGE_SIZE);
  const missing = page.filter((row) => !cache.tickets.has(ticketKey(row)));
  const loaded = new Map<string, Buffer>();
  if (missing.length > 0) {
    const rows = await selectTickets(
      db,
      t,
      inArray(
        t.dispatchTickets.dispatchId,
        missing.map((row) => row.dispatchId),
      ),
    );
    const stamps = new Map(missing.map((row) => [row.dispatchId, row]));
    for (const ticket of await withRelated(db, t, rows)) {
      const json = utf8Bytes(serializeTicket(ticket));
      loaded.set(ticket.dispatchId, json);
      const stamp = stamps.get(ticket.dispatchId);
      // Kept only when it is the ticket as stamped on the page (not changed between the two reads).
      if (stamp && stamp.version === ticket.version) rememberTicketJson(cache.tickets, ticketKey(stamp), json);
    }
  }
  // A ticket changed between the two reads is answered as it is now.
  const items = page.flatMap((row) => {
    const json = loaded.get(row.dispatchId) ?? cache.tickets.get(ticketKey(row));
    return json === undefined ? [] : [json];
  });
  return answer(items, total);
}

export async function closingItemCategoriesForTrade(db: Queryable, t: Tables, tradeId: number) {
  return db
    .select({ closingItemCategoryId: t.closingItemCategories.id, name: t.closingItemCategories.name })
    .from(t.closingItemCategories)
    .where(eq(t.closingItemCategories.tradeId, tradeId))
    .orderBy(asc(t.closingItemCategories.sortOrder), asc(t.closingItemCategories.name));
}

export async function findClosingItemCategory(db: Queryable, t: Tables, id: string) {
  const [row] = await db.select().from(t.closingItemCategories).where(eq(t.closingItemCategories.id, id)).limit(1);
  return row;
}

export async function closingItemsOfCategory(db: Queryable, t: Tables, categoryId: string) {
  const rows = await db
    .select()
    .from(t.closingItems)
    .where(eq(t.closingItems.categoryId, categoryId))
    .orderBy(asc(t.closingItems.sortOrder), asc(t.closingItems.name));
  return rows.map((row) => ({
    closingItemId: row.id,
    name: row.name,
    closingItemCategoryId: row.categoryId,
    kind: row.kind,
    ...(row.defaultPricePerUnitCents !== null ? { defaultPricePerUnit: toDollars(row.defaultPricePerUnitCents) } : {}),
    ...(row.defaultCostPerHourCents !== null ? { defaultCostPerHour: toDollars(row.defaultCostPerHourCents) } : {}),
  }));
}

export async function findClosingItems(db: Queryable, t: Tables, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(t.closingItems).where(inArray(t.closingItems.id, ids));
}

export async function agreementOf(db: Queryable, t: Tables, userId: string) {
  const [row] = await db.select().from(t.serviceAgreements).where(eq(t.serviceAgreements.userId, userId)).limit(1);
  return row;
}
