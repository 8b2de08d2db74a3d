import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { persistQueryCache, wipePersistedQueryCache } from './persisted-cache.ts';
import { createQueryClient } from './query-client.ts';
import { ACCOUNT_QUERY_PREFIX, REFERENCE_QUERY_PREFIX } from './query-keys.ts';

const ORDERS = [...ACCOUNT_QUERY_PREFIX, 'agentOrders'];
const STATES = [...REFERENCE_QUERY_PREFIX, 'states'];

/** Waits until the persister's throttled write has stored the cache. */
async function saved(client: ReturnType<typeof createQueryClient>) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  client.unmount();
}

afterEach(() => wipePersistedQueryCache());

describe('the query cache kept on the device', () => {
  it('shows the signed-in user’s answers again after a reload, but asks the server for them again', async () => {
    const before = createQueryClient();
    await persistQueryCache(before, 'test');
    before.setQueryData(ORDERS, [{ policyNumber: 'HW-1', escrowInvoice: { status: 'unpaid' } }]);
    before.setQueryData(STATES, [{ stateCode: 'TX' }]);
    await saved(before);

    // The page is loaded again seconds later: the copies read then are still within their fresh minute.
    const after = createQueryClient();
    await persistQueryCache(after, 'test');
    expect(after.getQueryData(ORDERS)).toEqual([{ policyNumber: 'HW-1', escrowInvoice: { status: 'unpaid' } }]);
    expect(after.getQueryState(ORDERS)?.isInvalidated).toBe(true);
    expect(after.getQueryState(STATES)?.isInvalidated).toBe(false);
    after.unmount();
  });
});
