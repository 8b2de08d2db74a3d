/**
 * The quick orders waiting on an agent's device. The device loads their code on sign-in, so the orders list
 * shows them after the connection is gone.
 */
export const loadQueuedOrders = () => import('#web/features/ordering/offline/queued-orders.tsx');
