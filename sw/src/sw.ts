/// <reference lib="webworker" />
/**
 * The service worker. The app shell is precached; a navigation goes to the network first and keeps the
 * prerendered page it gets, so offline the text of a page seen before is there at once; any other address
 * offline gets the shell; reference data is served network-first with a cached copy for offline use (cache-rules.ts says
 * which requests; every other API call always goes to the network).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  isCachedApiRequest,
  isPrerenderedPage,
  isSavedPagesCache,
  NAVIGATION_DENYLIST,
  savedPagesCacheName,
  servesAppShell,
} from './cache-rules.ts';
import { noticeOfMessage, sameOriginPath } from './push-rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const precached = self.__WB_MANIFEST;
// The app shell and its assets, cached at install; a new version's install drops the old copies. The shell is
// not the answer for "/" (workbox's directory index): the home page is a prerendered page, the route below's.
precacheAndRoute(precached, { directoryIndex: '' });
cleanupOutdatedCaches();

// The prerendered pages seen on this device, kept with the version of the app whose code they load: a new
// version starts a new set, and drops the old one once it takes over.
const shellEntry = precached.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const pagesCache = savedPagesCacheName(typeof shellEntry === 'object' ? (shellEntry.revision ?? null) : null);
const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: 4,
  plugins: [
    new ExpirationPlugin({ maxEntries: 150 }),
    {
      // Only a prerendered page is kept; an address the server answers with the shell gets the precached shell.
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && isPrerenderedPage(await response.clone().text()) ? response : null,
    },
  ],
});
const shell = createHandlerBoundToURL('/index.html');
// Every in-app navigation: the network, else the saved page of that address, else the shell. /api/ and file
// downloads must reach the network as they are.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const page = await pages.handle(options);
        if (page) return page;
      } catch {
        // Offline, and this address was not saved.
      }
      return shell(options);
    },
    { denylist: [...NAVIGATION_DENYLIST] },
  ),
);
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names.filter((name) => isSavedPagesCache(name) && name !== pagesCache).map((name) => caches.delete(name)),
          ),
        ),
      keepOpenPages(event),
    ]),
  );
});

/**
 * The pages open as this worker takes over were loaded before it could keep them (a first visit is not under the
 * worker yet): each is asked for again, from the browser's cache where it can, and kept like any page seen under
 * the worker, so the page a visitor saw on a first visit opens with its text offline too.
 */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(pagesCache);
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      url.hash = '';
      if (url.origin !== self.location.origin || !servesAppShell(url.pathname) || (await cache.match(url.href))) return;
      // Asked for as a navigation is: a redirect is not followed (and so not kept).
      const request = new Request(url.href, { credentials: 'same-origin', redirect: 'manual' });
      // Offline or refused: the page is not kept, as when a navigation fails.
      await Promise.allSettled(pages.handleAll({ event, request }));
    }),
  );
}

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
