/** The legal pages (marketing spec 2.14): privacy policy, terms and conditions, state privacy notice. */
import { createRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage, StateNoticePage, TermsPage } from '#web/features/legal/index.ts';
import { rootRoute } from './root.tsx';

export const legalRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/privacy-policy', component: PrivacyPolicyPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/terms-of-use', component: TermsPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/state-notice', component: StateNoticePage }),
];
