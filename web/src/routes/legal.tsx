/**
 * The legal pages: privacy policy, terms and conditions, state privacy notice. Their
 * long texts load only when one of them is opened.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

const legal = () => import('#web/features/legal/index.ts');

export const legalRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/privacy-policy',
    component: lazyRouteComponent(legal, 'PrivacyPolicyPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/terms-of-use',
    component: lazyRouteComponent(legal, 'TermsPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/state-notice',
    component: lazyRouteComponent(legal, 'StateNoticePage'),
  }),
];
