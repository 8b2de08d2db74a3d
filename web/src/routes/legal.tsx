/**
 * The legal pages: privacy policy, terms and conditions, state privacy notice. Each page's
 * long text loads only when it is opened.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { privacyPolicyPage, stateNoticePage, termsPage } from '#web/features/legal/index.ts';
import { rootRoute } from './root.tsx';

export const legalRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/privacy-policy',
    component: lazyRouteComponent(privacyPolicyPage, 'PrivacyPolicyPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/terms-of-use',
    component: lazyRouteComponent(termsPage, 'TermsPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/state-notice',
    component: lazyRouteComponent(stateNoticePage, 'StateNoticePage'),
  }),
];
