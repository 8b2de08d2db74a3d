/** Order addresses (spec core section 2): new, renewal and upgrade orders for a plan type, and their confirmation. */
import { isPlanTypeRouteValue, type PlanTypeRouteValue } from '@hw/shared';
import { createRoute, redirect } from '@tanstack/react-router';
import { ComingSoon } from '#web/features/site/index.ts';
import { rootRoute } from './root.tsx';

const NEW = 'Order a Home Warranty';
const RENEW = 'Renew Your Home Warranty';
const UPGRADE = 'Upgrade Your Home Warranty';

/** A plan type the spec does not name is the not-found page. */
const planTypeParams = {
  parse: (params: Record<string, string>): { planType: PlanTypeRouteValue } => {
    if (!isPlanTypeRouteValue(params.planType)) throw redirect({ to: '/page-not-found' });
    return { planType: params.planType };
  },
  stringify: (params: { planType: PlanTypeRouteValue }) => ({ planType: params.planType }),
};

function OrderForm({ title, planType }: { title: string; planType: PlanTypeRouteValue }) {
  return <ComingSoon title={`${title} - ${planType === 'realEstate' ? 'Real Estate' : 'Homeowner'}`} />;
}

const confirmation = () => <ComingSoon title="Order Confirmation" />;

const newOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order',
  component: () => <ComingSoon title={NEW} />,
});
const newOrderFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/$planType',
  params: planTypeParams,
  component: () => <OrderForm title={NEW} planType={newOrderFormRoute.useParams().planType} />,
});
const newOrderSubmittedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/$planType/submitted',
  params: planTypeParams,
  component: confirmation,
});

const renewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/renew',
  component: () => <ComingSoon title={RENEW} />,
});
const renewFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/renew/$planType',
  params: planTypeParams,
  component: () => <OrderForm title={RENEW} planType={renewFormRoute.useParams().planType} />,
});
const renewSubmittedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/renew/$planType/submitted',
  params: planTypeParams,
  component: confirmation,
});

const upgradeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/upgrade',
  component: () => <ComingSoon title={UPGRADE} />,
});
const upgradeFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/upgrade/$planType',
  params: planTypeParams,
  component: () => <OrderForm title={UPGRADE} planType={upgradeFormRoute.useParams().planType} />,
});
const upgradeSubmittedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order/upgrade/$planType/submitted',
  params: planTypeParams,
  component: confirmation,
});

export const orderRoutes = [
  newOrderRoute,
  newOrderFormRoute,
  newOrderSubmittedRoute,
  renewRoute,
  renewFormRoute,
  renewSubmittedRoute,
  upgradeRoute,
  upgradeFormRoute,
  upgradeSubmittedRoute,
];
