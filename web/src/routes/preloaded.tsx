/**
 * A route component that wraps a page loaded on demand keeps the page's `preload`: the router then loads
 * the page's code with the route, before it renders, so a prerendered page is replaced in one step (a
 * wrapper without it would render an empty page while the code arrives: a layout shift).
 */
import type { ReactNode } from 'react';

/** What `lazyRouteComponent` answers: a component with `preload`. */
export interface PreloadablePage {
  preload?: () => Promise<void> | undefined;
}

export function preloaded(Wrapper: () => ReactNode, ...pages: PreloadablePage[]) {
  return Object.assign(Wrapper, {
    preload: async () => {
      await Promise.all(pages.map((page) => page.preload?.()));
    },
  });
}
