import 'fake-indexeddb/auto';
import { HOMEOWNER_PLAN_TYPE_ID, type OrderBody, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeOfflineDb, offlineDb } from '#web/offline/db.ts';
import { outboxItems } from '#web/offline/outbox.ts';
import { completeOfflineRegistration } from '#web/offline/registry.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { createSyncEngine, type SyncTransport } from '#web/offline/sync-engine.ts';
import { canQueueOrder, queueOrder } from './queue-order.ts';
import { queuedOrders } from './stores.ts';

const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

/** Queued offline, as in the field; the engine under test then sends it once the connection is back. */
async function queueOffline(key: string) {
  setOnline(false);
  await queueOrder(body, key, { ...summary, planType: 'realEstate' });
  setOnline(true);
}

beforeAll(async () => {
  await import('./register.ts');
  completeOfflineRegistration();
});
beforeEach(async () => {
  await wipeAll();
});
afterEach(() => closeOfflineDb());

const body: OrderBody = {
  planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
  planId: 'plan-re-choice',
  property: {
    address: { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    dwellingTypeId: 'single-family',
  },
  owner: { firstName: 'Bea', lastName: 'Buyer', email: 'bea@example.net', phone: '512-555-0100' },
  payment: { type: 'escrow' },
  confirmedTotal: 540,
};
const summary = { planName: "Buyer's Choice", address: '100 Congress Ave, Austin', ownerName: 'Bea Buyer', total: 540 };

type Answer = { status: number; errors?: { message: string; code: string }[]; body?: unknown } | 'network' | object;

/** A server that answers the queued POSTs in turn and records each one with its key. */
function server(answers: Answer[]) {
  const posts: { path: string; body: unknown; key: string | undefined }[] = [];
  const transport: SyncTransport = {
    async get() {
      throw new Error('not used');
    },
    async post<T>(path: string, sent: unknown, headers: Record<string, string>) {
      posts.push({ path, body: sent, key: headers['Idempotency-Key'] ?? headers['idempotency-key'] });
      const answer = answers.shift();
      if (answer === 'network') throw { status: 0, isNetworkError: true };
      if (answer && 'status' in answer) throw answer;
      return answer as T;
    },
  };
  return { posts, engine: createSyncEngine(transport, { minDelayMs: 60_000 }) };
}

describe('an order placed offline', () => {
  it('is queued only when paid through escrow by a signed-in agent', () => {
    expect(canQueueOrder(body, true)).toBe(true);
    expect(canQueueOrder(body, false)).toBe(false);
    expect(canQueueOrder({ ...body, planTypeId: HOMEOWNER_PLAN_TYPE_ID, payment: { type: 'monthly' } }, true)).toBe(
      false,
    );
  });

  it('is sent once under one key, even after a lost connection, and records the contract', async () => {
    const key = crypto.randomUUID();
    await queueOffline(key);
    const { posts, engine } = server(['network', { contractId: 'c-1', policyNumber: 'HW-12345678' }]);

    await engine.syncNow();
    expect((await queuedOrders.table(offlineDb()).get(key))?.status).toBe('waiting');
    await engine.syncNow();

    expect(posts.map((p) => [p.path, p.key])).toEqual([
      ['/api/order', key],
      ['/api/order', key],
    ]);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect((posts[0]?.body as OrderBody | undefined)?.confirmedTotal).toBe(540);
    expect(await queuedOrders.table(offlineDb()).get(key)).toMatchObject({
      status: 'placed',
      contractId: 'c-1',
      policyNumber: 'HW-12345678',
    });
    expect(await outboxItems()).toEqual([]);
  });

  it('waits for the agent when the price changed, with the server’s words, and is not resent', async () => {
    const key = crypto.randomUUID();
    await queueOffline(key);
    const message = 'The price of this order is now $560.00. Please review the new price and place the order again.';
    const { posts, engine } = server([
      { status: 409, errors: [{ message, code: 'priceChanged' }], body: { priceBreakdown: { total: 560 } } },
    ]);

    await engine.syncNow();
    await engine.syncNow();

    expect(posts).toHaveLength(1);
    expect(await queuedOrders.table(offlineDb()).get(key)).toMatchObject({ status: 'refused', message });
    expect((await outboxItems()).map((item) => item.status)).toEqual(['failed']);
  });
});
