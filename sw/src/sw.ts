/// <reference lib="webworker" />
/**
 * The service worker. The app shell is precached; navigations fall back to the shell offline;
 * reference data is served network-first with a cached copy for offline use (cache-rules.ts says
 * which requests; every other API call always goes to the network).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isCachedApiRequest, NAVIGATION_DENYLIST } from './cache-rules.ts';
import { noticeOfMessage, sameOriginPath } from './push-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell and its assets, cached at install; a new version's install drops the old copies.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation gets the shell; /api/ and file downloads must reach the network as they are.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

// Reference data and feature flags change rarely: the network when it answers, the last copy offline.
registerRoute(
  ({ url, request }) => isCachedApiRequest(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: 'reference-data',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// A waiting worker takes over only when the user accepts "A new version is available - Reload".
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: when the connection returns, wake the open pages; each replays its own outbox
// (the page holds the session, and browsers without Background Sync replay the same way).
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag !== 'outbox-sync') return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'OUTBOX_SYNC' });
    }),
  );
});

// Push notices: a title and a path into the app, never a customer's details (shared/src/push-notices.ts).
self.addEventListener('push', (event) => {
  const notice = noticeOfMessage(event.data?.text(), self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

// A tap focuses a window of the app already open (taking it to the notice's page), else opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin) ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
