/** /claim (prefix match): "Submit a Home Warranty Claim" with the service request dialog open. */
import { createRoute } from '@tanstack/react-router';
import { ClaimPage } from '#web/features/claims/index.ts';
import { signedInRoute } from './signed-in.tsx';

function Claim() {
  const { user } = signedInRoute.useRouteContext();
  return <ClaimPage user={user} />;
}

export const claimRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/claim', component: Claim });
export const claimRestRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/claim/$',
  component: Claim,
});
