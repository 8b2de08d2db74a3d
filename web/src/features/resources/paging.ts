/** Load More on the recent list: ask for the articles shown plus 3. */
import { RESOURCES_PAGE_STEP } from '@hw/shared';

export const nextResourcesCount = (shown: number): number => shown + RESOURCES_PAGE_STEP;

/** An answer shorter than the count asked for holds every article there is: nothing more to load. */
export const hasMoreResources = (shown: number, asked: number): boolean => shown >= asked;
