/** The resources list screens, loaded with their routes (routes/resources.tsx); an article loads on its own. */
export { CategoryPage } from './category-page.tsx';
export { NewsletterConfirmPage } from './newsletter-confirm-page.tsx';
export { RecentResourcesPage } from './recent-resources-page.tsx';
