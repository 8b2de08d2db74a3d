/**
 * The order form in steps that fit a phone: property, plan, add-ons and
 * options, contacts, partners (real estate), payment, review; the live price beside or below it. The
 * draft is the record (session storage); the step is in the address (`?step=`), so Back works.
 */
import type { PlanTypeRouteValue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { lazyRouteComponent, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { showsLimitsFrom, useFeatureFlags } from '#web/lib/feature-flags.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { loadOffline } from '#web/lib/offline-loader.ts';
import { preloadHostedCard, useHostedCard } from '#web/lib/payments/index.ts';
import { usePropertyTypes } from '#web/lib/reference/get-property-types.ts';
import { openLoginDialog, useSession } from '#web/lib/session/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showValidationErrors } from '#web/ui/index.ts';
import type { LimitsTarget } from '#web/ui/limits-dialog.tsx';
import { NearViewport } from '#web/ui/near-viewport.tsx';
import { useListingCoveragePriceText } from './api/get-listing-coverage-prices.ts';
import { recheckCoupon } from './coupon.ts';
import { chooseListingCoverage, choosePlan, isRealEstate, markRecentPurchase, type OrderKind } from './draft.ts';
import { getDraft, updateDraft, useDraft } from './draft-store.ts';
import type { ErrorLookup } from './fields.tsx';
import { RadioGroup } from './fields.tsx';
import { fieldId } from './form-values.ts';
import { isCardPayment } from './order-body.ts';
import { currentOrderValues, setOrderValue, useOrderValues } from './order-fields.tsx';
import { loadAddressSuggestion, PropertyStep } from './steps/property-step.tsx';
import { useGeolocatedState } from './use-geolocated-state.ts';
import { useOrderOffers } from './use-order-offers.ts';
import { usePriceBreakdown } from './use-price-breakdown.ts';
import { loadPlaceOrderFlow, useSubmitOrder } from './use-submit-order.ts';
import { useZipState } from './use-zip-state.ts';
import {
  type OrderProblem,
  orderProblems,
  type ProblemContext,
  personOf,
  problemsOfStep,
  STEP_LABELS,
  type StepKey,
  stepsFor,
} from './validation.ts';
import './ordering.css';

// The route enters the order session through this page's chunk (index.ts), which so carries its code once.
export { enterOrderPage, leaveOrderPages, loadOrderPage } from './order-session.ts';

// Only a signed-in agent has orders waiting on the device, or uses the quick order: their code (and the
// offline engine) load for them.
const QueuedOrders = lazy(() =>
  loadOffline()
    .then(() => import('./offline/queued-orders.tsx'))
    .then((module) => ({ default: module.QueuedOrders })),
);
// A plan's limits open from the plan and options steps: the dialog's code loads with the first one opened.
const LimitsDialog = lazy(() =>
  import('#web/ui/limits-dialog.tsx').then((module) => ({ default: module.LimitsDialog })),
);
// The price bar: on the first step of a new order it says only to choose a plan, which the prerendered page already
// shows; its code loads with the visitor's first move, or at once once there is a price to show.
const loadPriceSummary = () => import('./price-summary.tsx');
const PriceSummary = lazy(() => loadPriceSummary().then((module) => ({ default: module.PriceSummary })));
const loadQuickOrder = () => import('./quick-order-form.tsx');
const QuickOrderForm = lazy(() => loadQuickOrder().then((module) => ({ default: module.QuickOrderForm })));
const preloadQuickOrder = () => void loadQuickOrder().catch(() => undefined);

/**
 * The first step comes with the page (it is prerendered); the later ones load once the visitor starts on the
 * form (a first focus or touch: an agent who then loses the connection still has every step), or when one is
 * opened directly.
 */
const PlanStep = lazyRouteComponent(() => import('./steps/plan-step.tsx'), 'PlanStep');
const OptionsStep = lazyRouteComponent(() => import('./steps/options-step.tsx'), 'OptionsStep');
const ContactsStep = lazyRouteComponent(() => import('./steps/contacts-step.tsx'), 'ContactsStep');
const PartnersStep = lazyRouteComponent(() => import('./steps/partners-step.tsx'), 'PartnersStep');
const PaymentStep = lazyRouteComponent(() => import('./steps/payment-step.tsx'), 'PaymentStep');
const ReviewStep = lazyRouteComponent(() => import('./steps/review-step.tsx'), 'ReviewStep');
const LATER_STEPS = [PlanStep, OptionsStep, ContactsStep, PartnersStep, PaymentStep, ReviewStep];

/** Loads the code of every later step, of placing the order and of the confirmation the order ends on (once). */
function preloadLaterSteps(): void {
  for (const step of LATER_STEPS) void step.preload?.()?.catch(() => undefined);
  void loadPlaceOrderFlow().catch(() => undefined);
  preloadHostedCard();
  void import('./confirmation.tsx').catch(() => undefined);
  void loadAddressSuggestion();
  if (isRealEstate(getDraft())) preloadQuickOrder();
}

export interface OrderPageProps {
  planType: PlanTypeRouteValue;
  /** Signed-in callers' escrow orders may wait on the device while offline. */
  signedIn: boolean;
  kind: OrderKind;
  step: StepKey | undefined;
  onStepChange: (step: StepKey) => void;
  onPlaced: () => void;
}

const TITLES: Record<OrderKind, () => string> = {
  new: m.order_title_new,
  renew: m.order_title_renew,
  upgrade: m.order_title_upgrade,
};

/** A new order's form is a public page (rendered at build time): each plan type has its own head. */
const NEW_ORDER_HEADS: Record<PlanTypeRouteValue, () => { title: string; description: string }> = {
  consumer: () => ({ title: m.order_title_new(), description: m.order_consumer_description() }),
  realEstate: () => ({ title: m.order_title_real_estate(), description: m.order_real_estate_description() }),
};

/** The document head: a new order's own, or the title alone of a renewal, an upgrade or a conversion. */
function useOrderHead(planType: PlanTypeRouteValue, title: string, publicForm: boolean): void {
  const head = NEW_ORDER_HEADS[planType]();
  usePageMeta(publicForm ? { ...head, canonical: `/order/${planType}` } : { title });
}

function showProblemsDialog(problems: readonly OrderProblem[]) {
  return showValidationErrors(problems.map((problem) => ({ message: problem.message, fieldId: problem.fieldId })));
}

function OrderSteps(props: OrderPageProps) {
  const draft = useDraft();
  const online = useOnline();
  const realEstate = isRealEstate(draft);
  const steps = stepsFor(realEstate);
  const step = props.step && steps.includes(props.step) ? props.step : 'property';
  const index = steps.indexOf(step);
  const propertyTypes = usePropertyTypes().data ?? [];
  const zipStatus = useZipState();
  useGeolocatedState();
  const pricing = usePriceBreakdown(online);
  const offers = useOrderOffers(draft);
  const [limits, setLimits] = useState<LimitsTarget | null>(null);
  const showLimits = showsLimitsFrom(useFeatureFlags().data) ? setLimits : undefined;
  const [attempted, setAttempted] = useState<ReadonlySet<StepKey>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const moved = useRef(false);

  const upgradeCurrent = draft.isUpgrading ? (offers.response?.current?.priceBreakdown ?? null) : null;
  // The card saved in the hosted card form: here, not in the payment step, so leaving the step keeps it.
  const hostedCard = useHostedCard();
  const hasCard = hostedCard.card !== null;
  const [agreedToTerms, setAgreedToTerms] = useState(false);
  const context = useRef<ProblemContext>({ zipStatus, hasCard, online, agreedToTerms });
  context.current = { zipStatus, hasCard, online, agreedToTerms };

  const goTo = (next: StepKey) => {
    moved.current = true;
    props.onStepChange(next);
  };
  const showProblems = (problems: OrderProblem[]) => {
    const first = problems[0];
    if (!first) return;
    // Only the agreement is missing, beside the button just tapped: its own message says so, with no dialog.
    if (problems.every((problem) => problem.field === 'terms') && first.step === step) {
      document.getElementById(first.fieldId)?.focus();
      return;
    }
    if (first.step !== step) goTo(first.step);
    void showProblemsDialog(problems);
  };
  const submitter = useSubmitOrder({
    hostedCard,
    planName: () => offers.selected?.name ?? '',
    currentPrice: () => upgradeCurrent,
    showProblems,
    onPlaced: props.onPlaced,
    signedIn: () => props.signedIn,
    onQueued: () => {
      props.onStepChange('property');
      window.scrollTo({ top: 0 });
    },
  });
  const values = useOrderValues();
  const [submissions, setSubmissions] = useState(0);
  const placeOrder = () => {
    setSubmissions((count) => count + 1);
    const problems = orderProblems(currentOrderValues(), getDraft(), context.current);
    if (problems.length) showProblems(problems);
    else void submitter.submit();
  };
  const navigate = useNavigate();
  const listingCoverageText = useListingCoveragePriceText(realEstate && draft.isListingCoverage);
  // Who a new real-estate order is for: a listing agent may order a listing coverage for the seller.
  const offersListingCoverage = realEstate && props.kind === 'new' && !draft.contractId && !draft.isRecentPurchase;
  const setListingCoverage = (isListingCoverage: boolean) => {
    updateDraft((currentDraft) => chooseListingCoverage(currentDraft, isListingCoverage));
  };
  // A recent purchase is ordered as the home buyer, from the real-estate plans, paid in full.
  const asksRecentPurchase = props.kind === 'new' && !draft.contractId && (!realEstate || draft.isRecentPurchase);
  const setRecentPurchase = (isRecentPurchase: boolean) => {
    updateDraft((currentDraft) => markRecentPurchase(currentDraft, isRecentPurchase));
    void navigate({
      to: '/order/$planType',
      params: { planType: isRecentPurchase ? 'realEstate' : 'consumer' },
      search: { step: 'property' },
      replace: true,
    });
  };

  // The first property type is the default.
  const firstType = propertyTypes[0]?.dwellingTypeId;
  useEffect(() => {
    if (firstType && !getDraft().property.dwellingTypeId) setOrderValue('property.dwellingTypeId', firstType);
  }, [firstType]);

  // The review is where the order is placed: its code is fetched as it opens, while there is a connection.
  useEffect(() => {
    if (step === 'review') void loadPlaceOrderFlow().catch(() => undefined);
  }, [step]);

  // The current step's chip stays in view in the scrolling list of steps.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    const chip = document.querySelector<HTMLElement>('.order-steps__item[aria-current="step"]');
    const list = chip?.closest('ol');
    if (!chip || !list) return;
    const left = chip.offsetLeft;
    if (left < list.scrollLeft || left + chip.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = left - 16;
  }, [step]);

  // A new step starts at its heading (not on the first render: the page opens at its top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const top = heading.getBoundingClientRect().top + window.scrollY - 90;
    if (window.scrollY > top) window.scrollTo({ top });
  }, [step]);

  const problems = orderProblems(values, draft, { zipStatus, hasCard, online, agreedToTerms });
  const errorFor: ErrorLookup = (name) =>
    problems.find((problem) => problem.field === name && (submissions > 0 || attempted.has(problem.step)))?.message;

  // A quick order chose the plan from the budget: its plan step is skipped on the way forward.
  const skipsPlan = draft.budgetAmount !== null && draft.selectedOfferId !== null;
  const following = steps.slice(index + 1).find((key) => !(skipsPlan && key === 'plan'));

  const next = () => {
    const own = problemsOfStep(problems, step);
    if (own.length) {
      setAttempted(new Set([...attempted, step]));
      void showProblemsDialog(own);
      return;
    }
    if (following) goTo(following);
  };

  const monthlyPrices = !realEstate;
  const cardPayment = isCardPayment(values.payment.type);
  let blockedReason: string | null = null;
  if (!online && cardPayment) blockedReason = m.order_offline_card_needs_connection();
  else if (online && pricing.pending) blockedReason = m.order_updating_the_price();

  let content: ReactNode;
  switch (step) {
    case 'property':
      content = (
        <PropertyStep
          errorFor={errorFor}
          stateCode={draft.property.address.state}
          propertyTypes={propertyTypes}
          recentPurchase={asksRecentPurchase ? draft.isRecentPurchase : null}
          onRecentPurchase={setRecentPurchase}
        />
      );
      break;
    case 'plan':
      content = (
        <PlanStep
          offers={offers.offers}
          status={offers.status}
          selectedOfferId={draft.selectedOfferId}
          monthlyPrices={monthlyPrices}
          error={errorFor('plan')}
          onLimits={showLimits}
          listingCoverageText={draft.isListingCoverage ? listingCoverageText : undefined}
          onOrder={(offer) => {
            updateDraft((currentDraft) => choosePlan(currentDraft, offer));
            void recheckCoupon();
            goTo('options');
          }}
        >
          {offersListingCoverage && (
            <RadioGroup
              id={fieldId('isListingCoverage')}
              name="isListingCoverage"
              legend={m.order_for_legend()}
              value={draft.isListingCoverage ? 'seller' : 'buyer'}
              onChange={(value) => setListingCoverage(value === 'seller')}
              choices={[
                { value: 'buyer', label: m.order_for_buyer() },
                { value: 'seller', label: m.order_for_seller() },
              ]}
            />
          )}
        </PlanStep>
      );
      break;
    case 'options':
      content = (
        <OptionsStep
          offer={offers.selected}
          addons={draft.addons}
          coverageLength={draft.coverageLength}
          selectedServiceCallPriceId={draft.selectedServiceCallPrice?.id ?? null}
          coupon={draft.coupon}
          monthlyPrices={monthlyPrices}
          onLimits={showLimits}
          autoRenew={realEstate ? null : draft.isAutoRenew}
          prepaidServiceCallFees={draft.prepaidServiceCallFees}
          credit={offers.response?.current?.creditBalance ?? 0}
          shouldUseCredit={draft.shouldUseCredit}
          buyersCredit={draft.isListingCoverage ? 0 : draft.buyersCredit}
          keptPaymentType={draft.isUpgrading ? draft.payment.type : null}
        />
      );
      break;
    case 'contacts':
      content = <ContactsStep errorFor={errorFor} realEstate={realEstate} person={personOf(draft)} />;
      break;
    case 'partners':
      content = (
        <PartnersStep
          errorFor={errorFor}
          partners={draft.selectedPartners}
          stateCode={draft.property.address.state}
          asksCloseDate={!draft.isRecentPurchase}
          asksSeller={!draft.isListingCoverage}
        />
      );
      break;
    case 'payment':
      content = (
        <PaymentStep
          hostedCard={hostedCard}
          errorFor={errorFor}
          realEstate={realEstate}
          online={online}
          keepsPaymentType={draft.isUpgrading}
          escrowPartner={draft.selectedPartners.titleCompany ?? null}
        />
      );
      break;
    case 'review':
      content = (
        <ReviewStep
          draft={draft}
          offer={offers.selected}
          propertyTypes={propertyTypes}
          cardLastFour={hostedCard.card?.lastFour ?? ''}
          current={upgradeCurrent}
          onEdit={goTo}
          submit={submitter.state}
          blockedReason={blockedReason}
          agreedToTerms={agreedToTerms}
          onAgreedToTerms={setAgreedToTerms}
          termsError={errorFor('terms')}
        />
      );
      break;
  }

  return (
    <div className={step === 'plan' && offers.offers.length > 2 ? 'order-layout order-layout--wide' : 'order-layout'}>
      <form
        className="order-form"
        noValidate
        aria-labelledby={headingId}
        // The visitor has started on the form: the later steps' code is fetched meanwhile.
        onFocus={preloadLaterSteps}
        onPointerDown={preloadLaterSteps}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'review') placeOrder();
          else next();
        }}
      >
        {skipsPlan && offers.selected && (
          <div className="order-quick-plan">
            <p role="status">{m.order_quick_plan_chosen({ plan: offers.selected.name })}</p>
            {step !== 'plan' && (
              <button type="button" className="button button--ghost" onClick={() => goTo('plan')}>
                {m.order_quick_plan_change()}
              </button>
            )}
          </div>
        )}
        <nav className="order-steps" aria-label={m.order_steps_label()}>
          <p className="order-steps__count">{m.order_step_count({ step: index + 1, count: steps.length })}</p>
          <ol>
            {steps.map((key, position) => (
              <li key={key}>
                <button
                  type="button"
                  className="order-steps__item"
                  aria-current={key === step ? 'step' : undefined}
                  onClick={() => goTo(key)}
                >
                  <span className="order-steps__number">{position + 1}</span>
                  <span className="order-steps__label">{STEP_LABELS[key]()}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <section className="order-step">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="order-step__title">
            {STEP_LABELS[step]()}
          </h2>
          <Suspense
            fallback={
              <p className="order-step__loading" role="status">
                {m.order_loading()}
              </p>
            }
          >
            {content}
          </Suspense>
        </section>
        <div className="order-nav">
          {index > 0 && (
            <button type="button" className="button button--ghost" onClick={() => goTo(steps[index - 1] ?? 'property')}>
              {m.order_back()}
            </button>
          )}
          {step !== 'review' && (
            <button type="submit" className="button button--primary order-nav__next">
              {m.order_next_step({ step: STEP_LABELS[following ?? 'review']() })}
            </button>
          )}
        </div>
      </form>
      <NearViewport
        name="price-summary"
        untilInteraction
        eager={Boolean(draft.planId) || draft.priceBreakdown !== null}
        load={loadPriceSummary}
      >
        <Suspense fallback={null}>
          <PriceSummary
            breakdown={draft.priceBreakdown}
            status={pricing}
            paymentType={draft.payment.type}
            hasPlan={Boolean(draft.planId)}
            current={upgradeCurrent}
            buyersCredit={
              // A listing's coverage is the seller's: there is no buyer to credit.
              draft.isListingCoverage
                ? 0
                : Math.max(
                    0,
                    draft.buyersCredit - draft.prepaidServiceCallFees * (draft.selectedServiceCallPrice?.fee ?? 0),
                  )
            }
            isEstimate={draft.priceIsEstimate === true}
          />
        </Suspense>
      </NearViewport>
      {limits && (
        <Suspense fallback={null}>
          <LimitsDialog target={limits} stateCode={draft.property.address.state} onClose={() => setLimits(null)} />
        </Suspense>
      )}
    </div>
  );
}

function SignInFirst({ title, kind }: { title: string; kind: 'renew' | 'upgrade' }) {
  useEffect(() => openLoginDialog(), []);
  return (
    <section className="page page--narrow">
      <h1>{title}</h1>
      <p>{kind === 'renew' ? m.order_login_to_renew() : m.order_login_to_upgrade()}</p>
      <button type="button" className="button button--primary" onClick={() => openLoginDialog()}>
        {m.order_login()}
      </button>
    </section>
  );
}

export function OrderPage(props: Omit<OrderPageProps, 'signedIn'> & { contractId?: string | undefined }) {
  // A new order of a contract converts that listing coverage into a full coverage.
  const converting = useDraft((draft) => props.kind === 'new' && draft.kind === 'new' && Boolean(draft.contractId));
  const title = converting ? m.order_title_convert() : TITLES[props.kind]();
  useOrderHead(props.planType, title, props.kind === 'new' && !converting);
  const session = useSession();
  const draftId = useDraft((draft) => draft.draftId);
  const quickPanel = useRef<HTMLDetailsElement>(null);
  // The quick order's code loads when the box is first opened, and stays (with what was typed) once it has been.
  const [quickOpened, setQuickOpened] = useState(false);
  // The quick order is where an agent starts: on the first step only, out of the way of the later ones; a
  // recent home buyer orders without it.
  const offersQuickOrder = useDraft((draft) => !draft.isRecentPurchase) && (props.step ?? 'property') === 'property';
  const planMatches = useDraft((draft) => (isRealEstate(draft) ? 'realEstate' : 'consumer') === props.planType);
  // A renewal or upgrade is only ever the form of its own contract, never a new order in its place.
  const contractMatches = useDraft(
    (draft) => props.kind === 'new' || (draft.kind === props.kind && draft.contractId === (props.contractId ?? null)),
  );
  // Signing in on the page loads the plan again.
  const loading = useRouterState({ select: (state) => state.isLoading });
  if (props.kind !== 'new' && !session.isAuthenticated) return <SignInFirst title={title} kind={props.kind} />;
  if (props.kind !== 'new' && !props.contractId)
    return (
      <section className="page page--narrow">
        <h1>{title}</h1>
        <p>{props.kind === 'renew' ? m.order_choose_plan_to_renew() : m.order_choose_plan_to_upgrade()}</p>
      </section>
    );
  if (!contractMatches)
    return (
      <section className="page page--narrow">
        <h1>{title}</h1>
        {loading ? <p role="status">{m.order_loading_plan()}</p> : <p>{m.order_plan_load_failed()}</p>}
      </section>
    );
  return (
    <section className="page order-page">
      <h1 className="order-page__title">{title}</h1>
      {props.planType === 'realEstate' && props.kind === 'new' && !converting && offersQuickOrder && (
        <details
          className="quick-panel"
          ref={quickPanel}
          onToggle={(event) => {
            if (event.currentTarget.open) setQuickOpened(true);
          }}
        >
          <summary>{m.order_quick_summary()}</summary>
          {quickOpened && (
            <Suspense fallback={<p role="status">{m.order_loading()}</p>}>
              {/* Its work done, the box folds away: the order it started comes first. */}
              <QuickOrderForm
                onOrdered={() => {
                  if (quickPanel.current) quickPanel.current.open = false;
                }}
              />
            </Suspense>
          )}
        </details>
      )}
      {session.isAuthenticated && (
        <Suspense fallback={null}>
          <QueuedOrders />
        </Suspense>
      )}
      {planMatches && <OrderSteps key={draftId} {...props} signedIn={session.isAuthenticated} />}
    </section>
  );
}
