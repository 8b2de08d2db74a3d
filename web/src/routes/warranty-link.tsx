/** /warranty-link/{policyId} (marketing spec 2.12): the framed warranty-link page, without the site header. */
import { createRoute } from '@tanstack/react-router';
import { WarrantyLinkPage } from '#web/features/warranty-link/index.ts';
import { rootRoute } from './root.tsx';

export const warrantyLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/warranty-link/$policyId',
  component: function WarrantyLink() {
    return <WarrantyLinkPage policyId={warrantyLinkRoute.useParams().policyId} />;
  },
});
