/** /confirm-order/{contractId}?token=...: an account's owner keeps or refuses an order placed for them signed out. */
import { m } from '@hw/shared/i18n';
import { createRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ConfirmOwnerPage } from '#web/features/ordering/index.ts';
import { LinkToken, searchParams } from '#web/lib/search-params.ts';
import { rootRoute } from './root.tsx';

export const confirmOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-order/$contractId',
  validateSearch: searchParams({ token: LinkToken }),
  component: function ConfirmOrder() {
    const { contractId } = confirmOrderRoute.useParams();
    const { token } = confirmOrderRoute.useSearch();
    return (
      <Suspense fallback={<p className="account-muted">{m.order_loading()}</p>}>
        <ConfirmOwnerPage contractId={contractId} token={token ?? ''} />
      </Suspense>
    );
  },
});
