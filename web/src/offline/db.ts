/**
 * What the app keeps on this device for work without signal: one IndexedDB database, "hw-offline",
 * through Dexie (nothing else in the app opens it; the query cache has its own, lib/query).
 *
 * Core stores, for every feature:
 * - outbox: every change made on this device, in order, until the server has it (outbox.ts, sync-engine.ts).
 *   Rows keep the shape installed apps already hold: clientId, seq, idempotencyKey, name (the mutation
 *   kind), args, createdAt, attempts, lastError, status, and sentBody / conflict where they apply.
 * - meta: small values: this install's clientId, lastSyncedAt, when storage persistence was asked, and
 *   feature values such as the time the contractor's tickets were last cached.
 *
 * Feature stores, declared by each feature in its own folder and registered at start (registry.ts):
 * - contractor (features/contractor/offline/stores.ts): tickets (the last server copy of each assigned
 *   dispatch ticket; local edits are never written there), ticketLists (which tickets one page of one
 *   filter held), closingItems and closingItemCategories (the part and labour catalogue), uploads (photo
 *   and document bytes waiting for or done with their upload). It adds the outbox index args.dispatchId.
 * - ordering (features/ordering/offline/stores.ts): queuedOrders, escrow orders placed offline (version 2).
 * - claims (features/claims/offline/stores.ts): queuedServiceRequests, service requests filed offline,
 *   which join the outbox (kind fileServiceRequest) once the homeowner confirms the fee (version 3).
 *
 * What a screen shows = the server copy in a feature store + that feature's outbox items still to send,
 * applied in seq order by each mutation kind (registry.ts applyPending). Sign-out wipes every store.
 */
import Dexie, { type EntityTable } from 'dexie';
import { databaseSchema, type StoreDefinition } from './registry.ts';

export type { EntityTable };

export const OFFLINE_DATABASE_NAME = 'hw-offline';

export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'conflict';

/** A true conflict: the same field changed here and on the server since this edit was made. */
export interface OutboxConflict {
  fields: string[];
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  serverVersion: number;
}

export interface OutboxItem<Args = unknown> {
  seq?: number;
  /** The mutation kind (registry.ts). */
  name: string;
  args: Args;
  clientId: string;
  idempotencyKey: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  status: OutboxStatus;
  conflict?: OutboxConflict;
  /** The body of the first attempt, for kinds that send exactly it again on a retry (`fixBody`). */
  sentBody?: unknown;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class OfflineDatabase extends Dexie {
  outbox!: EntityTable<OutboxItem, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = OFFLINE_DATABASE_NAME) {
    super(name);
    const schema = databaseSchema();
    this.version(schema.version).stores(schema.stores);
  }
}

let current: OfflineDatabase | null = null;

/** The open database (opened on first use, once every feature has registered its stores). */
export function offlineDb(): OfflineDatabase {
  current ??= new OfflineDatabase();
  return current;
}

/** Closes the database so the next use opens it again (a restart of the app, in tests). */
export function closeOfflineDb(): void {
  current?.close();
  current = null;
}

/** A feature's store, typed: `defineStore<TicketRow, 'workOrderId'>({ name: 'tickets', indexes: '...' })`. */
export function defineStore<Row, Key extends keyof Row & string>(definition: StoreDefinition) {
  return {
    ...definition,
    table: (db: OfflineDatabase = offlineDb()) => db.table(definition.name) as EntityTable<Row, Key>,
  };
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
