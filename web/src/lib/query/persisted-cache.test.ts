import 'fake-indexeddb/auto';
import { createStore, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistQueryCache, wipePersistedQueryCache } from './persisted-cache.ts';
import { createQueryClient } from './query-client.ts';
import { ACCOUNT_QUERY_PREFIX, REFERENCE_QUERY_PREFIX } from './query-keys.ts';

const ORDERS = [...ACCOUNT_QUERY_PREFIX, 'agentOrders'];
const STATES = [...REFERENCE_QUERY_PREFIX, 'states'];

const savedRow = () => get<string>('queryClient', createStore('hw-query-cache-2', 'rows'));

/**
 * Waits for the persister's throttled write to reach the device's database: with fake timers, each check of
 * `vi.waitFor` moves the clock on, so the throttle passes without the test sleeping.
 */
async function saved(client: ReturnType<typeof createQueryClient>, holding: string) {
  await vi.waitFor(async () => expect(await savedRow()).toContain(holding));
  client.unmount();
}

afterEach(async () => {
  vi.useRealTimers();
  await wipePersistedQueryCache();
});

describe('the query cache kept on the device', () => {
  it('shows the signed-in user’s answers again after a reload, but asks the server for them again', async () => {
    // Only the timers: the device's database answers on its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = createQueryClient();
    await persistQueryCache(before, 'test');
    before.setQueryData(ORDERS, [{ policyNumber: 'HW-1', escrowInvoice: { status: 'unpaid' } }]);
    before.setQueryData(STATES, [{ stateCode: 'TX' }]);
    await saved(before, 'HW-1');

    // The page is loaded again seconds later: the copies read then are still within their fresh minute.
    const after = createQueryClient();
    await persistQueryCache(after, 'test');
    expect(after.getQueryData(ORDERS)).toEqual([{ policyNumber: 'HW-1', escrowInvoice: { status: 'unpaid' } }]);
    expect(after.getQueryState(ORDERS)?.isInvalidated).toBe(true);
    expect(after.getQueryState(STATES)?.isInvalidated).toBe(false);
    after.unmount();
  });
});
