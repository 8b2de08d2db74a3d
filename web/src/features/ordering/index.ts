/**
 * Ordering: what the routes compose (the order pages, the confirmation, the quick order, canOrder). The
 * order form's code loads when an order page or dialog is opened, never with a public page.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';
import type { OrderPageLoad } from './order-session.ts';

export { CanOrderGate } from './can-order.tsx';
export type { OrderKind } from './draft.ts';
export { STEP_KEYS, type StepKey } from './step-keys.ts';

const session = () => import('./order-session.ts');
export const loadOrderPage = async (load: OrderPageLoad & { preload: boolean }) =>
  (await session()).loadOrderPage(load);
export const enterOrderPage = async (load: OrderPageLoad) => (await session()).enterOrderPage(load);
export const leaveOrderPages = () => void session().then((m) => m.leaveOrderPages());

/** With `preload`: an order page's route loads its code before it renders, so nothing shifts while it arrives. */
export const OrderPage = lazyRouteComponent(() => import('./order-page.tsx'), 'OrderPage');
/** Its own code: a first visit to the form does not load it (the form preloads it once the visitor starts). */
export const OrderConfirmationPage = lazyRouteComponent(() => import('./confirmation.tsx'), 'OrderConfirmationPage');
export const ConfirmOwnerPage = lazy(() =>
  import('./confirm-owner-page.tsx').then((m) => ({ default: m.ConfirmOwnerPage })),
);
/** With `preload`: the home buyers page loads it with its route and renders it in its first render. */
export const QuickOrderSection = lazyRouteComponent(() => import('./quick-order-form.tsx'), 'QuickOrderSection');
/** What the public pages show of ordering (plan cards, the order-type dialog, Order Now), loaded on demand. */
export const siteOrdering = () => import('./site-ordering.tsx');
export const OrderTypeDialog = lazyRouteComponent(() => import('./order-type-dialog.tsx'), 'OrderTypeDialog');
