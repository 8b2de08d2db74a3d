/**
 * Every feature's account sections, registered as the account area's code loads (routes/account-area.tsx; the
 * account shell renders the registry).
 */

import { lazy } from 'react';
import { accountSections } from '#web/features/account/index.ts';
import { authAccountSections, impersonate } from '#web/features/auth/index.ts';
import { claimsAccountSections } from '#web/features/claims/index.ts';
import { contractorAccountSections } from '#web/features/contractor/index.ts';
import { staffAccountSections } from '#web/features/staff/index.ts';
import { registerAccountSections } from '#web/lib/account-sections.ts';
import { setQueuedOrdersView } from '#web/lib/queued-orders-slot.tsx';

import { loadQueuedOrders } from './queued-orders.ts';

// The agent's orders list shows the quick orders waiting on the device; the offline code loads with it.
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
