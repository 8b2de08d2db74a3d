import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerAllAccountSections } from './app/account-sections.ts';
import './app/offline-registrations.ts';
import { createQueryClient, persistQueryCache } from './lib/query/index.ts';
import { getSession, subscribeSession } from './lib/session/index.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

/** Raise when a cached answer's shape changes in a way the screens cannot read. */
const QUERY_CACHE_VERSION = 'v1';

registerAllAccountSections();
const queryClient = createQueryClient();
const router = createAppRouter({
  queryClient,
  session: getSession,
  queryCacheRestored: persistQueryCache(queryClient, QUERY_CACHE_VERSION),
});

// Signing in or out re-runs the guards and loaders of the screen on show, and forgets matches preloaded
// for the previous user (a link hovered while signed out holds the guard's refusal).
let userId = getSession().user?.userId ?? null;
subscribeSession(() => {
  const next = getSession().user?.userId ?? null;
  if (next === userId) return;
  userId = next;
  router.clearCache();
  void router.invalidate();
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
