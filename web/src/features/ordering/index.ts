/**
 * Ordering: what the routes compose (the order pages, the confirmation, the quick order, canOrder). The
 * order form's code loads when an order page or dialog is opened, never with a public page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';
import type { OrderPageLoad } from './order-session.ts';

export { CanOrderGate } from './can-order.tsx';
export type { OrderKind } from './draft.ts';
export { STEP_KEYS, type StepKey } from './step-keys.ts';

// The order session's steps come through the order page's chunk, which imports them: the page's route loads both,
// and a chunk of their own would add a request to every first visit of the form.
const session = () => import('./order-page.tsx');
export const loadOrderPage = async (load: OrderPageLoad & { preload: boolean }) =>
  (await session()).loadOrderPage(load);
export const enterOrderPage = async (load: OrderPageLoad) => (await session()).enterOrderPage(load);
export const leaveOrderPages = () => void session().then((m) => m.leaveOrderPages());
/** What `/order` reads for the form it leads to, without the form's code. */
export const preloadOrderForm = async (queryClient: QueryClient) =>
  (await import('./order-type-dialog.tsx')).preloadOrderForm(queryClient);

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
