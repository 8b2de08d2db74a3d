/**
 * /status-update/{workorderId}?t={token}: the public work-order status
 * page, opened from the link mailed to the homeowner. No sign-in: the link's token is the key, and a link without
 * a valid one shows the not-found page. The site header shows above it (app/layout-rules.ts).
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '#web/features/site/index.ts';
import { statusUpdatePage } from '#web/features/work-orders/index.ts';
import { LinkToken, searchParams } from '#web/lib/search-params.ts';
import { preloaded } from './preloaded.tsx';
import { rootRoute } from './root.tsx';

const StatusUpdatePage = lazyRouteComponent(statusUpdatePage, 'StatusUpdatePage');

/** `?t=` is the mailed link's key. */
const StatusUpdateSearch = { t: LinkToken };

export const statusUpdateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/status-update/$workorderId',
  validateSearch: searchParams(StatusUpdateSearch),
  component: preloaded(function StatusUpdate() {
    const { workorderId } = statusUpdateRoute.useParams();
    const { t } = statusUpdateRoute.useSearch();
    return <StatusUpdatePage workOrderId={workorderId} token={t} notFound={<NotFoundPage />} />;
  }, StatusUpdatePage),
});
