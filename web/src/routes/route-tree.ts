/** Every route of the app and the public site, one module per screen family (docs/decisions/005-web-routes-and-data.md). */
import { accountRoutes } from './account.tsx';
import { claimRestRoute, claimRoute } from './claim.tsx';
import { confirmOrderRoute } from './confirm-order.tsx';
import { escrowInvoiceRoute } from './escrow-invoice.tsx';
import { legalRoutes } from './legal.tsx';
import { orderRoutes } from './order.tsx';
import { resourcesRoutes } from './resources.tsx';
import { rootRoute } from './root.tsx';
import { signInRoutes } from './sign-in.tsx';
import { signedInRoute } from './signed-in.tsx';
import { siteRoutes } from './site.tsx';
import { statusUpdateRoute } from './status-update.tsx';
import { videoSupportSignupRoute } from './video-support.tsx';
import { warrantyLinkRoute } from './warranty-link.tsx';

export const routeTree = rootRoute.addChildren([
  ...siteRoutes,
  ...legalRoutes,
  ...resourcesRoutes,
  videoSupportSignupRoute,
  warrantyLinkRoute,
  statusUpdateRoute,
  confirmOrderRoute,
  escrowInvoiceRoute,
  ...signInRoutes,
  ...orderRoutes,
  signedInRoute.addChildren([accountRoutes, claimRoute, claimRestRoute]),
]);
