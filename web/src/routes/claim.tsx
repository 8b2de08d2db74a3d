/** /claim (prefix match, spec core section 2): the claim screen when signed in. */
import { createRoute } from '@tanstack/react-router';
import { ClaimPage } from '#web/features/claims/index.ts';
import { signedInRoute } from './signed-in.tsx';

export const claimRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/claim', component: ClaimPage });
export const claimRestRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/claim/$',
  component: ClaimPage,
});
