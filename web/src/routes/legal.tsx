/**
 * The legal pages: privacy policy, terms and conditions, state privacy notice, accessibility statement. Each page's
 * long text loads only when it is opened.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  accessibilityPage,
  privacyPolicyPage,
  sampleContractPage,
  stateNoticePage,
  termsPage,
} from '#web/features/legal/index.ts';
import { rootRoute } from './root.tsx';

const sampleContractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sample-contract/$planType/$state',
  component: lazyRouteComponent(async () => {
    const { SampleContractPage } = await sampleContractPage();
    return {
      default: function SampleContract() {
        const { planType, state } = sampleContractRoute.useParams();
        return <SampleContractPage planType={planType} state={state} />;
      },
    };
  }),
});

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
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/accessibility',
    component: lazyRouteComponent(accessibilityPage, 'AccessibilityPage'),
  }),
  sampleContractRoute,
];
