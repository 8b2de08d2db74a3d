import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { alertWhenEssentialFeaturesMissing } from './app/essential-features.ts';
import { keepOutboxSending } from './app/outbox-drain.ts';
import { loadQueuedOrders } from './app/queued-orders.ts';
import { recordUnexpectedErrors } from './app/unexpected-errors.ts';
import { keepsMarketOffers } from './features/ordering/offline/keeps-market-offers.ts';
import { showSiteDescription } from './lib/head.ts';
import { followLanguageChoice, startPageLocale } from './lib/i18n/index.ts';
import { listenForInstallOffer } from './lib/install/index.ts';
import { loadOffline, setOfflineLoader } from './lib/offline-loader.ts';
import { createQueryClient, persistQueryCache } from './lib/query/index.ts';
import { getSession, subscribeSession } from './lib/session/index.ts';
import { setSignedInCodeLoader } from './lib/signed-in-code.ts';
import { createAppRouter } from './router.tsx';
import { preloadAccountScreens } from './routes/account.tsx';
import { SignedOutError } from './routes/signed-in.tsx';

/** Lets the browser run what waits (input, painting) before the app goes on: `scheduler.yield` where there is one. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Raise when a cached answer's shape changes in a way the screens cannot read. */
const QUERY_CACHE_VERSION = 'v1';

// The page's language comes from its address, before any screen's words are read (no module reads one as it
// loads); a visitor who chose another language is taken to this page in it.
startPageLocale();
followLanguageChoice();
showSiteDescription();

// A browser without what the app needs is told so; the app starts anyway, the page on screen stays usable.
alertWhenEssentialFeaturesMissing();
recordUnexpectedErrors();
listenForInstallOffer();

setOfflineLoader(() => import('./app/offline-registrations.ts').then(() => import('./offline/index.ts')));
setSignedInCodeLoader(() => Promise.all([loadOffline(), preloadAccountScreens()]));
const queryClient = createQueryClient();
/** The live change stream is a signed-in user's: its code loads with the first sign-in, not on public pages. */
const loadLiveChanges = () =>
  Promise.all([import('./lib/live/index.ts'), import('./app/live-refresh.ts')]).then(([live, refresh]) => {
    refresh.refreshOnLiveChanges(queryClient);
    return live;
  });
let liveChanges: ReturnType<typeof loadLiveChanges> | null = null;
function keepLiveChanges(signedIn: boolean) {
  if (!signedIn && !liveChanges) return;
  // A load that failed (offline at sign-in) is tried again at the next change of session.
  liveChanges ??= loadLiveChanges().catch((error: unknown) => {
    liveChanges = null;
    throw error;
  });
  void liveChanges.then((live) => live.keepLiveChanges(signedIn)).catch(() => undefined);
}
/** An agent's offers for offline; the code that fetches them loads for such a user only. */
const prefetchMarketOffers = () =>
  import('./features/ordering/offline/market-offers.ts').then((m) => m.prefetchMarketOffers(queryClient));
const router = createAppRouter({
  queryClient,
  session: getSession,
  queryCacheRestored: persistQueryCache(queryClient, QUERY_CACHE_VERSION),
});

/**
 * What a signed-in device keeps going whatever page is open: the outbox, the live change stream, and an agent's
 * offers for offline.
 */
function keepSignedInWork() {
  const user = getSession().user;
  void keepOutboxSending(Boolean(user));
  keepLiveChanges(Boolean(user));
  if (!keepsMarketOffers(user?.userType)) return;
  void prefetchMarketOffers().catch(() => undefined);
  void loadQueuedOrders().catch(() => undefined);
}
window.addEventListener('online', () => {
  if (keepsMarketOffers(getSession().user?.userType)) void prefetchMarketOffers().catch(() => undefined);
});

// Signing in or out re-runs the guards and loaders of the screen on show, and forgets matches preloaded
// for the previous user (a link hovered while signed out holds the guard's refusal).
let userId = getSession().user?.userId ?? null;
subscribeSession(() => {
  const next = getSession().user?.userId ?? null;
  if (next === userId) return;
  userId = next;
  keepSignedInWork();
  router.clearCache();
  void router.invalidate();
});

// A signed-in user's screens read the device's offline data from their first render; the screen's code is
// fetched meanwhile.
if (userId) {
  const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matchedRoutes) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  await loadOffline();
}
keepSignedInWork();
// The app's start is handed to the browser in pieces (its modules, the route's code, the first render): a tap or
// a scroll on the prerendered page is answered between them rather than after one long task.
await yieldToBrowser();
// The page's code is loaded before the first render, so the app replaces the prerendered page with the same
// content in one step: nothing collapses while a page's code is on its way (no layout shift).
await router.load();

await yieldToBrowser();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// In a transition, the prerendered page stays on screen until the app's first render is complete.
startTransition(() =>
  createRoot(root, {
    // A signed-out visit to a signed-in screen shows the sign-in page by the guard's refusal: no fault to log.
    onCaughtError: (error, info) => {
      if (error instanceof SignedOutError) return;
      console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
