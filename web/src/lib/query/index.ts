/** The server-state layer every feature's query modules build on (docs/decisions/005-web-routes-and-data.md). */
export { checkedResponse } from './checked-response.ts';
export { loadQuery } from './load-query.ts';
export { persistQueryCache, wipePersistedQueryCache } from './persisted-cache.ts';
export { createQueryClient } from './query-client.ts';
export { ACCOUNT_QUERY_PREFIX, REFERENCE_QUERY_PREFIX } from './query-keys.ts';
