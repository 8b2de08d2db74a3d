/**
 * What the resources routes run before their page shows (routes/resources.tsx calls these from
 * `beforeLoad`, which runs on every visit, preloads included). Each fills the query cache and answers
 * the address to go to instead (the route replaces the current one), or undefined to show the page.
 * Toasts are shown for real visits only, never for a preload on hover.
 */
import { ALL_FORUM_CATEGORIES, forumCategoryId, messages, RESOURCES_ALL_COUNT, RESOURCES_PAGE_STEP } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '#web/lib/query/index.ts';
import { showToast } from '#web/ui/index.ts';
import { forumCategoriesQueryOptions } from './api/get-forum-categories.ts';
import { forumEntryQueryOptions } from './api/get-forum-entry.ts';
import { forumSummariesQueryOptions } from './api/get-forum-summaries.ts';
import {
  type ArticleAddress,
  articleIdOf,
  articleOutcome,
  canonicalArticlePath,
  categoryPageOf,
} from './article-address.ts';
import { words } from './words.ts';

interface Load {
  queryClient: QueryClient;
  preload: boolean;
}

/** Related articles: the category's newest, the article itself left out. */
export const RELATED_ARTICLES = 3;

const articleFailed = () =>
  showToast({ kind: 'info', title: messages.article.loadFailureTitle, text: messages.article.loadFailureText });
const unknownCategory = () =>
  showToast({ kind: 'info', title: words.unknownCategoryTitle, text: words.unknownCategoryText });

/** /resources: the first three articles start loading; the page shows at once with its overlay rule. */
export function prefetchRecentResources({ queryClient }: Pick<Load, 'queryClient'>): void {
  void loadQuery(queryClient, forumSummariesQueryOptions(RESOURCES_PAGE_STEP, ALL_FORUM_CATEGORIES));
  void loadQuery(queryClient, forumCategoriesQueryOptions());
}

/**
 * /resources/{category}: an unknown slug goes to /resources with an info toast. When the categories
 * cannot be loaded, a known category slug shows the page (which offers a retry), any other goes away.
 */
export async function resolveCategoryAddress({ queryClient, preload, slug }: Load & { slug: string }) {
  const categoriesOptions = forumCategoriesQueryOptions();
  await loadQuery(queryClient, categoriesOptions);
  const categories = queryClient.getQueryData(categoriesOptions.queryKey);
  const category = categories?.find((candidate) => candidate.urlSafeName === slug);
  if (category) void loadQuery(queryClient, forumSummariesQueryOptions(RESOURCES_ALL_COUNT, category.id));
  if (preload) return undefined;
  const known = categories ? category !== undefined : forumCategoryId(slug) !== undefined;
  if (known) return undefined;
  unknownCategory();
  return '/resources';
}

/**
 * The article page: a failed load shows the info toast and goes to the category page; an
 * article of an unknown category to the category list with a toast; an address whose slugs or ids differ
 * from the article's is replaced by the canonical one.
 */
export async function resolveArticleAddress({ queryClient, preload, address }: Load & { address: ArticleAddress }) {
  const id = articleIdOf(address.articleId);
  const entryOptions = id === undefined ? undefined : forumEntryQueryOptions(id);
  const categoriesOptions = forumCategoriesQueryOptions();
  await Promise.all([
    entryOptions ? loadQuery(queryClient, entryOptions) : undefined,
    loadQuery(queryClient, categoriesOptions),
  ]);
  const entry = entryOptions ? queryClient.getQueryData(entryOptions.queryKey) : undefined;
  if (entry) void loadQuery(queryClient, forumSummariesQueryOptions(RELATED_ARTICLES + 1, entry.categoryForumId));
  if (preload) return undefined;
  if (!entry) {
    articleFailed();
    return categoryPageOf(address.categorySlug);
  }
  const outcome = articleOutcome(address, entry, queryClient.getQueryData(categoriesOptions.queryKey));
  if (outcome.kind === 'unknownCategory') {
    unknownCategory();
    return '/resources';
  }
  return outcome.kind === 'redirect' ? outcome.href : undefined;
}

/** /blog/{id}, the old address of an article: always replaced, by the article's canonical address. */
export async function resolveBlogEntry({ queryClient, preload, id }: Load & { id: string }) {
  const articleId = articleIdOf(id);
  const entryOptions = articleId === undefined ? undefined : forumEntryQueryOptions(articleId);
  if (entryOptions) await loadQuery(queryClient, entryOptions);
  if (preload) return undefined;
  const entry = entryOptions ? queryClient.getQueryData(entryOptions.queryKey) : undefined;
  if (entry) return canonicalArticlePath(entry);
  articleFailed();
  return '/resources';
}
