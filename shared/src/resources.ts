/**
 * The resources section: the article categories with their fixed slugs and
 * ids, slugs of titles, and the canonical address of an article. The server builds the addresses it
 * answers with these functions; the article page uses the same ones to redirect a mismatched address.
 */

/** The thirteen categories: slug and id are fixed, spelled exactly as here. */
export const FORUM_CATEGORY_IDS = {
  'buying-selling-house': 7,
  hvac: 4,
  plumbing: 2,
  'appliance-warranty': 5,
  'home-repairs-maintenance': 6,
  electrical: 3,
  'real-estate-tips': 8,
  'pest-control': 9,
  'home-warranty-education': 10,
  'landmark-home-warranty-news': 11,
  'property-management': 13,
  contractors: 14,
  'lifestyle-decor': 50,
} as const;
export type ForumCategorySlug = keyof typeof FORUM_CATEGORY_IDS;
export const FORUM_CATEGORY_SLUGS = Object.keys(FORUM_CATEGORY_IDS) as ForumCategorySlug[];

/** `forumId` 0 of GET /forum/summaries asks for every category. */
export const ALL_FORUM_CATEGORIES = 0;
/** The recent list starts with 3 articles and Load More asks for 3 more. */
export const RESOURCES_PAGE_STEP = 3;
/** A category page asks for all of its articles with this count. */
export const RESOURCES_ALL_COUNT = 999_999;

export function forumCategoryId(slug: string): number | undefined {
  return (FORUM_CATEGORY_IDS as Record<string, number>)[slug];
}

/**
 * The address form of a title: lower case ASCII letters and digits joined by single hyphens.
 * "Home Warranty vs. Homeowners Insurance: What's the Difference?" -> "home-warranty-vs-homeowners-insurance-whats-the-difference".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** /resources/{categorySlug}/{titleSlug}/{categoryId}/{articleId}. */
export function articlePath(categorySlug: string, title: string, categoryId: number, articleId: number): string {
  return `/resources/${categorySlug}/${slugify(title)}/${categoryId}/${articleId}`;
}

export function categoryPath(categorySlug: string): string {
  return `/resources/${categorySlug}`;
}
