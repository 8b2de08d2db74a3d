/**
 * /status-update/{workorderId} (marketing spec sections 2.1 and 2.10): the public work-order status page.
 * No sign-in and no access check; the site header shows above it (app/layout-rules.ts).
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { statusUpdatePage } from '#web/features/work-orders/index.ts';
import { preloaded } from './preloaded.tsx';
import { rootRoute } from './root.tsx';

const StatusUpdatePage = lazyRouteComponent(statusUpdatePage, 'StatusUpdatePage');

export const statusUpdateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/status-update/$workorderId',
  component: preloaded(function StatusUpdate() {
    const { workorderId } = statusUpdateRoute.useParams();
    return <StatusUpdatePage workOrderId={workorderId} />;
  }, StatusUpdatePage),
});
