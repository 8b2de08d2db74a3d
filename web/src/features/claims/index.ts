/**
 * Service requests (claims): the /claim page, the service request dialog
 * opened by Request Repair and the account menu, and the requests filed offline (offline/register.ts is
 * registered by app/offline-registrations.ts).
 */
import { lazy } from 'react';

export { claimsAccountSections } from './account-sections.ts';
export { openServiceRequest, SERVICE_REQUEST_HREF } from './open-dialog.ts';

export const ClaimPage = lazy(() => import('./claim-page.tsx').then((m) => ({ default: m.ClaimPage })));
