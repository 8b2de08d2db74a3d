/**
 * The resources section: article lists, categories and articles, each loaded with its route. The newsletter
 * sign-up, which the footer shows too, is imported from ./newsletter-signup.tsx: named here, its styles would
 * come with every route that loads these screens.
 */

/** What the resources routes run before their page shows: loaded with the first visit to one of them. */
export const resourcesPageLoads = () => import('./page-loads.ts');

/** The screens, each loaded with its route: lists and categories together, an article (with its sanitiser) apart. */
export const resourcesPages = () => import('./pages.ts');
export const articlePage = () => import('./article-page.tsx');
