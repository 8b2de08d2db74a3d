/**
 * The offline engine (web/src/offline: Dexie, the outbox, every feature's stores) loads on first need, so a
 * visitor of the public pages never downloads it. main.tsx names the loader, which registers every
 * feature's stores before handing the engine out (app/offline-registrations.ts): the database never opens
 * short of a store. Signed-in screens and the order pages wait for it in their routes; features that reach
 * the engine from shared code (sign-out wipes) go through `loadOffline`.
 */
type OfflineEngine = typeof import('#web/offline/index.ts');

let loader: () => Promise<OfflineEngine> = () => import('#web/offline/index.ts');
let loading: Promise<OfflineEngine> | null = null;

export function setOfflineLoader(load: () => Promise<OfflineEngine>): void {
  loader = load;
}

export function loadOffline(): Promise<OfflineEngine> {
  loading ??= loader();
  return loading;
}
