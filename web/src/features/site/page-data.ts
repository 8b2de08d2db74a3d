/**
 * The data each public page shows, fetched with its route: the app's first render of a prerendered page
 * then has every section filled, so nothing collapses to a loading line and back (no layout shift).
 * A failed fetch is left to the section, which says so in place.
 */
import type { QueryClient } from '@tanstack/react-query';
import { awardsQueryOptions } from './api/get-awards.ts';
import { executivesQueryOptions } from './api/get-executives.ts';
import { reviewsQueryOptions } from './api/get-reviews.ts';
import { salesRepsQueryOptions } from './api/get-sales-reps.ts';
import { DEFAULT_STATE, getVisitorState } from './visitor-state.ts';

type PageData = (queryClient: QueryClient) => Promise<unknown>;

/** The state whose plans and representatives a page shows first. */
export const shownState = () => getVisitorState() ?? DEFAULT_STATE;

export const sitePageData = {
  home: (queryClient) => queryClient.prefetchQuery(reviewsQueryOptions('customer')),
  about: (queryClient) =>
    Promise.all([queryClient.prefetchQuery(executivesQueryOptions()), queryClient.prefetchQuery(awardsQueryOptions())]),
  contractors: (queryClient) => queryClient.prefetchQuery(reviewsQueryOptions('contractor')),
  homeowner: (queryClient) => queryClient.prefetchQuery(reviewsQueryOptions('homeowner')),
  homeBuyers: (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(reviewsQueryOptions('realEstate')),
      queryClient.prefetchQuery(salesRepsQueryOptions(shownState())),
    ]),
} satisfies Record<string, PageData>;
