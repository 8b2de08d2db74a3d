import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import { messages, partKindOf, partRuleMessages } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfflineDb, getMeta } from '#web/offline/db.ts';
import { ChangeRefusedError, discardItem, enqueue, outboxItems, retryItem } from '#web/offline/outbox.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { createSyncEngine } from '#web/offline/sync-engine.ts';
import { createFakeDispatchServer, sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import { tickets, uploads } from './stores.ts';
import { addPart, createNote, updateTicket } from './ticket-mutations.ts';
import { queueFile } from './uploads.ts';

// The bytes of a file go up as a resumable upload in the browser; here they land in the fake server.
vi.mock('#web/features/contractor/offline/resumable-upload.ts', async (importActual) => ({
  ...(await importActual<object>()),
  sendResumable: async (row: { data: Blob | ArrayBuffer; contentType: string }) =>
    (await import('#web/testing/fake-dispatch-server.ts')).sendToFakeServer(row),
}));

const ids = { dispatchId: 'd-1', workOrderId: 'WO-1001' };
/** A part priced per unit, or (named "Labor (...)") an hour of labour at that cost. */
const part = (name: string, price: number) => {
  const labor = partKindOf(name) === 'labor';
  return {
    clientPartId: `c-${name}`,
    partDetails: {
      isProvidedByContractor: true,
      pricePerUnit: labor ? 0 : price,
      taxPerUnit: 0,
      units: labor ? 0 : 1,
      costPerHour: labor ? price : 0,
      hoursWorked: labor ? 1 : 0,
      closingItem: { closingItemId: `ci-${name}`, name },
    },
  };
};

async function setup(ticket = sampleTicket()) {
  const server = createFakeDispatchServer([ticket]);
  await tickets.table().put(structuredClone(ticket));
  const engine = createSyncEngine(server.transport, { minDelayMs: 60_000 });
  return { server, engine };
}

const posts = (server: ReturnType<typeof createFakeDispatchServer>) =>
  server.requests.filter((r) => r.method === 'POST');

beforeEach(async () => {
  await wipeAll();
});
afterEach(() => closeOfflineDb());

describe('ticket changes through the outbox', () => {
  it('sends every change once, in the order it was made, and empties the queue', async () => {
    const { server, engine } = await setup();
    await enqueue(updateTicket, { ...ids, changes: { discountAmount: 10 }, before: { discountAmount: 0 } });
    await enqueue(addPart, { ...ids, part: part('Valve', 40) });
    await enqueue(createNote, { ...ids, note: 'Replaced the valve' });
    await enqueue(addPart, { ...ids, part: part('Labor (1 hour)', 80) });
    await enqueue(updateTicket, { ...ids, changes: { tax: 5 }, before: { tax: 0 } });

    await engine.syncNow();

    const sent = posts(server);
    expect(sent.map((r) => r.path)).toEqual([
      '/api/contractor/dispatch/d-1',
      '/api/contractor/dispatch/d-1',
      '/api/contractor/dispatch/createNote',
      '/api/contractor/dispatch/d-1',
      '/api/contractor/dispatch/d-1',
    ]);
    expect(new Set(sent.map((r) => r.key)).size).toBe(5);
    const held = server.tickets.get('d-1')!;
    expect(held.dispatchParts.map((p) => p.partDetails.closingItem.name)).toEqual(['Valve', 'Labor (1 hour)']);
    expect(held.notes.map((n) => n.note)).toEqual(['Replaced the valve']);
    // Five changes, the note included: each one raises the version, and the copy here kept up without a 409.
    expect(held).toMatchObject({ discountAmount: 10, tax: 5, version: 6 });
    expect(server.requests.filter((r) => r.method === 'GET')).toEqual([]);
    expect(await outboxItems()).toEqual([]);
    expect((await tickets.table().get('WO-1001'))?.version).toBe(6);
    expect(await getMeta('lastSyncedAt')).toBeTypeOf('string');
  });

  it('sends the same key again after a lost response, so the server applies the part once', async () => {
    const { server, engine } = await setup();
    await enqueue(addPart, { ...ids, part: part('Valve', 40) });
    await enqueue(createNote, { ...ids, note: 'done' });
    server.failures.push('dropResponse');

    await engine.syncNow();
    expect(posts(server)).toHaveLength(1);
    expect((await outboxItems()).map((i) => i.status)).toEqual(['pending', 'pending']);
    expect(engine.getState().nextAttemptAt).not.toBeNull();

    await engine.syncNow();
    const sent = posts(server);
    expect(sent[0]!.key).toBe(sent[1]!.key);
    expect(server.tickets.get('d-1')!.dispatchParts).toHaveLength(1);
    expect(server.tickets.get('d-1')!.notes).toHaveLength(1);
    expect(await outboxItems()).toEqual([]);
  });

  it('resends the very same body under the same key even when a newer ticket copy arrived meanwhile', async () => {
    const { server, engine } = await setup();
    await enqueue(addPart, { ...ids, part: part('Valve', 40) });
    server.failures.push('dropResponse');
    await engine.syncNow();
    // A list refresh stores the server's newer copy (which already holds the part).
    await tickets.table().put(structuredClone(server.tickets.get('d-1')!));

    await engine.syncNow();
    const [first, second] = posts(server);
    expect(second!.body).toEqual(first!.body);
    expect(await outboxItems()).toEqual([]);
    expect(server.tickets.get('d-1')!.dispatchParts).toHaveLength(1);
  });

  it('keeps the order when the network or the server fails: nothing after the failed item is sent', async () => {
    const { server, engine } = await setup();
    await enqueue(createNote, { ...ids, note: 'first' });
    await enqueue(createNote, { ...ids, note: 'second' });
    server.failures.push(500);
    await engine.syncNow();
    expect(posts(server)).toHaveLength(1);
    server.failures.push('network');
    await engine.syncNow();
    expect(posts(server)).toHaveLength(2);
    const [first] = await outboxItems();
    expect(first).toMatchObject({ status: 'pending', attempts: 2 });
    expect(first!.lastError).toMatch(/connection/i);

    await engine.syncNow();
    expect(server.tickets.get('d-1')!.notes.map((n) => n.note)).toEqual(['second', 'first']);
  });

  it('pauses on 401 and asks to sign in again, keeping the whole queue', async () => {
    const { server, engine } = await setup();
    await enqueue(createNote, { ...ids, note: 'first' });
    await enqueue(createNote, { ...ids, note: 'second' });
    server.failures.push(401);
    await engine.syncNow();
    expect(engine.getState().needsSignIn).toBe(true);
    await engine.syncNow();
    expect(posts(server)).toHaveLength(1);
    expect(await outboxItems()).toHaveLength(2);

    engine.resume();
    await engine.syncNow();
    expect(await outboxItems()).toHaveLength(0);
    expect(server.tickets.get('d-1')!.notes).toHaveLength(2);
  });

  it('marks a refused change failed in plain words and goes on with the rest; retry sends it again', async () => {
    const { server, engine } = await setup();
    await enqueue(addPart, { ...ids, part: part('Compressor', 900) });
    await enqueue(createNote, { ...ids, note: 'after' });
    await engine.syncNow();

    const [failed, ...rest] = await outboxItems();
    expect(rest).toEqual([]);
    expect(failed).toMatchObject({ status: 'failed', name: 'addPart' });
    expect(failed!.lastError).toBe(messages.dispatch.changeDiscountText('500.00', '400.00'));
    expect(server.tickets.get('d-1')!.notes).toHaveLength(1);
    expect(server.tickets.get('d-1')!.dispatchParts).toHaveLength(0);

    server.tickets.get('d-1')!.preAuthorizeAmountOverride = 1000;
    await retryItem(failed!.seq!);
    await engine.syncNow();
    expect(await outboxItems()).toEqual([]);
  });

  it('merges field by field after a version conflict, and keeps a true conflict for a side-by-side view', async () => {
    const { server, engine } = await setup();
    // Someone else changed the shipping and the discount on the server.
    Object.assign(server.tickets.get('d-1')!, { shipping: 25, discountAmount: 30, version: 2 });
    await enqueue(updateTicket, { ...ids, changes: { tax: 7 }, before: { tax: 0 } });
    await enqueue(updateTicket, { ...ids, changes: { discountAmount: 15 }, before: { discountAmount: 0 } });
    await engine.syncNow();

    expect(server.tickets.get('d-1')).toMatchObject({ tax: 7, shipping: 25, discountAmount: 30 });
    const [conflict] = await outboxItems();
    expect(conflict).toMatchObject({
      status: 'conflict',
      conflict: { fields: ['discountAmount'], mine: { discountAmount: 15 }, theirs: { discountAmount: 30 } },
    });
  });

  it('keeps the queue across a restart of the app', async () => {
    const { server } = await setup();
    await enqueue(createNote, { ...ids, note: 'kept' });
    const before = await outboxItems();
    closeOfflineDb();

    const after = await outboxItems();
    expect(after).toEqual(before);
    await createSyncEngine(server.transport).syncNow();
    expect(server.tickets.get('d-1')!.notes.map((n) => n.note)).toEqual(['kept']);
  });

  it('uploads a file once per content, with the content-derived key, and marks it synced', async () => {
    const { server, engine } = await setup();
    const photo = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'leak.png', { type: 'image/png' });
    const first = await queueFile(ids, photo);
    const again = await queueFile(ids, photo);
    expect(again).toBe(first);
    expect(await outboxItems()).toHaveLength(1);
    expect((await outboxItems())[0]!.idempotencyKey).toMatch(/^file-[0-9a-f]{64}$/);

    await engine.syncNow();
    expect(server.tickets.get('d-1')!.files).toHaveLength(1);
    expect((await uploads.table().get(first))?.state).toBe('synced');
    expect((await tickets.table().get('WO-1001'))?.files?.[0]?.fileName).toBe('leak.png');
  });

  it('waits while offline and replays when the browser says it is online again', async () => {
    const { server, engine } = await setup();
    const stop = engine.start();
    window.dispatchEvent(new Event('offline'));
    await enqueue(createNote, { ...ids, note: 'from the basement' });
    await engine.syncNow();
    expect(posts(server)).toHaveLength(0);
    expect(engine.getState().online).toBe(false);

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await outboxItems()).toEqual([]));
    expect(server.tickets.get('d-1')!.notes.map((n) => n.note)).toEqual(['from the basement']);
    stop();
  });

  it('queues no part priced $0 (nor labour at $0 an hour), so nothing waits to be refused at replay', async () => {
    await setup();
    await expect(enqueue(addPart, { ...ids, part: part('Valve', 0) })).rejects.toThrow(
      new ChangeRefusedError(partRuleMessages.zeroPrice),
    );
    await expect(enqueue(addPart, { ...ids, part: part('Labor (1 hour)', 0) })).rejects.toThrow(
      partRuleMessages.zeroRate,
    );
    expect(await outboxItems()).toEqual([]);
    await enqueue(addPart, { ...ids, part: part('Valve', 0.01) });
    expect(await outboxItems()).toHaveLength(1);
  });

  it('queues nothing for a ticket that can no longer be changed, and says why', async () => {
    await setup(sampleTicket({ status: 'completePendingPayment', contractorStatus: 'workComplete' }));
    const why = 'The work on this ticket is complete and waiting for payment, so it can no longer be changed.';
    await expect(enqueue(createNote, { ...ids, note: 'late' })).rejects.toThrow(new ChangeRefusedError(why));
    await expect(enqueue(addPart, { ...ids, part: part('Valve', 40) })).rejects.toThrow(why);
    const photo = new File([new Uint8Array([1, 2, 3])], 'late.png', { type: 'image/png' });
    await expect(queueFile(ids, photo)).rejects.toThrow(why);
    expect(await outboxItems()).toEqual([]);
    expect(await uploads.table().count()).toBe(0);
  });

  it('a file the server refuses (the ticket closed meanwhile) is marked failed; discarding it removes its bytes', async () => {
    const { server, engine } = await setup();
    const photo = new File([new Uint8Array([137, 80, 78, 71, 9])], 'late.png', { type: 'image/png' });
    const uploadId = await queueFile(ids, photo);
    server.tickets.get('d-1')!.status = 'paid';
    await engine.syncNow();

    const [failed] = await outboxItems();
    expect(failed).toMatchObject({
      status: 'failed',
      lastError: 'This ticket is closed (paid) and can no longer be changed.',
    });
    expect(await uploads.table().get(uploadId)).toMatchObject({ state: 'failed', error: failed!.lastError });
    await discardItem(failed!.seq!);
    expect(await outboxItems()).toEqual([]);
    expect(await uploads.table().get(uploadId)).toBeUndefined();
  });
});
