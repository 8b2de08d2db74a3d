/**
 * The contractor's video-support sign-up, at the path named after the service.
 * The site header and footer are left out on it (app/layout-rules.ts, STREEM_SIGNUP_PATH).
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { videoSupportSignupPage } from '#web/features/video-support/index.ts';
import { rootRoute } from './root.tsx';

export const videoSupportSignupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/streem-signup',
  component: lazyRouteComponent(videoSupportSignupPage, 'VideoSupportSignupPage'),
});
