/** The public website's screens and the cookie bar. */
import './site.css';

export { MARKETING_SOURCE_PARAM } from '#web/lib/marketing-source.ts';
export { ChatWidget } from './chat/chat-widget.tsx';
export { CookieBar } from './cookie-bar.tsx';
export { LEGACY_REDIRECT_PARAM, LEGACY_REDIRECT_PATH } from './legacy-redirect-address.ts';
export { NotFoundPage } from './not-found.tsx';
export { shownState, sitePageData } from './page-data.ts';
export { type PlanCardsProps, type SiteSlots, SiteSlotsProvider } from './slots.tsx';

/** The pages, each loaded with its route (routes/site.tsx). */
export const sitePages = {
  home: () => import('./home/home-page.tsx'),
  about: () => import('./about/about-page.tsx'),
  contact: () => import('./contact/contact-page.tsx'),
  contractors: () => import('./contractors/contractors-page.tsx'),
  homeowner: () => import('./homeowner/homeowner-page.tsx'),
  homeBuyers: () => import('./home-buyers/home-buyers-page.tsx'),
  contractorApplication: () => import('./contractor-application-page.tsx'),
};
