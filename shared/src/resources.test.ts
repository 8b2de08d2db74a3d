import { describe, expect, it } from 'vitest';
import { articlePath, FORUM_CATEGORY_IDS, FORUM_CATEGORY_SLUGS, forumCategoryId, slugify } from './resources.ts';

describe('resources', () => {
  it('keeps the fixed slugs and ids of the categories', () => {
    expect(FORUM_CATEGORY_SLUGS).toHaveLength(13);
    expect(forumCategoryId('buying-selling-house')).toBe(7);
    expect(forumCategoryId('lifestyle-decor')).toBe(50);
    expect(forumCategoryId('landmark-home-warranty-news')).toBe(11);
    expect(forumCategoryId('nowhere')).toBeUndefined();
    expect(new Set(Object.values(FORUM_CATEGORY_IDS)).size).toBe(13);
  });

  it('makes address slugs of titles', () => {
    expect(slugify("Home Warranty vs. Homeowners Insurance: What's the Difference?")).toBe(
      'home-warranty-vs-homeowners-insurance-whats-the-difference',
    );
    expect(slugify('Buying & Selling — Año Nuevo  ')).toBe('buying-and-selling-ano-nuevo');
    expect(slugify(slugify('Already a slug'))).toBe('already-a-slug');
  });

  it('builds the canonical article address', () => {
    expect(articlePath('hvac', 'Heat Pumps Explained', 4, 112)).toBe('/resources/hvac/heat-pumps-explained/4/112');
  });
});
