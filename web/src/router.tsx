/** The app's router: the route tree of web/src/routes with the context every route reads. */
import { BASE_LOCALE, localizedPath, pathWithoutLocale } from '@hw/shared/i18n';
import { createRouter, type LocationRewrite } from '@tanstack/react-router';
import { pageLocale } from './lib/i18n/index.ts';
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

/**
 * A page in another language lives under its prefix (`/es/about-us`): the routes are the English paths, and the
 * router reads addresses without the prefix and writes them with it.
 */
function languageRewrite(): LocationRewrite | undefined {
  const locale = pageLocale();
  if (locale === BASE_LOCALE) return undefined;
  return {
    input: ({ url }) => {
      url.pathname = pathWithoutLocale(url.pathname);
      return url;
    },
    output: ({ url }) => {
      url.pathname = localizedPath(url.pathname, locale);
      return url;
    },
  };
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
    rewrite: languageRewrite(),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
