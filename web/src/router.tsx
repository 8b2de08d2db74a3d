/** The app's router: the route tree of web/src/routes with the context every route reads. */
import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './routes/root.tsx';
import { routeTree } from './routes/route-tree.ts';

export type { RouterContext } from './routes/root.tsx';

/** Query values stay strings as written ("0123" is not the number 123); routes validate what they read. */
const parseSearch = (searchStr: string): Record<string, unknown> =>
  Object.fromEntries(new URLSearchParams(searchStr.replace(/^\?/, '')));

const stringifySearch = (search: Record<string, unknown>): string => {
  const entries = Object.entries(search).filter(([, value]) => value !== undefined && value !== null);
  const text = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return text ? `?${text}` : '';
};

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
