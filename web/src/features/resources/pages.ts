/** The resources screens, loaded with their routes (routes/resources.tsx). */
export { ArticlePage } from './article-page.tsx';
export { CategoryPage } from './category-page.tsx';
export { NewsletterConfirmPage } from './newsletter-confirm-page.tsx';
export { RecentResourcesPage } from './recent-resources-page.tsx';
