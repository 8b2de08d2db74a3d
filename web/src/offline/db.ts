/**
 * The contractor's data on this device (IndexedDB through Dexie; nothing else in the app opens it).
 *
 * - tickets: the last copy of each assigned dispatch ticket the server sent, by workOrderId
 *   (indexed by dispatchId and contractorStatus). Local edits are never written here.
 * - ticketLists: which tickets one page of one filter held (key "open:0"), for the list offline.
 * - closingItems / closingItemCategories: the part and labour catalogue, per category and per ticket.
 * - outbox: every change the contractor made, in order, until the server has it (see sync-engine.ts).
 * - uploads: photos and documents (the bytes) waiting for or done with their upload.
 * - meta: small values: this install's clientId, lastSyncedAt, when storage persistence was asked.
 *
 * A ticket on screen = its server copy + its outbox items still to send, applied in order (ticket-view.ts).
 */
import Dexie, { type EntityTable } from 'dexie';
import type { ClosingItem, ClosingItemCategory, DispatchPart, DispatchTicket, TicketChanges } from './types.ts';

export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'conflict';

export type OutboxMutation =
  | {
      name: 'updateTicket';
      args: { dispatchId: string; workOrderId: string; changes: TicketChanges; before: TicketChanges };
    }
  | { name: 'addPart'; args: { dispatchId: string; workOrderId: string; part: DispatchPart } }
  | { name: 'removePart'; args: { dispatchId: string; workOrderId: string; dispatchPartId: string } }
  | { name: 'createNote'; args: { dispatchId: string; workOrderId: string; note: string } }
  | { name: 'addFile'; args: { dispatchId: string; workOrderId: string; uploadId: number; fileName: string } };

export type OutboxName = OutboxMutation['name'];

/** A true conflict: the same field changed here and on the server since this edit was made. */
export interface OutboxConflict {
  fields: string[];
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  serverVersion: number;
}

export type OutboxItem = OutboxMutation & {
  seq?: number;
  clientId: string;
  idempotencyKey: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  status: OutboxStatus;
  conflict?: OutboxConflict;
  /**
   * The exact ticket body of the first attempt. A retry under the same key must send the same
   * payload, even when a newer copy of the ticket arrived in between (the server would answer 422).
   */
  sentBody?: unknown;
};

export type UploadState = 'queued' | 'uploading' | 'synced' | 'failed';

export interface UploadRow {
  id?: number;
  dispatchId: string;
  workOrderId: string;
  /** A Blob where IndexedDB stores them, else the bytes. */
  data: Blob | ArrayBuffer;
  fileName: string;
  contentType: string;
  contentHash: string;
  size: number;
  state: UploadState;
  createdAt: string;
  error?: string | null;
}

export interface TicketListPage {
  key: string;
  filter: string;
  page: number;
  workOrderIds: string[];
  totalItems: number;
  fetchedAt: string;
}

export interface ClosingItemsRow {
  closingItemCategoryId: string;
  items: ClosingItem[];
}

export interface CategoriesRow {
  dispatchId: string;
  categories: ClosingItemCategory[];
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type TicketRow = DispatchTicket & { fetchedAt?: string };

export class OfflineDatabase extends Dexie {
  tickets!: EntityTable<TicketRow, 'workOrderId'>;
  ticketLists!: EntityTable<TicketListPage, 'key'>;
  closingItems!: EntityTable<ClosingItemsRow, 'closingItemCategoryId'>;
  closingItemCategories!: EntityTable<CategoriesRow, 'dispatchId'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  uploads!: EntityTable<UploadRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'hw-offline') {
    super(name);
    this.version(1).stores({
      tickets: 'workOrderId, dispatchId, contractorStatus',
      ticketLists: 'key, filter',
      closingItems: 'closingItemCategoryId',
      closingItemCategories: 'dispatchId',
      outbox: '++seq, status, args.dispatchId, idempotencyKey',
      uploads: '++id, dispatchId, contentHash, state',
      meta: 'key',
    });
  }
}

let current: OfflineDatabase | null = null;

/** The open database (opened on first use). */
export function offlineDb(): OfflineDatabase {
  current ??= new OfflineDatabase();
  return current;
}

/** Closes the database so the next use opens it again (a restart of the app, in tests). */
export function closeOfflineDb(): void {
  current?.close();
  current = null;
}

export async function getMeta<T>(key: string): Promise<T | undefined> {
  return (await offlineDb().meta.get(key))?.value as T | undefined;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  await offlineDb().meta.put({ key, value });
}

/** This install's id: created once, kept until sign-out wipes the database. */
export async function clientId(): Promise<string> {
  const db = offlineDb();
  return db.transaction('rw', db.meta, async () => {
    const existing = await getMeta<string>('clientId');
    if (existing) return existing;
    const id = crypto.randomUUID();
    await setMeta('clientId', id);
    return id;
  });
}

export const QUOTA_MESSAGE =
  'This device is out of storage space for offline work. Free some space (or sync while online) and try again.';

/** Turns a storage-full error into a message a technician understands; other errors pass through. */
export function explainStorageError(error: unknown): Error {
  const name = (error as { name?: string; inner?: { name?: string } })?.name;
  const inner = (error as { inner?: { name?: string } })?.inner?.name;
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') return new Error(QUOTA_MESSAGE);
  return error instanceof Error ? error : new Error(String(error));
}

/** Asks the browser once to keep this data under storage pressure. */
export async function requestPersistentStorage(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  if (await getMeta('persistAsked')) return;
  await setMeta('persistAsked', new Date().toISOString());
  try {
    await navigator.storage.persist();
  } catch {
    // The browser may refuse; the data still works, it is just evictable.
  }
}

/** Removes every trace of the signed-in user's data from this device. */
export async function wipeAll(): Promise<void> {
  const db = offlineDb();
  await db.transaction(
    'rw',
    [db.tickets, db.ticketLists, db.closingItems, db.closingItemCategories, db.outbox, db.uploads, db.meta],
    async () => {
      await Promise.all(db.tables.map((table) => table.clear()));
    },
  );
}
