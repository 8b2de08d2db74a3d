/**
 * Service requests (claims): the /claim page, the service request dialog
 * opened by Request Repair and the account menu, and the requests filed offline (offline/register.ts is
 * registered by app/offline-registrations.ts). The header's Request Repair opens the dialog through
 * open-dialog.ts itself: every page carries that button, and none of the account sections named here.
 */
import { lazy } from 'react';

export { claimsAccountSections } from './account-sections.ts';

export const ClaimPage = lazy(() => import('./claim-page.tsx').then((m) => ({ default: m.ClaimPage })));
