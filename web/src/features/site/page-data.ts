/**
 * The data each public page shows, fetched with its route: the app's first render of a prerendered page
 * then has every section filled, so nothing collapses to a loading line and back (no layout shift).
 * A failed fetch is left to the section, which says so in place (`loadQuery`: a cached copy shows at once).
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '#web/lib/query/index.ts';
import { awardsQueryOptions } from './api/get-awards.ts';
import { executivesQueryOptions } from './api/get-executives.ts';
import { reviewsQueryOptions } from './api/get-reviews.ts';
import { salesRepsQueryOptions } from './api/get-sales-reps.ts';
import { DEFAULT_STATE, getVisitorState } from './visitor-state.ts';

type PageData = (queryClient: QueryClient) => Promise<unknown>;

/** The state whose plans and representatives a page shows first. */
export const shownState = () => getVisitorState() ?? DEFAULT_STATE;

export const sitePageData = {
  home: (queryClient) => loadQuery(queryClient, reviewsQueryOptions('customer')),
  about: (queryClient) =>
    Promise.all([loadQuery(queryClient, executivesQueryOptions()), loadQuery(queryClient, awardsQueryOptions())]),
  contractors: (queryClient) => loadQuery(queryClient, reviewsQueryOptions('contractor')),
  homeowner: (queryClient) => loadQuery(queryClient, reviewsQueryOptions('homeowner')),
  homeBuyers: (queryClient) =>
    Promise.all([
      loadQuery(queryClient, reviewsQueryOptions('realEstate')),
      loadQuery(queryClient, salesRepsQueryOptions(shownState())),
    ]),
} satisfies Record<string, PageData>;
