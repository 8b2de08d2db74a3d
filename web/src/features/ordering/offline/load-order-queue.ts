import { loadOffline } from '#web/lib/offline-loader.ts';

/** The queue of orders placed offline: its code, loaded while there is a connection to load it. */
export const loadOrderQueue = () => loadOffline().then(() => import('./queue-order.ts'));
