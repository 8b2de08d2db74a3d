import { RESOURCES_PAGE_STEP } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { hasMoreResources, nextResourcesCount } from './paging.ts';

describe('Load More', () => {
  it('asks for the articles shown plus 3', () => {
    expect(RESOURCES_PAGE_STEP).toBe(3);
    expect(nextResourcesCount(3)).toBe(6);
    expect(nextResourcesCount(6)).toBe(9);
    expect(nextResourcesCount(10)).toBe(13);
  });

  it('stops once an answer is shorter than asked', () => {
    expect(hasMoreResources(3, 3)).toBe(true);
    expect(hasMoreResources(5, 6)).toBe(false);
    expect(hasMoreResources(0, 3)).toBe(false);
  });
});
