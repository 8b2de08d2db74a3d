/**
 * The root route: the router context every route reads, the redirect table
 * (resolved before matching), and the shell around every page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { RootLayout } from '#web/app/root-layout.tsx';
import { NotFoundPage } from '#web/features/site/index.ts';
import { redirectTarget } from '#web/lib/redirect-table.ts';
import type { Session } from '#web/lib/session/index.ts';

export interface RouterContext {
  queryClient: QueryClient;
  /** The session at the time of the navigation: guards read it in `beforeLoad`. */
  session: () => Session;
  /** Resolves once the query cache saved on this device is back in memory (loaders wait for it). */
  queryCacheRestored: Promise<void>;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const target = await redirectTarget(location.pathname, location.searchStr);
    if (target) {
      if (/^https?:/.test(target)) window.location.replace(target);
      else throw redirect({ href: target, replace: true });
    }
    await context.queryCacheRestored;
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
