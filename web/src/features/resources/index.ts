/** The resources section (marketing spec 2.8): article lists, categories, articles and the newsletter sign-up. */

export type { ArticleAddress } from './article-address.ts';
export { ArticlePage } from './article-page.tsx';
export { CategoryPage } from './category-page.tsx';
export { NewsletterSignup } from './newsletter-signup.tsx';
export {
  prefetchRecentResources,
  resolveArticleAddress,
  resolveBlogEntry,
  resolveCategoryAddress,
} from './page-loads.ts';
export { RecentResourcesPage } from './recent-resources-page.tsx';
