/**
 * Every route of both specifications. Screens that a later release fills show their real title.
 * Redirect aliases of marketing section 2.16 are resolved by `resolveRedirect` before matching.
 */
import { isPlanTypeRouteValue, resolveRedirect } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useParams,
  useRouter,
  useSearch,
} from '@tanstack/react-router';
import { useState } from 'react';
import { RootLayout } from './app/root-layout.tsx';
import { AccountArea, getSession, LoginWithUserPage, SignedOutPage, TokenLanding } from './features/auth/index.ts';
import { ComingSoon } from './features/site/coming-soon.tsx';
import { ContractorApplicationPage } from './features/site/contractor-application-page.tsx';
import { HomePage } from './features/site/home-page.tsx';
import { NotFoundPage } from './features/site/not-found.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const target = resolveRedirect(location.pathname, location.searchStr);
    if (!target) return;
    if (/^https?:/.test(target)) {
      window.location.replace(target);
      return;
    }
    throw redirect({ href: target, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const page = <TPath extends string>(path: TPath, title: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: () => <ComingSoon title={title} /> });

const planTitle = (kind: string, planType: string) =>
  `${kind}${planType === 'realEstate' ? ' - Real Estate' : planType === 'consumer' ? ' - Homeowner' : ''}`;

const orderRoute = <TPrefix extends string>(prefix: TPrefix, title: string) => [
  page(prefix, title),
  createRoute({
    getParentRoute: () => rootRoute,
    path: `${prefix}/$planType` as const,
    beforeLoad: ({ params }) => {
      if (!isPlanTypeRouteValue((params as { planType?: string }).planType)) throw redirect({ to: '/page-not-found' });
    },
    component: function OrderForm() {
      const { planType } = useParams({ strict: false }) as { planType?: string };
      return <ComingSoon title={planTitle(title, planType ?? '')} />;
    },
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: `${prefix}/$planType/submitted` as const,
    component: () => <ComingSoon title="Order Confirmation" />,
  }),
];

/** `?passwordReset=true` after the forgotten-password flow (spec core section 2). */
const accountSearch = (search: Record<string, unknown>): { passwordReset?: true } =>
  search.passwordReset === true || search.passwordReset === 'true' ? { passwordReset: true } : {};

const accountRoute = <TPath extends string>(path: TPath, area: 'account' | 'claim') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: accountSearch,
    component: function Account() {
      const search = useSearch({ strict: false }) as { passwordReset?: true };
      return <AccountArea area={area} passwordReset={search.passwordReset === true} />;
    },
  });

/**
 * A query parameter exactly as written when the screen opened. Sign-in codes and helpers are read raw
 * (the router's search parser would turn a code that looks like a number into one), and only once: the
 * screen stays mounted for a moment after it has navigated away, and must not see the next address.
 */
function useRawSearchParam(name: string): string {
  const router = useRouter();
  const [value] = useState(() => new URLSearchParams(router.state.location.searchStr).get(name) ?? '');
  return value;
}

function TokenRoute() {
  return <TokenLanding userId={useRawSearchParam('u')} code={useRawSearchParam('t')} />;
}

function LoginWithUserRoute() {
  const params = useParams({ strict: false }) as { webUserId?: string; wmUserId?: string; _splat?: string };
  const helper = useRawSearchParam('h');
  // The prefix route carries the ids in its splat. Read once, like the helper.
  const [ids] = useState(() => {
    const [splatWeb = '', splatWm = ''] = (params._splat ?? '').split('/');
    return { webUserId: params.webUserId ?? splatWeb, wmUserId: params.wmUserId ?? splatWm };
  });
  return <LoginWithUserPage webUserId={ids.webUserId} wmUserId={ids.wmUserId} helper={helper} />;
}

const routes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage }),
  page('/about-us', 'About Our Company'),
  page('/contact-us', 'Contact Us'),
  page('/contractors', 'Become a Home Warranty Contractor!'),
  createRoute({ getParentRoute: () => rootRoute, path: '/contractors/apply', component: ContractorApplicationPage }),
  page('/homeowner-warranty', 'Homeowner Warranty Plans'),
  page('/home-buyers-warranty', 'Home Buyers Warranty'),
  page('/resources', 'Recent Home Warranty Resources'),
  page('/resources/$category', 'Home Warranty Resources'),
  page('/resources/$categorySlug/$titleSlug/$categoryId/$articleId', 'Home Warranty Resources'),
  page('/blog/$id', 'Blog'),
  page('/privacy-policy', 'Privacy Policy'),
  page('/terms-of-use', 'Terms & Conditions'),
  page(
    '/state-notice',
    'Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers',
  ),
  page('/status-update/$workorderId', 'Update Work Order Status'),
  page('/warranty-link/$policyId', 'Warranty Link'),
  page('/streem-signup', 'Get Streem for Your Team'),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    beforeLoad: () => {
      if (getSession().isAuthenticated) throw redirect({ to: '/account' });
    },
    component: () => <SignedOutPage area="login" />,
  }),
  createRoute({ getParentRoute: () => rootRoute, path: '/token', component: TokenRoute }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/loginWithUser/$webUserId/$wmUserId',
    component: LoginWithUserRoute,
  }),
  createRoute({ getParentRoute: () => rootRoute, path: '/loginWithUser/$', component: LoginWithUserRoute }),
  page('/redirectLegacy', 'Redirecting'),
  accountRoute('/account', 'account'),
  accountRoute('/account/$', 'account'),
  accountRoute('/claim', 'claim'),
  accountRoute('/claim/$', 'claim'),
  ...orderRoute('/order', 'Order a Home Warranty'),
  ...orderRoute('/order/renew', 'Renew Your Home Warranty'),
  ...orderRoute('/order/upgrade', 'Upgrade Your Home Warranty'),
  createRoute({ getParentRoute: () => rootRoute, path: '/page-not-found', component: NotFoundPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/error', component: NotFoundPage }),
];

export const routeTree = rootRoute.addChildren(routes);

export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
