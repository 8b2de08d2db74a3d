/** The public website's screens (marketing spec section 2) and the cookie bar. */
import './site.css';

export { AboutPage } from './about/about-page.tsx';
export { ComingSoon } from './coming-soon.tsx';
export { ContactPage } from './contact/contact-page.tsx';
export { ContractorApplicationPage } from './contractor-application-page.tsx';
export { ContractorsPage } from './contractors/contractors-page.tsx';
export { CookieBar } from './cookie-bar.tsx';
export { HomePage } from './home/home-page.tsx';
export { HomeBuyersPage } from './home-buyers/home-buyers-page.tsx';
export { HomeownerPage } from './homeowner/homeowner-page.tsx';
export { MARKETING_SOURCE_PARAM, storedMarketingSource } from './marketing-source.ts';
export { NotFoundPage } from './not-found.tsx';
export { type PlanCardsProps, type SiteSlots, SiteSlotsProvider } from './slots.tsx';
