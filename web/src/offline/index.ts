/** Offline storage of the signed-in user's data (Dexie). Filled in by the contractor offline work. */
export async function wipeOfflineData(): Promise<void> {}
