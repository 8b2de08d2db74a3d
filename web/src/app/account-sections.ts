/** Every feature's account sections, registered once at start (the account shell renders the registry). */

import { lazy } from 'react';
import { accountSections } from '#web/features/account/index.ts';
import { authAccountSections, impersonate } from '#web/features/auth/index.ts';
import { claimsAccountSections } from '#web/features/claims/index.ts';
import { contractorAccountSections } from '#web/features/contractor/index.ts';
import { staffAccountSections } from '#web/features/staff/index.ts';
import { registerAccountSections } from '#web/lib/account-sections.ts';
import { setQueuedOrdersView } from '#web/lib/queued-orders-slot.tsx';

// The agent's orders list shows the quick orders waiting on the device; the offline code loads with it.
// An agent's device loads it on sign-in, so the list shows waiting orders after the connection is gone.
export const loadQueuedOrders = () => import('#web/features/ordering/offline/queued-orders.tsx');
const QueuedOrders = lazy(() => loadQueuedOrders().then((m) => ({ default: m.QueuedOrders })));

export function registerAllAccountSections(): void {
  setQueuedOrdersView(QueuedOrders);
  registerAccountSections([
    ...accountSections,
    ...authAccountSections,
    ...claimsAccountSections,
    ...contractorAccountSections,
    ...staffAccountSections({ impersonate }),
  ]);
}
