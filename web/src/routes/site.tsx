/** The public website's routes (marketing spec section 2). Screens a later release fills show their real title. */
import { messages } from '@hw/shared';
import { createRoute } from '@tanstack/react-router';
import { QuickOrderSection } from '#web/features/ordering/index.ts';
import { ComingSoon, ContractorApplicationPage, HomePage, NotFoundPage } from '#web/features/site/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { rootRoute } from './root.tsx';

const page = <TPath extends string>(path: TPath, title: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: () => <ComingSoon title={title} /> });

/** /home-buyers-warranty: the quick order for agents (marketing section 2.4); the rest of the page comes later. */
function HomeBuyersWarrantyPage() {
  usePageTitle('Home Buyers Warranty');
  return (
    <section className="page page--narrow">
      <h1>Home Buyers Warranty</h1>
      <QuickOrderSection />
      <p>{messages.comingSoon}</p>
    </section>
  );
}

export const siteRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage }),
  page('/about-us', 'About Our Company'),
  page('/contact-us', 'Contact Us'),
  page('/contractors', 'Become a Home Warranty Contractor!'),
  createRoute({ getParentRoute: () => rootRoute, path: '/contractors/apply', component: ContractorApplicationPage }),
  page('/homeowner-warranty', 'Homeowner Warranty Plans'),
  createRoute({ getParentRoute: () => rootRoute, path: '/home-buyers-warranty', component: HomeBuyersWarrantyPage }),
  page('/redirectLegacy', 'Redirecting'),
  createRoute({ getParentRoute: () => rootRoute, path: '/page-not-found', component: NotFoundPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/error', component: NotFoundPage }),
];
