/**
 * The read side: what the server answers is stored in Dexie so the list and the workspace open offline.
 * Screens read Dexie (live); these functions refresh it from the server when a connection exists.
 */
import type { ContractorStatusFilter } from '@hw/shared';
import { onLiveChange } from '#web/lib/live/index.ts';
import { getMeta, offlineDb, setMeta } from '#web/offline/db.ts';
import { explainStorageError } from '#web/offline/storage.ts';
import type { SyncTransport } from '#web/offline/sync-engine.ts';
import { closingItemCategories, closingItems, type TicketRow, ticketLists, tickets } from './stores.ts';
import { storeTicket, ticketUrl } from './ticket-mutations.ts';
import type { ClosingItem, ClosingItemCategory, DispatchSearchResponse, DispatchTicket } from './types.ts';

const now = () => new Date().toISOString();

/** A list row may be shorter than the full ticket: it never replaces fields the stored copy already has. */
async function storeListTickets(items: DispatchTicket[]) {
  const existing = await tickets.table().bulkGet(items.map((item) => item.workOrderId));
  await tickets.table().bulkPut(
    items.map((item, index) => {
      const stored = existing[index];
      const isNewer = !stored || (item.version ?? 0) >= (stored.version ?? 0);
      return { ...stored, ...(isNewer ? item : {}), fetchedAt: now() } as TicketRow;
    }),
  );
}

export const listKey = (filter: string, page: number) => `${filter}:${page}`;

/** The page fetches under way: the list, the offline cache and the section's loader ask for the first at once. */
const pagesInFlight = new Map<string, Promise<DispatchSearchResponse>>();

/** A fetch queued behind one under way that was asked for before a change was heard. */
const pagesQueued = new Map<string, Promise<DispatchSearchResponse>>();

/** When each page was last fetched and stored, in this run of the app. */
const pagesFetchedAt = new Map<string, number>();

/** How many changes to the technician's tickets the live stream has told of, in this run of the app. */
let changesHeard = 0;

/** Of each page's latest fetch: how many changes had been heard when it was asked for. */
const changesHeardWhenAsked = new Map<string, number>();

/** The stream told of a change to a ticket (or may have missed some): pages asked for before it may not show it. */
export function heardTicketChange(): void {
  changesHeard += 1;
}
// Heard from the moment the account area loads, before the list is on screen: a page its route asked for
// just before a ticket was dispatched is not taken for a fresh one.
onLiveChange((signal) => {
  if (signal.kind === 'dispatch' || signal.kind === 'resync') heardTicketChange();
});

const askedBeforeLastChange = (key: string) => (changesHeardWhenAsked.get(key) ?? -1) < changesHeard;

/** How long a first page fetched as the list's screen opened (by the section's loader) stays the list's own. */
const OPENING_PAGE_FRESH_MS = 5_000;

/**
 * Page 0 of a filter as the list opens: the page the section's loader asked for with the route (on its way or
 * fetched moments ago) is the list's too, not asked for again, unless a change was heard since; an older one is
 * fetched again.
 */
export function refreshOpeningPage(transport: SyncTransport, filter: ContractorStatusFilter): Promise<unknown> {
  const key = listKey(filter, 0);
  const fetchedAt = pagesFetchedAt.get(key);
  const fresh = fetchedAt !== undefined && Date.now() - fetchedAt < OPENING_PAGE_FRESH_MS;
  if (fresh && !askedBeforeLastChange(key)) return Promise.resolve();
  return refreshTicketPage(transport, filter, 0);
}

/**
 * Fetches one page of one filter and stores it; a page already on its way is not asked for again, unless it was
 * asked for before the latest change heard: then one more fetch follows it, shared by every caller meanwhile.
 * Page 0 of a filter forgets that filter's older pages.
 */
export function refreshTicketPage(
  transport: SyncTransport,
  filter: ContractorStatusFilter,
  page: number,
): Promise<DispatchSearchResponse> {
  const key = listKey(filter, page);
  const inFlight = pagesInFlight.get(key);
  if (inFlight && !askedBeforeLastChange(key)) return inFlight;
  if (inFlight) {
    let queued = pagesQueued.get(key);
    if (!queued) {
      queued = inFlight
        .catch(() => undefined)
        .then(() => {
          pagesQueued.delete(key);
          return refreshTicketPage(transport, filter, page);
        });
      pagesQueued.set(key, queued);
    }
    return queued;
  }
  changesHeardWhenAsked.set(key, changesHeard);
  const fetching = fetchTicketPage(transport, filter, page).finally(() => pagesInFlight.delete(key));
  pagesInFlight.set(key, fetching);
  return fetching;
}

/** A view's tickets as the device holds them: its stored pages in order. */
export interface StoredTicketList {
  tickets: TicketRow[];
  loadedPages: number;
  totalItems: number;
  fetchedAt: string | null;
}

/**
 * The first page of a view fetched for the first time in this run of the app, as the server answered it, while it
 * is being written to the device: a list with no stored page draws it at once rather than after the write and the
 * read back. Forgotten on a failed write, and a moment after a stored one.
 */
const answeredFirstPages = new Map<ContractorStatusFilter, StoredTicketList>();
const answeredFirstPageListeners = new Set<() => void>();

function setAnsweredFirstPage(filter: ContractorStatusFilter, list: StoredTicketList | undefined) {
  if (list) answeredFirstPages.set(filter, list);
  else if (!answeredFirstPages.delete(filter)) return;
  for (const listener of answeredFirstPageListeners) listener();
}

export const answeredFirstPage = (filter: ContractorStatusFilter) => answeredFirstPages.get(filter);

export function subscribeAnsweredFirstPages(listener: () => void): () => void {
  answeredFirstPageListeners.add(listener);
  return () => answeredFirstPageListeners.delete(listener);
}

async function fetchTicketPage(
  transport: SyncTransport,
  filter: ContractorStatusFilter,
  page: number,
): Promise<DispatchSearchResponse> {
  const response = await transport.post<DispatchSearchResponse>(
    '/api/contractor/dispatch/search',
    { page, contractorStatus: filter },
    {},
  );
  if (page === 0 && !pagesFetchedAt.has(listKey(filter, 0))) {
    setAnsweredFirstPage(filter, {
      tickets: response.items,
      loadedPages: 1,
      totalItems: response.totalItems,
      fetchedAt: now(),
    });
  }
  try {
    await storeTicketPage(filter, page, response);
  } catch (error) {
    setAnsweredFirstPage(filter, undefined);
    throw error;
  }
  // Kept a moment longer, while the list reads the stored page back.
  if (answeredFirstPages.has(filter)) setTimeout(() => setAnsweredFirstPage(filter, undefined), OPENING_PAGE_FRESH_MS);
  pagesFetchedAt.set(listKey(filter, page), Date.now());
  return response;
}

async function storeTicketPage(filter: ContractorStatusFilter, page: number, response: DispatchSearchResponse) {
  const db = offlineDb();
  try {
    await db.transaction('rw', [tickets.name, ticketLists.name], async () => {
      if (page === 0) await ticketLists.table(db).where('filter').equals(filter).delete();
      await storeListTickets(response.items);
      await ticketLists.table(db).put({
        key: listKey(filter, page),
        filter,
        page,
        workOrderIds: response.items.map((item) => item.workOrderId),
        totalItems: response.totalItems,
        fetchedAt: now(),
      });
    });
  } catch (error) {
    throw explainStorageError(error);
  }
}

/** The stored pages of a filter, in order, as tickets. */
export async function readTicketPages(filter: ContractorStatusFilter): Promise<StoredTicketList> {
  const pages = (await ticketLists.table().where('filter').equals(filter).toArray()).sort((a, b) => a.page - b.page);
  const ids = [...new Set(pages.flatMap((p) => p.workOrderIds))];
  return {
    tickets: (await tickets.table().bulkGet(ids)).filter((t): t is TicketRow => !!t),
    loadedPages: pages.length,
    totalItems: pages[0]?.totalItems ?? 0,
    fetchedAt: pages[0]?.fetchedAt ?? null,
  };
}

export async function refreshTicket(transport: SyncTransport, workOrderId: string): Promise<DispatchTicket> {
  const ticket = await transport.get<DispatchTicket>(ticketUrl(workOrderId));
  await storeTicket(offlineDb(), ticket);
  return ticket;
}

/**
 * A ticket the live stream says has changed: the server's copy, unless the device already holds a newer one
 * (a save answered meanwhile). Only the server copy is replaced: the screen shows it with the outbox's
 * waiting changes on top, so queued edits stay as they are.
 */
export async function refreshChangedTicket(transport: SyncTransport, workOrderId: string): Promise<void> {
  const ticket = await transport.get<DispatchTicket>(ticketUrl(workOrderId));
  const db = offlineDb();
  await db.transaction('rw', [tickets.name], async () => {
    const stored = await tickets.table(db).get(workOrderId);
    if (!stored || (ticket.version ?? 0) >= (stored.version ?? 0)) await storeTicket(db, ticket);
  });
}

export async function refreshCategories(transport: SyncTransport, dispatchId: string) {
  const categories = await transport.get<ClosingItemCategory[]>(
    `/api/contractor/closingItems/categories?dispatchId=${encodeURIComponent(dispatchId)}`,
  );
  await closingItemCategories.table().put({ dispatchId, categories });
  return categories;
}

export async function refreshClosingItems(transport: SyncTransport, closingItemCategoryId: string) {
  const items = await transport.get<ClosingItem[]>(
    `/api/contractor/closingItems?closingItemCategoryId=${encodeURIComponent(closingItemCategoryId)}`,
  );
  await closingItems.table().put({ closingItemCategoryId, items });
  return items;
}

/** A ticket's closing-item categories and every item in them, so parts can be added without signal. */
export async function refreshCatalogue(transport: SyncTransport, dispatchId: string): Promise<void> {
  const categories = await refreshCategories(transport, dispatchId);
  for (const category of categories) await refreshClosingItems(transport, category.closingItemCategoryId);
}

/**
 * Keeps everything the technician may need on a job site: every page of the open tickets,
 * each one's closing-item categories and the items of those categories.
 */
export async function cacheAssignedTickets(transport: SyncTransport, minAgeMs = 10 * 60_000): Promise<void> {
  const last = await getMeta<string>('assignedCachedAt');
  if (last && Date.now() - new Date(last).getTime() < minAgeMs) return;
  const open: DispatchTicket[] = [];
  for (let page = 0; page < 50; page += 1) {
    const response = await refreshTicketPage(transport, 'open', page);
    open.push(...response.items);
    if (response.items.length === 0 || open.length >= response.totalItems) break;
  }
  const categoryIds = new Set<string>();
  for (const ticket of open) {
    if (!Array.isArray(ticket.dispatchParts)) await refreshTicket(transport, ticket.workOrderId);
    for (const category of await refreshCategories(transport, ticket.dispatchId)) {
      categoryIds.add(category.closingItemCategoryId);
    }
  }
  for (const id of categoryIds) await refreshClosingItems(transport, id);
  await setMeta('assignedCachedAt', now());
}
