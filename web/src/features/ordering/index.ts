/** Ordering: what the routes compose (the order pages, the confirmation, the quick order, canOrder). */
import { lazy } from 'react';

export { CanOrderGate, PARTNER_WARRANTY_URL } from './can-order.tsx';
export type { OrderKind } from './draft.ts';
export { getDraft } from './draft-store.ts';
export { leaveOrderPages, loadOrderPage } from './order-session.ts';
export { OrderTypeDialog } from './order-type-dialog.tsx';
export { STEP_KEYS, type StepKey } from './validation.ts';

const screens = () => import('./screens.ts');
export const OrderPage = lazy(() => screens().then((m) => ({ default: m.OrderPage })));
export const OrderConfirmationPage = lazy(() => screens().then((m) => ({ default: m.OrderConfirmationPage })));
export const QuickOrderSection = lazy(() => screens().then((m) => ({ default: m.QuickOrderSection })));
