import { articlePath } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import {
  articleIdOf,
  articleOutcome,
  canonicalArticlePath,
  canonicalRedirect,
  categoryPageOf,
  isKnownCategory,
} from './article-address.ts';
import { sampleCategories, sampleCategory, sampleEntry } from './resources-test-helpers.tsx';

const plumbing = sampleCategories[0]!;
const entry = sampleEntry(42, plumbing, "Home Warranty vs. Homeowners Insurance: What's the Difference?");
const canonical = '/resources/plumbing/home-warranty-vs-homeowners-insurance-whats-the-difference/2/42';
const address = (categorySlug: string, titleSlug: string, categoryId: string, articleId: string) => ({
  categorySlug,
  titleSlug,
  categoryId,
  articleId,
});

describe('the canonical article address', () => {
  it('is /resources/{categorySlug}/{titleSlug}/{categoryId}/{articleId}, as the API writes `url`', () => {
    expect(canonicalArticlePath(entry)).toBe(canonical);
    expect(canonicalArticlePath(entry)).toBe(entry.url);
  });

  it('leaves an address that matches the article exactly', () => {
    const exact = address('plumbing', 'home-warranty-vs-homeowners-insurance-whats-the-difference', '2', '42');
    expect(canonicalRedirect(exact, entry)).toBeNull();
    expect(articleOutcome(exact, entry, sampleCategories)).toEqual({ kind: 'show' });
  });

  it.each([
    ['a wrong category slug', address('hvac', 'home-warranty-vs-homeowners-insurance-whats-the-difference', '2', '42')],
    ['a wrong title slug', address('plumbing', 'old-title', '2', '42')],
    ['a title slug in another case', address('plumbing', 'Home-Warranty-vs-Homeowners-Insurance', '2', '42')],
    [
      'a wrong category id',
      address('plumbing', 'home-warranty-vs-homeowners-insurance-whats-the-difference', '7', '42'),
    ],
    [
      'an id written with a leading zero',
      address('plumbing', 'home-warranty-vs-homeowners-insurance-whats-the-difference', '2', '042'),
    ],
  ])('replaces %s with the canonical address', (_, written) => {
    expect(canonicalRedirect(written, entry)).toBe(canonical);
    expect(articleOutcome(written, entry, sampleCategories)).toEqual({ kind: 'redirect', href: canonical });
  });

  it('sends an article of an unknown category to the category list, before any slug check', () => {
    const orphan = { ...entry, categoryForumId: 99, categorySlug: 'gardening' };
    expect(isKnownCategory(orphan, sampleCategories)).toBe(false);
    expect(articleOutcome(address('x', 'y', '1', '42'), orphan, sampleCategories)).toEqual({ kind: 'unknownCategory' });
  });

  it('without the category list, knows the categories by their fixed slugs and ids', () => {
    expect(isKnownCategory(entry, undefined)).toBe(true);
    expect(isKnownCategory({ ...entry, categoryForumId: 3 }, undefined)).toBe(false);
    const decor = sampleEntry(5, sampleCategory('lifestyle-decor', 50, 'Lifestyle & Decor'), 'Paint');
    expect(isKnownCategory(decor, undefined)).toBe(true);
    expect(articlePath('lifestyle-decor', 'Paint', 50, 5)).toBe(decor.url);
  });
});

describe('articleIdOf', () => {
  it('reads whole positive numbers written in digits only', () => {
    expect(articleIdOf('42')).toBe(42);
    expect(articleIdOf('0')).toBeUndefined();
    expect(articleIdOf('-1')).toBeUndefined();
    expect(articleIdOf('4.2')).toBeUndefined();
    expect(articleIdOf('abc')).toBeUndefined();
    expect(articleIdOf('99999999999')).toBeUndefined();
  });
});

describe('categoryPageOf', () => {
  it('is the category page of a known slug, else the recent list', () => {
    expect(categoryPageOf('plumbing')).toBe('/resources/plumbing');
    expect(categoryPageOf('lifestyle-decor')).toBe('/resources/lifestyle-decor');
    expect(categoryPageOf('no-such-thing')).toBe('/resources');
  });
});
