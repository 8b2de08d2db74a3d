import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOfflineDb, OFFLINE_DATABASE_NAME, offlineDb } from '#web/offline/db.ts';
import { outboxItems } from '#web/offline/outbox.ts';
import { sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import { ticketLists, tickets, uploads } from './stores.ts';

/** The schema installed apps hold: the one the offline database had before features registered their stores. */
const INSTALLED_SCHEMA = {
  tickets: 'workOrderId, dispatchId, contractorStatus',
  ticketLists: 'key, filter',
  closingItems: 'closingItemCategoryId',
  closingItemCategories: 'dispatchId',
  outbox: '++seq, status, args.dispatchId, idempotencyKey',
  uploads: '++id, dispatchId, contentHash, state',
  meta: 'key',
};

afterEach(async () => {
  closeOfflineDb();
  await Dexie.delete(OFFLINE_DATABASE_NAME);
});

describe('the contractor stores', () => {
  it('open the database an installed app wrote (version 1), upgraded with the later stores and everything kept', async () => {
    const installed = new Dexie(OFFLINE_DATABASE_NAME);
    installed.version(1).stores(INSTALLED_SCHEMA);
    await installed.table('tickets').put(sampleTicket());
    await installed.table('ticketLists').put({ key: 'open:0', filter: 'open', page: 0, workOrderIds: ['WO-1001'] });
    await installed.table('uploads').add({ dispatchId: 'd-1', contentHash: 'h', state: 'queued', fileName: 'a.png' });
    await installed.table('outbox').add({
      name: 'createNote',
      args: { dispatchId: 'd-1', workOrderId: 'WO-1001', note: 'queued before the update' },
      clientId: 'c',
      idempotencyKey: 'k',
      createdAt: '2026-11-01T15:00:00.000Z',
      attempts: 0,
      lastError: null,
      status: 'pending',
    });
    installed.close();

    const db = offlineDb();
    await db.open();
    // Version 2 added the ordering feature's queued orders, version 3 the claims feature's queued requests,
    // version 4 the contractor's availability.
    expect(db.verno).toBe(4);
    expect(Object.fromEntries(db.tables.map((t) => [t.name, t.schema.indexes.length]))).toEqual({
      availability: 0,
      queuedOrders: 2,
      queuedServiceRequests: 2,
      tickets: 2,
      ticketLists: 1,
      closingItems: 0,
      closingItemCategories: 0,
      outbox: 3,
      uploads: 3,
      meta: 0,
    });
    expect(await tickets.table().get('WO-1001')).toMatchObject({ dispatchId: 'd-1' });
    expect(await ticketLists.table().where('filter').equals('open').count()).toBe(1);
    expect(await uploads.table().where('contentHash').equals('h').count()).toBe(1);
    expect((await outboxItems()).map((item) => item.args)).toEqual([
      { dispatchId: 'd-1', workOrderId: 'WO-1001', note: 'queued before the update' },
    ]);
    expect(await db.outbox.where('args.dispatchId').equals('d-1').count()).toBe(1);
  });
});
