/**
 * The public website's routes (marketing spec section 2). Screens a later release fills show their real title.
 *
 * The public pages show pieces of other features (Request Repair, the order-type dialog, the quick order,
 * the plan cards, canOrder); a feature does not import another one, so they are composed here and handed
 * to the pages as their SiteSlots.
 */
import { type Offer, type PlanTypeRouteValue, planTypeIdByRouteValue } from '@hw/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { RequestRepairButton } from '#web/app/request-repair-button.tsx';
// The plan comparison needs what ordering's index.ts does not export (yet): the plan cards, the offers, the
// limits dialog and the draft. The order form itself uses the same modules.
import { canOrderFrom, showsLimitsFrom, useFeatureFlags } from '#web/features/ordering/api/get-feature-flags.ts';
import { useOffers } from '#web/features/ordering/api/get-offers.ts';
import { ensureCanOrder } from '#web/features/ordering/can-order.tsx';
import { changeProperty, choosePlan } from '#web/features/ordering/draft.ts';
import { beginOrder, updateDraft } from '#web/features/ordering/draft-store.ts';
import { OrderTypeDialog, PARTNER_WARRANTY_URL, QuickOrderSection } from '#web/features/ordering/index.ts';
import { LimitsDialog, type LimitsTarget } from '#web/features/ordering/limits-dialog.tsx';
import { PlanStep } from '#web/features/ordering/steps/plan-step.tsx';
import {
  AboutPage,
  ComingSoon,
  ContactPage,
  ContractorApplicationPage,
  ContractorsPage,
  HomeBuyersPage,
  HomeownerPage,
  HomePage,
  MARKETING_SOURCE_PARAM,
  NotFoundPage,
  type PlanCardsProps,
  type SiteSlots,
  SiteSlotsProvider,
  storedMarketingSource,
} from '#web/features/site/index.ts';
import { usePropertyTypes } from '#web/lib/reference/get-property-types.ts';
import { rootRoute } from './root.tsx';

const page = <TPath extends string>(path: TPath, title: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: () => <ComingSoon title={title} /> });

/** The order a public page starts carries the visit's marketing source (spec 2.2 and 3). */
function withMarketingSource() {
  const marketingSourceId = storedMarketingSource();
  if (marketingSourceId) updateDraft((draft) => ({ ...draft, marketingSourceId }));
}

function SiteOrderTypeDialog({
  onChosen,
  onClose,
}: {
  onChosen: (planType: PlanTypeRouteValue) => void;
  onClose: () => void;
}) {
  return (
    <OrderTypeDialog
      onClose={onClose}
      onChosen={(planType) => {
        withMarketingSource();
        onChosen(planType);
      }}
    />
  );
}

/**
 * The plan cards of the order form for a single-family home (the first property type when none is named
 * so) in a state, with the limits and exclusions dialog while its flag is on. Choosing a plan starts a new
 * order of the plan type with that offer for that state and opens the order form (spec 2.5).
 */
function SitePlanCards({ planType, stateCode }: PlanCardsProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flags = useFeatureFlags();
  const propertyTypes = usePropertyTypes();
  const [limits, setLimits] = useState<LimitsTarget | null>(null);
  const types = propertyTypes.data ?? [];
  const dwellingTypeId = (types.find((type) => /single/i.test(type.description)) ?? types[0])?.dwellingTypeId ?? '';
  const offers = useOffers({
    state: stateCode,
    planTypeId: planTypeIdByRouteValue[planType],
    dwellingTypeId,
    isListingCoverage: false,
  });
  let status: 'loading' | 'error' | 'ready';
  if (offers.data) status = 'ready';
  else if (offers.isError || propertyTypes.isError) status = 'error';
  else status = 'loading';

  const choose = async (offer: Offer) => {
    if (!(await ensureCanOrder(queryClient))) return;
    beginOrder(planType);
    updateDraft((draft) => choosePlan(changeProperty(draft, { state: stateCode, dwellingTypeId }), offer));
    withMarketingSource();
    await navigate({ to: '/order/$planType', params: { planType } });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PlanStep
        offers={offers.data?.offers ?? []}
        status={status}
        selectedOfferId={null}
        monthlyPrices={planType === 'consumer'}
        onOrder={(offer) => void choose(offer)}
        onLimits={showsLimitsFrom(flags.data) ? setLimits : undefined}
        error={undefined}
      />
      {limits && <LimitsDialog target={limits} stateCode={stateCode} onClose={() => setLimits(null)} />}
    </>
  );
}

const useCanOrder = () => canOrderFrom(useFeatureFlags().data);

/** A public page with the pieces it shows from other features. */
function SitePage({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const slots = useMemo<SiteSlots>(
    () => ({
      RequestRepairButton,
      OrderTypeDialog: SiteOrderTypeDialog,
      QuickOrderSection,
      PlanCards: SitePlanCards,
      useCanOrder,
      partnerUrl: PARTNER_WARRANTY_URL,
      startOrder: (planType) => {
        void (async () => {
          if (!(await ensureCanOrder(queryClient))) return;
          beginOrder(planType);
          withMarketingSource();
          await navigate({ to: '/order/$planType', params: { planType } });
          window.scrollTo({ top: 0 });
        })();
      },
    }),
    [navigate, queryClient],
  );
  return <SiteSlotsProvider slots={slots}>{children}</SiteSlotsProvider>;
}

const sitePage = <TPath extends string>(path: TPath, Page: ComponentType) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => (
      <SitePage>
        <Page />
      </SitePage>
    ),
  });

/** `?MarketingSourceId=` on the home page (spec 2.2), kept as written. */
const homeSearch = (search: Record<string, unknown>): { [MARKETING_SOURCE_PARAM]?: string } => {
  const value = search[MARKETING_SOURCE_PARAM];
  return typeof value === 'string' && value ? { [MARKETING_SOURCE_PARAM]: value } : {};
};

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: homeSearch,
  component: () => (
    <SitePage>
      <HomePage marketingSourceId={homeRoute.useSearch()[MARKETING_SOURCE_PARAM]} />
    </SitePage>
  ),
});

export const siteRoutes = [
  homeRoute,
  sitePage('/about-us', AboutPage),
  sitePage('/contact-us', ContactPage),
  sitePage('/contractors', ContractorsPage),
  createRoute({ getParentRoute: () => rootRoute, path: '/contractors/apply', component: ContractorApplicationPage }),
  sitePage('/homeowner-warranty', HomeownerPage),
  sitePage('/home-buyers-warranty', HomeBuyersPage),
  page('/redirectLegacy', 'Redirecting'),
  createRoute({ getParentRoute: () => rootRoute, path: '/page-not-found', component: NotFoundPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/error', component: NotFoundPage }),
];
