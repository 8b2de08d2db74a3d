/**
 * The session storage key of the order draft (features/ordering/draft-store.ts). The app clears it with the
 * rest of what a device can rebuild, without loading the order form's code.
 */
export const ORDER_STORAGE_KEY = 'order';
