/**
 * Where an article page's address leads: the article at its canonical address, a replacement of
 * an address whose slugs or ids do not match the article, the category list when the article's category
 * is unknown, and the category page after a failed load.
 */
import { articlePath, categoryPath, type ForumCategory, type ForumEntrySummary, forumCategoryId } from '@hw/shared';

/** The four parts of /resources/{categorySlug}/{titleSlug}/{categoryId}/{articleId}, as written in the address. */
export interface ArticleAddress {
  categorySlug: string;
  titleSlug: string;
  categoryId: string;
  articleId: string;
}

/** The article id of an address: a positive whole number written in digits, else undefined. */
export function articleIdOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The canonical address of an article, from its real category slug and title slug (as the API builds `url`). */
export const canonicalArticlePath = (entry: ForumEntrySummary): string =>
  articlePath(entry.categorySlug, entry.titleSlug, entry.categoryForumId, entry.id);

/** The canonical path when the address does not match the article exactly, else null. */
export function canonicalRedirect(address: ArticleAddress, entry: ForumEntrySummary): string | null {
  const canonical = canonicalArticlePath(entry);
  const written = `/resources/${address.categorySlug}/${address.titleSlug}/${address.categoryId}/${address.articleId}`;
  return written === canonical ? null : canonical;
}

/**
 * Whether the article's category is one the site has: in the categories the API lists when they are at
 * hand, else in the thirteen fixed ones of shared/src/resources.ts.
 */
export function isKnownCategory(entry: ForumEntrySummary, categories: readonly ForumCategory[] | undefined): boolean {
  if (categories) return categories.some((category) => category.id === entry.categoryForumId);
  return forumCategoryId(entry.categorySlug) === entry.categoryForumId;
}

/** After a failed load: the category page of the address when it names a known category, else /resources. */
export const categoryPageOf = (categorySlug: string): string =>
  forumCategoryId(categorySlug) === undefined ? '/resources' : categoryPath(categorySlug);

export type ArticleOutcome = { kind: 'show' } | { kind: 'redirect'; href: string } | { kind: 'unknownCategory' };

export function articleOutcome(
  address: ArticleAddress,
  entry: ForumEntrySummary,
  categories: readonly ForumCategory[] | undefined,
): ArticleOutcome {
  if (!isKnownCategory(entry, categories)) return { kind: 'unknownCategory' };
  const href = canonicalRedirect(address, entry);
  return href ? { kind: 'redirect', href } : { kind: 'show' };
}
