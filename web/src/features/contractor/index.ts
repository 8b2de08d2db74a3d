/** The contractor's workspace: what the app composes (account sections, the ticket route's screen). */
import { lazy } from 'react';

export { contractorAccountSections, loadTicketScreen } from './account-sections.ts';
export const TicketScreen = lazy(() => import('./screens.tsx').then((m) => ({ default: m.TicketScreen })));
