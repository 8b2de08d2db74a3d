/**
 * The contractor's stores in the offline database (web/src/offline/db.ts says what is stored where).
 * Names and indexes are those installed apps already hold: change one only with a new database version.
 */
import { defineStore } from '#web/offline/db.ts';
import type { ClosingItem, ClosingItemCategory, DispatchTicket } from './types.ts';

/** The last copy of an assigned ticket the server sent. Local edits are never written here. */
export type TicketRow = DispatchTicket & { fetchedAt?: string };

/** Which tickets one page of one filter held (key "open:0"), for the list offline. */
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

export type UploadState = 'queued' | 'uploading' | 'synced' | 'failed';

/** A photo or document of a ticket, kept until (and after) its upload. */
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
  /** The resumable upload's address once the server named it: a cut-off upload goes on from there. */
  uploadUrl?: string | null;
  /** How many bytes the server has confirmed, for the progress shown. */
  sentBytes?: number;
}

export const tickets = defineStore<TicketRow, 'workOrderId'>({
  name: 'tickets',
  indexes: 'workOrderId, dispatchId, contractorStatus',
});
export const ticketLists = defineStore<TicketListPage, 'key'>({ name: 'ticketLists', indexes: 'key, filter' });
export const closingItems = defineStore<ClosingItemsRow, 'closingItemCategoryId'>({
  name: 'closingItems',
  indexes: 'closingItemCategoryId',
});
export const closingItemCategories = defineStore<CategoriesRow, 'dispatchId'>({
  name: 'closingItemCategories',
  indexes: 'dispatchId',
});
export const uploads = defineStore<UploadRow, 'id'>({
  name: 'uploads',
  indexes: '++id, dispatchId, contentHash, state',
});

export const CONTRACTOR_STORES = [tickets, ticketLists, closingItems, closingItemCategories, uploads];
/** The database version these stores were introduced with. */
export const CONTRACTOR_STORES_VERSION = 1;
/** One ticket's waiting changes are read by this index of the outbox rows. */
export const TICKET_OUTBOX_INDEX = 'args.dispatchId';
