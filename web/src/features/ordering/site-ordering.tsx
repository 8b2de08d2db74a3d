/**
 * The ordering pieces the public pages show (plan cards, the order-type dialog) and the start of an order
 * from a public page. Loaded on demand by routes/site.tsx, so a public page carries no order-form code; it
 * hands them to the site's pages as their slots.
 */
import { type Offer, type PlanTypeRouteValue, type PropertyType, planTypeIdByRouteValue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type UseNavigateResult, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { featureFlagsQueryOptions, showsLimitsFrom, useFeatureFlags } from '#web/lib/feature-flags.ts';
import { storedMarketingSource } from '#web/lib/marketing-source.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { propertyTypesQueryOptions, usePropertyTypes } from '#web/lib/reference/get-property-types.ts';
import type { LimitsTarget } from '#web/ui/limits-dialog.tsx';
import { useListingCoveragePriceText } from './api/get-listing-coverage-prices.ts';
import { offersQueryOptions, useOffers } from './api/get-offers.ts';
import { ensureCanOrder } from './can-order.tsx';
import { changeProperty, chooseListingCoverage, choosePlan } from './draft.ts';
import { beginOrder, beginVisitorOrder, updateDraft, withQuoteAnswers } from './draft-store.ts';
import { RadioGroup } from './fields.tsx';
import { PlanStep } from './steps/plan-step.tsx';

/** The plan cards' props, as the site's pages pass them. */
export interface SitePlanCardsProps {
  planType: PlanTypeRouteValue;
  /** The state whose prices are shown. */
  stateCode: string;
}

// Opened by a click: loaded then.
const OrderTypeDialog = lazy(() =>
  import('./order-type-dialog.tsx').then((module) => ({ default: module.OrderTypeDialog })),
);
const LimitsDialog = lazy(() =>
  import('#web/ui/limits-dialog.tsx').then((module) => ({ default: module.LimitsDialog })),
);

/** The order a public page starts carries the visit's marketing source. */
function withMarketingSource() {
  const marketingSourceId = storedMarketingSource();
  if (marketingSourceId) updateDraft((draft) => ({ ...draft, marketingSourceId }));
}

async function openOrderForm(planType: PlanTypeRouteValue, navigate: UseNavigateResult<string>) {
  await navigate({ to: '/order/$planType', params: { planType } });
  window.scrollTo({ top: 0 });
}

/** Order Now on a public page: a new order of the plan type, unless ordering is switched off. */
export async function startSiteOrder({
  planType,
  queryClient,
  navigate,
}: {
  planType: PlanTypeRouteValue;
  queryClient: QueryClient;
  navigate: UseNavigateResult<string>;
}) {
  if (!(await ensureCanOrder(queryClient))) return;
  beginVisitorOrder(planType);
  withMarketingSource();
  await openOrderForm(planType, navigate);
}

export function SiteOrderTypeDialog({
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

/** The offers a plan comparison shows: a single-family home (the first property type when none is named so). */
function siteOffersQuery(
  planType: PlanTypeRouteValue,
  stateCode: string,
  types: readonly PropertyType[],
  isListingCoverage = false,
) {
  const dwellingTypeId = (types.find((type) => /single/i.test(type.description)) ?? types[0])?.dwellingTypeId ?? '';
  return { state: stateCode, planTypeId: planTypeIdByRouteValue[planType], dwellingTypeId, isListingCoverage };
}

/** Fetches what the plan cards show, so a page renders them whole in its first render. */
export async function loadPlanCards(queryClient: QueryClient, planType: PlanTypeRouteValue, stateCode: string) {
  await Promise.all([
    loadQuery(queryClient, propertyTypesQueryOptions()),
    loadQuery(queryClient, featureFlagsQueryOptions()),
  ]);
  const types = queryClient.getQueryData(propertyTypesQueryOptions().queryKey) ?? [];
  await loadQuery(queryClient, offersQueryOptions(siteOffersQuery(planType, stateCode, types)));
}

/**
 * The plan cards of the order form for the visitor's state, with the limits and exclusions dialog while its
 * flag is on. The real-estate comparison also prices a listing coverage for the seller. Choosing a plan
 * starts a new order of the plan type with that offer for that state (filled from a quote sent this session)
 * and opens the order form.
 */
export function SitePlanCards({ planType, stateCode }: SitePlanCardsProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flags = useFeatureFlags();
  const propertyTypes = usePropertyTypes();
  const [limits, setLimits] = useState<LimitsTarget | null>(null);
  const [forSeller, setForSeller] = useState(false);
  const realEstate = planType === 'realEstate';
  const isListingCoverage = realEstate && forSeller;
  const offersQuery = siteOffersQuery(planType, stateCode, propertyTypes.data ?? [], isListingCoverage);
  const { dwellingTypeId } = offersQuery;
  const offers = useOffers(offersQuery);
  const listingCoverageText = useListingCoveragePriceText(isListingCoverage);
  let status: 'loading' | 'error' | 'ready';
  if (offers.data) status = 'ready';
  else if (offers.isError || propertyTypes.isError) status = 'error';
  else status = 'loading';

  const choose = async (offer: Offer) => {
    if (!(await ensureCanOrder(queryClient))) return;
    beginOrder(planType);
    updateDraft((draft) =>
      choosePlan(
        withQuoteAnswers(
          chooseListingCoverage(changeProperty(draft, { state: stateCode, dwellingTypeId }), isListingCoverage),
        ),
        offer,
      ),
    );
    withMarketingSource();
    await openOrderForm(planType, navigate);
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
        listingCoverageText={isListingCoverage ? listingCoverageText : undefined}
      >
        {realEstate && (
          <RadioGroup
            id="site-plans-for"
            name="sitePlansFor"
            legend={m.order_site_plans_for()}
            value={forSeller ? 'seller' : 'buyer'}
            onChange={(value) => setForSeller(value === 'seller')}
            choices={[
              { value: 'buyer', label: m.order_for_buyer() },
              { value: 'seller', label: m.order_for_seller() },
            ]}
          />
        )}
      </PlanStep>
      {limits && (
        <Suspense fallback={null}>
          <LimitsDialog target={limits} stateCode={stateCode} onClose={() => setLimits(null)} />
        </Suspense>
      )}
    </>
  );
}
