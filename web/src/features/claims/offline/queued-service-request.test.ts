import 'fake-indexeddb/auto';
import type { CreateServiceRequestBody } from '@hw/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeOfflineDb, offlineDb } from '#web/offline/db.ts';
import { discardItem, outboxItems } from '#web/offline/outbox.ts';
import { completeOfflineRegistration } from '#web/offline/registry.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { createSyncEngine, type SyncTransport } from '#web/offline/sync-engine.ts';
import { sampleRequestSummary, sampleServiceRequest } from '../testing/sample-service-request.ts';
import { confirmServiceRequest, resendAtNewFee, saveServiceRequest } from './queue-service-request.ts';
import { queuedServiceRequests } from './stores.ts';

const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

beforeAll(async () => {
  await import('./register.ts');
  completeOfflineRegistration();
});
beforeEach(async () => {
  await wipeAll();
  setOnline(false);
});
afterEach(() => {
  closeOfflineDb();
  setOnline(true);
});

const body = (fee: number) => sampleServiceRequest(fee);
const summary = sampleRequestSummary;

type Answer = { status: number; errors?: { message: string; code: string }[] } | 'network' | object;

/** A server that answers the queued POSTs in turn and records each one with its key. */
function server(answers: Answer[]) {
  const posts: { path: string; body: unknown; key: string | undefined }[] = [];
  const transport: SyncTransport = {
    async get() {
      throw new Error('not used');
    },
    async post<T>(path: string, sent: unknown, headers: Record<string, string>) {
      posts.push({ path, body: sent, key: headers['Idempotency-Key'] });
      const answer = answers.shift();
      if (answer === 'network') throw { status: 0, isNetworkError: true };
      if (answer && 'status' in answer) throw answer;
      return answer as T;
    },
  };
  return { posts, engine: createSyncEngine(transport, { minDelayMs: 60_000 }) };
}

const row = (id: string) => queuedServiceRequests.table(offlineDb()).get(id);

/** Done with the app's own engine kept out of it (it would send at once when online): the test's engine sends. */
async function whileOffline<T>(work: () => Promise<T>): Promise<T> {
  setOnline(false);
  try {
    return await work();
  } finally {
    setOnline(true);
  }
}

describe('a service request filed offline', () => {
  it('with a fee waits for the homeowner: nothing is sent until the payment is confirmed', async () => {
    const saved = await saveServiceRequest(body(75), summary, 'key-1');
    setOnline(true);
    const { posts, engine } = server([]);
    await engine.syncNow();

    expect(posts).toEqual([]);
    expect(await outboxItems()).toEqual([]);
    expect(saved).toMatchObject({ id: 'key-1', status: 'waiting', confirmed: false, fee: 75 });
  });

  it('once confirmed is sent once under the key fixed when it was saved, even after a lost answer', async () => {
    await saveServiceRequest(body(75), summary, 'key-2');
    // A double tap on "Send now and pay" queues it once.
    const taps = await whileOffline(() =>
      Promise.all([confirmServiceRequest('key-2'), confirmServiceRequest('key-2')]),
    );
    expect(taps).toEqual([true, false]);
    expect(await outboxItems()).toHaveLength(1);

    const { posts, engine } = server(['network', { serviceRequestNumber: 'SR-1001' }]);
    await engine.syncNow();
    expect((await row('key-2'))?.status).toBe('waiting');
    await engine.syncNow();

    expect(posts.map((p) => [p.path, p.key])).toEqual([
      ['/api/account/serviceRequest', 'key-2'],
      ['/api/account/serviceRequest', 'key-2'],
    ]);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect((posts[0]!.body as CreateServiceRequestBody).confirmedServiceCallFee).toBe(75);
    expect(await row('key-2')).toMatchObject({ status: 'sent', serviceRequestNumber: 'SR-1001' });
    expect(await outboxItems()).toEqual([]);
  });

  it('with no fee goes to the outbox at once and is sent when the connection returns', async () => {
    const saved = await saveServiceRequest(body(0), { ...summary, cardLabel: '' }, 'key-3');
    expect(saved).toMatchObject({ confirmed: true, status: 'waiting' });
    setOnline(true);
    const { posts, engine } = server([{ serviceRequestNumber: 'SR-1002' }]);
    await engine.syncNow();
    expect(posts.map((p) => p.key)).toEqual(['key-3']);
    expect((await row('key-3'))?.status).toBe('sent');
  });

  it('waits with the server’s words when the fee changed, and is sent anew at the fee accepted', async () => {
    await saveServiceRequest(body(75), summary, 'key-4');
    await whileOffline(() => confirmServiceRequest('key-4'));
    const message = 'The service call fee has changed. Please review it and submit again.';
    const { posts, engine } = server([
      { status: 409, errors: [{ message, code: 'priceChanged' }] },
      { serviceRequestNumber: 'SR-1003' },
    ]);
    await engine.syncNow();
    await engine.syncNow();
    expect(posts).toHaveLength(1);
    const refused = await row('key-4');
    expect(refused).toMatchObject({ status: 'refused', message });

    const [failed] = await outboxItems();
    const again = await whileOffline(() => resendAtNewFee(refused!, 85, () => discardItem(failed!.seq!)));
    await engine.syncNow();
    expect(await row('key-4')).toBeUndefined();
    expect(posts[1]).toMatchObject({ key: again.id });
    expect((posts[1]!.body as CreateServiceRequestBody).confirmedServiceCallFee).toBe(85);
    expect(again.id).not.toBe('key-4');
    expect((await row(again.id))?.status).toBe('sent');
  });
});
