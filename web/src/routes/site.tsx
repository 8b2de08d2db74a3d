/**
 * The public website's routes.
 *
 * The public pages show pieces of other features (Request Repair, the order-type dialog, the quick order,
 * the plan cards, canOrder); a feature does not import another one, so they are composed here and handed
 * to the pages as their SiteSlots.
 */
import { PARTNER_WARRANTY_URL, type PlanTypeRouteValue } from '@hw/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, redirect, useNavigate } from '@tanstack/react-router';
import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { RequestRepairButton } from '#web/app/request-repair-button.tsx';
import { QuickOrderSection, siteOrdering } from '#web/features/ordering/index.ts';
import {
  LEGACY_REDIRECT_PARAM,
  LEGACY_REDIRECT_PATH,
  MARKETING_SOURCE_PARAM,
  NotFoundPage,
  type PlanCardsProps,
  type SiteSlots,
  SiteSlotsProvider,
  shownState,
  sitePageData,
  sitePages,
} from '#web/features/site/index.ts';
import { canOrderFrom, useFeatureFlags } from '#web/lib/feature-flags.ts';
import { searchParams, text } from '#web/lib/search-params.ts';
import { useSession } from '#web/lib/session/index.ts';
import { hasPrerenderedCopy, NearViewport } from '#web/ui/near-viewport.tsx';
import { type PreloadablePage, preloaded } from './preloaded.tsx';
import { rootRoute } from './root.tsx';

// The order form's pieces load only when a page shows plan cards or a visitor starts an order.
const LazyPlanCards = lazyRouteComponent(siteOrdering, 'SitePlanCards');
const LazyOrderTypeDialog = lazy(() => siteOrdering().then((m) => ({ default: m.SiteOrderTypeDialog })));

function SitePlanCards(props: PlanCardsProps) {
  const queryClient = useQueryClient();
  const eager = useSignedIn();
  const { planType, stateCode } = props;
  const load = useCallback(
    () =>
      Promise.all([
        LazyPlanCards.preload?.(),
        siteOrdering().then((m) => m.loadPlanCards(queryClient, planType, stateCode)),
      ]),
    [queryClient, planType, stateCode],
  );
  const cards = (
    <Suspense fallback={<p className="site-loading">Loading plans…</p>}>
      <LazyPlanCards {...props} />
    </Suspense>
  );
  // Below the fold on a phone: the cards load when near.
  return (
    <NearViewport name="plan-cards" eager={eager} load={load}>
      {cards}
    </NearViewport>
  );
}

function SiteOrderTypeDialog(props: ComponentProps<SiteSlots['OrderTypeDialog']>) {
  return (
    <Suspense fallback={null}>
      <LazyOrderTypeDialog {...props} />
    </Suspense>
  );
}

const loadQuickOrder = () => QuickOrderSection.preload?.() ?? Promise.resolve();

/** Below the fold: it loads when near, or at once for a signed-in agent, who orders with it. */
function SiteQuickOrderSection(props: ComponentProps<SiteSlots['QuickOrderSection']>) {
  return (
    <NearViewport name="quick-order" eager={useSignedIn()} load={loadQuickOrder}>
      <Suspense fallback={null}>
        <QuickOrderSection {...props} />
      </Suspense>
    </NearViewport>
  );
}

/** A signed-in user's sections are not held back: they are the app's users, not a first visit. */
const useSignedIn = () => Boolean(useSession().user);

const useCanOrder = () => canOrderFrom(useFeatureFlags().data);

/** A public page with the pieces it shows from other features. */
function SitePage({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const slots = useMemo<SiteSlots>(
    () => ({
      RequestRepairButton,
      OrderTypeDialog: SiteOrderTypeDialog,
      QuickOrderSection: SiteQuickOrderSection,
      PlanCards: SitePlanCards,
      useCanOrder,
      partnerUrl: PARTNER_WARRANTY_URL,
      startOrder: (planType) => {
        void siteOrdering().then((m) => m.startSiteOrder({ planType, queryClient, navigate }));
      },
    }),
    [navigate, queryClient],
  );
  return <SiteSlotsProvider slots={slots}>{children}</SiteSlotsProvider>;
}

/**
 * A page's data and the code of its plan cards load with its route, so its first render is whole. A slow
 * network does not hold the page longer than PAGE_DATA_WAIT_MS: the sections then show their own loading.
 */
const PAGE_DATA_WAIT_MS = 3_000;
type PageLoader = (queryClient: QueryClient) => Promise<unknown>;

const pageLoader =
  (load: PageLoader) =>
  ({ context }: { context: { queryClient: QueryClient } }) =>
    Promise.race([load(context.queryClient), new Promise((resolve) => setTimeout(resolve, PAGE_DATA_WAIT_MS))]).then(
      () => undefined,
    );

/** Moving within the app, the plan cards load with the page; on the prerendered page they load when near. */
const withPlanCards =
  (planType: PlanTypeRouteValue, load: PageLoader): PageLoader =>
  (queryClient) =>
    Promise.all([
      load(queryClient),
      ...(hasPrerenderedCopy('plan-cards')
        ? []
        : [
            LazyPlanCards.preload?.(),
            siteOrdering().then((m) => m.loadPlanCards(queryClient, planType, shownState())),
          ]),
    ]);

const sitePage = <TPath extends string>(path: TPath, Page: ComponentType & PreloadablePage, load?: PageLoader) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: load && pageLoader(load),
    component: preloaded(
      () => (
        <SitePage>
          <Page />
        </SitePage>
      ),
      Page,
    ),
  });

/** `?MarketingSourceId=` on the home page, kept as written. */
const HomeSearch = {
  [MARKETING_SOURCE_PARAM]: text({ minLength: 1, maxLength: 100 }),
};

// Each page's code loads with its route: a visitor of one page downloads no other page.
const HomePage = lazyRouteComponent(sitePages.home, 'HomePage');

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: searchParams(HomeSearch),
  loader: pageLoader(sitePageData.home),
  component: preloaded(
    () => (
      <SitePage>
        <HomePage marketingSourceId={homeRoute.useSearch()[MARKETING_SOURCE_PARAM]} />
      </SitePage>
    ),
    HomePage,
  ),
});

export const siteRoutes = [
  homeRoute,
  sitePage('/about-us', lazyRouteComponent(sitePages.about, 'AboutPage'), sitePageData.about),
  sitePage('/contact-us', lazyRouteComponent(sitePages.contact, 'ContactPage')),
  sitePage('/contractors', lazyRouteComponent(sitePages.contractors, 'ContractorsPage'), sitePageData.contractors),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/contractors/apply',
    component: lazyRouteComponent(sitePages.contractorApplication, 'ContractorApplicationPage'),
  }),
  sitePage(
    '/homeowner-warranty',
    lazyRouteComponent(sitePages.homeowner, 'HomeownerPage'),
    withPlanCards('consumer', sitePageData.homeowner),
  ),
  sitePage(
    '/home-buyers-warranty',
    lazyRouteComponent(sitePages.homeBuyers, 'HomeBuyersPage'),
    withPlanCards('realEstate', sitePageData.homeBuyers),
  ),
  createRoute({
    getParentRoute: () => rootRoute,
    path: LEGACY_REDIRECT_PATH,
    beforeLoad: async ({ location }) => {
      const url = new URLSearchParams(location.searchStr).get(LEGACY_REDIRECT_PARAM);
      const { legacyRedirectTarget } = await import('#web/features/site/legacy-redirect.ts');
      const target = legacyRedirectTarget(url, window.location.origin);
      if (/^https?:/.test(target)) window.location.replace(target);
      else throw redirect({ href: target, replace: true });
    },
  }),
  createRoute({ getParentRoute: () => rootRoute, path: '/page-not-found', component: NotFoundPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/error', component: NotFoundPage }),
];
