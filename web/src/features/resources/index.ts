/** The resources section: article lists, categories, articles and the newsletter sign-up. */

export { NewsletterSignup } from './newsletter-signup.tsx';
/** What the resources routes run before their page shows: loaded with the first visit to one of them. */
export const resourcesPageLoads = () => import('./page-loads.ts');

/** The screens, each loaded with its route: lists and categories together, an article (with its sanitiser) apart. */
export const resourcesPages = () => import('./pages.ts');
export const articlePage = () => import('./article-page.tsx');
