/**
 * Work queued on this device (quick orders, service requests, ticket edits) is sent from the app root while
 * someone is signed in, whatever page is open and after the app is reopened; no page has to be on screen.
 */
import { loadOffline } from '#web/lib/offline-loader.ts';

let release: (() => void) | null = null;
let signedIn = false;

export async function keepOutboxSending(isSignedIn: boolean): Promise<void> {
  signedIn = isSignedIn;
  if (!isSignedIn) {
    release?.();
    release = null;
    return;
  }
  const offline = await loadOffline();
  if (!signedIn) return;
  // A new sign-in lets a queue that waited for it go on.
  if (offline.syncEngine().getState().needsSignIn) offline.syncEngine().resume();
  release ??= offline.startOfflineSync();
}
