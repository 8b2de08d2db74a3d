/** Live views of the stored data for the contractor screens (they re-render when Dexie changes). */
import type { ContractorStatusFilter } from '@hw/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { offlineDb } from '#web/offline/db.ts';
import { answeredFirstPage, readTicketPages, subscribeAnsweredFirstPages } from './cache.ts';
import {
  closingItemCategories,
  closingItems,
  TICKET_OUTBOX_INDEX,
  tickets,
  type UploadRow,
  uploads,
} from './stores.ts';
import { viewTicket } from './ticket-mutations.ts';
import type { ClosingItem, ClosingItemCategory, DispatchTicket } from './types.ts';

/**
 * The list as stored for a filter; undefined while Dexie is being read. A view the device holds no page of shows
 * the server's first page as soon as it is answered, while it is being stored.
 */
export function useStoredTicketList(filter: ContractorStatusFilter) {
  const stored = useLiveQuery(() => readTicketPages(filter), [filter]);
  const answered = useSyncExternalStore(subscribeAnsweredFirstPages, () => answeredFirstPage(filter));
  return answered && !stored?.loadedPages ? answered : stored;
}

/** The ticket as the technician should see it: server copy + waiting changes. null when not stored. */
export function useTicketView(
  workOrderId: string,
): { server: DispatchTicket; view: DispatchTicket } | null | undefined {
  return useLiveQuery(async () => {
    const server = await tickets.table().get(workOrderId);
    if (!server) return null;
    const items = await offlineDb().outbox.where(TICKET_OUTBOX_INDEX).equals(server.dispatchId).toArray();
    return { server, view: viewTicket(server, items) };
  }, [workOrderId]);
}

export function useStoredCategories(dispatchId: string | undefined): ClosingItemCategory[] | undefined {
  return useLiveQuery(
    async () => (dispatchId ? (await closingItemCategories.table().get(dispatchId))?.categories : undefined),
    [dispatchId],
  );
}

export function useStoredClosingItems(categoryId: string | undefined): ClosingItem[] | undefined {
  return useLiveQuery(
    async () => (categoryId ? (await closingItems.table().get(categoryId))?.items : undefined),
    [categoryId],
  );
}

/** Files of a ticket still on this device (queued, uploading, failed, or sent this session). */
export function useUploads(dispatchId: string | undefined): UploadRow[] {
  return (
    useLiveQuery(
      async () => (dispatchId ? uploads.table().where('dispatchId').equals(dispatchId).toArray() : []),
      [dispatchId],
    ) ?? []
  );
}

/** Files whose bytes are going up right now, for the sync bar. */
export function useUploadsSending(): UploadRow[] {
  return useLiveQuery(async () => uploads.table().where('state').equals('uploading').toArray(), []) ?? [];
}
