/**
 * Order addresses: new, renewal and upgrade orders for a plan type, and their
 * confirmation. They share a pathless layout: leaving it is leaving the order pages
 * (the draft is reset to its owner and property, an unfinished order becomes a lead). A form's loader only
 * fetches what the form reads, so a link touched or hovered may preload it; the order the address names
 * (a contract's renewal, upgrade or conversion) is started by `beforeLoad`, which runs on every navigation
 * to the form, whether by a link in the app, the address, a reload or back and forward.
 */
import { isPlanTypeRouteValue, type PlanTypeRouteValue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { createRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import {
  CanOrderGate,
  enterOrderPage,
  leaveOrderPages,
  loadOrderPage,
  OrderConfirmationPage,
  type OrderKind,
  OrderPage,
  OrderTypeDialog,
  preloadOrderForm,
  STEP_KEYS,
  type StepKey,
} from '#web/features/ordering/index.ts';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { loadOffline } from '#web/lib/offline-loader.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { oneOf, searchParams, text } from '#web/lib/search-params.ts';
import { preloaded } from './preloaded.tsx';
import { type RouterContext, rootRoute } from './root.tsx';
import { SignedInError, SignedOutError } from './signed-in.tsx';

/** A plan type the product does not have is the not-found page. */
const planTypeParams = {
  parse: (params: Record<string, string>): { planType: PlanTypeRouteValue } => {
    if (!isPlanTypeRouteValue(params.planType)) throw redirect({ to: '/page-not-found' });
    return { planType: params.planType };
  },
  stringify: (params: { planType: PlanTypeRouteValue }) => ({ planType: params.planType }),
};

/** `?step=` is the step on show (Back works between steps); renewals and upgrades name `?contractId=`. */
const OrderSearch = {
  step: oneOf(STEP_KEYS),
  contractId: text({ minLength: 1, maxLength: 64 }),
};

const orderLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'order',
  // An agent's escrow order placed offline waits in the device's outbox; a visitor's order form has none.
  beforeLoad: ({ context }) => (context.session().user ? loadOffline().then(() => undefined) : undefined),
  onLeave: () => leaveOrderPages(),
  component: Outlet,
});

const loadContext = (context: RouterContext) => ({
  queryClient: context.queryClient,
  user: context.session().user,
});

const newOrderRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order',
  loader: ({ context }) => preloadOrderForm(context.queryClient),
  component: preloaded(function ChooseOrderType() {
    const navigate = useNavigate();
    usePageMeta({
      title: m.order_start_title(),
      description: m.order_start_description(),
      canonical: '/order',
    });
    return (
      <CanOrderGate>
        <h1 className="visually-hidden">{m.order_start_heading()}</h1>
        <OrderTypeDialog
          onChosen={(planType) => void navigate({ to: '/order/$planType', params: { planType } })}
          onClose={() => void navigate({ to: '/' })}
        />
      </CanOrderGate>
    );
  }, OrderTypeDialog),
});

const SUBMITTED = {
  new: '/order/$planType/submitted',
  renew: '/order/renew/$planType/submitted',
  upgrade: '/order/upgrade/$planType/submitted',
} as const;

interface FormLoad {
  context: RouterContext;
  params: { planType: PlanTypeRouteValue };
  deps: { contractId?: string | undefined };
  preload: boolean;
}

interface FormEntry {
  context: RouterContext;
  params: { planType: PlanTypeRouteValue };
  search: { contractId?: string };
  preload: boolean;
}

const formLoader =
  (kind: OrderKind) =>
  ({ context, params, deps, preload }: FormLoad) =>
    loadOrderPage({ ...loadContext(context), planType: params.planType, kind, contractId: deps.contractId, preload });

/** The draft becomes the order the address names before the form renders; a preload leaves it alone. */
const formEntry =
  (kind: OrderKind) =>
  async ({ context, params, search, preload }: FormEntry): Promise<void> => {
    if (preload) return;
    await enterOrderPage({ ...loadContext(context), planType: params.planType, kind, contractId: search.contractId });
  };

function OrderScreen({
  kind,
  planType,
  search,
}: {
  kind: OrderKind;
  planType: PlanTypeRouteValue;
  search: { step?: StepKey; contractId?: string };
}) {
  const navigate = useNavigate();
  const page = (
    <OrderPage
      planType={planType}
      kind={kind}
      step={search.step}
      contractId={search.contractId}
      onStepChange={(step) => void navigate({ to: '.', search: (previous) => ({ ...previous, step }) })}
      onPlaced={() => void navigate({ to: SUBMITTED[kind], params: { planType } })}
    />
  );
  // canOrder governs new orders; renewals and upgrades of a contract stay here.
  return kind === 'new' ? <CanOrderGate>{page}</CanOrderGate> : page;
}

const formRouteOptions = {
  params: planTypeParams,
  validateSearch: searchParams(OrderSearch),
  loaderDeps: ({ search }: { search: { contractId?: string } }) => ({ contractId: search.contractId }),
};

const newOrderFormRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/$planType',
  ...formRouteOptions,
  beforeLoad: formEntry('new'),
  loader: formLoader('new'),
  component: preloaded(
    () => (
      <OrderScreen
        kind="new"
        planType={newOrderFormRoute.useParams().planType}
        search={newOrderFormRoute.useSearch()}
      />
    ),
    OrderPage,
  ),
});

const newOrderSubmittedRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/$planType/submitted',
  params: planTypeParams,
  component: preloaded(
    () => <OrderConfirmationPage planType={newOrderSubmittedRoute.useParams().planType} />,
    OrderConfirmationPage,
  ),
});

const CONTRACT_FORM = { renew: '/order/renew/$planType', upgrade: '/order/upgrade/$planType' } as const;

/**
 * Without a plan type, a renewal or upgrade is of the user's contract: its plan type's form, with its id. Signed
 * out, the sign-in page shows in place and signing in runs this again; no contract, the account.
 */
const toContractForm =
  (kind: 'renew' | 'upgrade') =>
  async ({ context }: { context: RouterContext }) => {
    if (!context.session().user) throw new SignedOutError('account');
    // Its own module, not the account feature's index: the order pages' code carries none of the account area.
    const [{ contractPlanType, contractToChange }] = await Promise.all([
      import('#web/features/account/contract-actions.tsx'),
      loadQuery(context.queryClient, accountQueryOptions()),
    ]);
    const contracts = context.queryClient.getQueryData(accountQueryOptions().queryKey)?.contracts ?? [];
    const contract = contractToChange(kind, contracts);
    if (!contract) throw redirect({ to: '/account', replace: true });
    throw redirect({
      to: CONTRACT_FORM[kind],
      params: { planType: contractPlanType(contract) },
      search: { contractId: contract.contractId },
      replace: true,
    });
  };

const renewRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/renew',
  beforeLoad: toContractForm('renew'),
  errorComponent: SignedInError,
});
const renewFormRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/renew/$planType',
  ...formRouteOptions,
  beforeLoad: formEntry('renew'),
  loader: formLoader('renew'),
  component: preloaded(
    () => (
      <OrderScreen kind="renew" planType={renewFormRoute.useParams().planType} search={renewFormRoute.useSearch()} />
    ),
    OrderPage,
  ),
});
const renewSubmittedRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/renew/$planType/submitted',
  params: planTypeParams,
  component: preloaded(
    () => <OrderConfirmationPage planType={renewSubmittedRoute.useParams().planType} />,
    OrderConfirmationPage,
  ),
});

const upgradeRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/upgrade',
  beforeLoad: toContractForm('upgrade'),
  errorComponent: SignedInError,
});
const upgradeFormRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/upgrade/$planType',
  ...formRouteOptions,
  beforeLoad: formEntry('upgrade'),
  loader: formLoader('upgrade'),
  component: preloaded(
    () => (
      <OrderScreen
        kind="upgrade"
        planType={upgradeFormRoute.useParams().planType}
        search={upgradeFormRoute.useSearch()}
      />
    ),
    OrderPage,
  ),
});
const upgradeSubmittedRoute = createRoute({
  getParentRoute: () => orderLayoutRoute,
  path: '/order/upgrade/$planType/submitted',
  params: planTypeParams,
  component: preloaded(
    () => <OrderConfirmationPage planType={upgradeSubmittedRoute.useParams().planType} />,
    OrderConfirmationPage,
  ),
});

export const orderRoutes = [
  orderLayoutRoute.addChildren([
    newOrderRoute,
    newOrderFormRoute,
    newOrderSubmittedRoute,
    renewRoute,
    renewFormRoute,
    renewSubmittedRoute,
    upgradeRoute,
    upgradeFormRoute,
    upgradeSubmittedRoute,
  ]),
];
