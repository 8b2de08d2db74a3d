/** /warranty-link/{policyId}: the framed warranty-link page, without the site header. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { warrantyLinkPage } from '#web/features/warranty-link/index.ts';
import { preloaded } from './preloaded.tsx';
import { rootRoute } from './root.tsx';

const WarrantyLinkPage = lazyRouteComponent(warrantyLinkPage, 'WarrantyLinkPage');

export const warrantyLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/warranty-link/$policyId',
  component: preloaded(function WarrantyLink() {
    return <WarrantyLinkPage policyId={warrantyLinkRoute.useParams().policyId} />;
  }, WarrantyLinkPage),
});
