/**
 * The order page's Place Order: the state the review step shows, and a submit whose work (the order's last
 * check, POST /order, a changed price, a decline, the offline queue) is in place-order-flow.ts, loaded with the
 * review step or the first order sent rather than with the form.
 */
import type { OrderBody } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { loadOrderQueue } from './offline/load-order-queue.ts';
import type { SubmitOrderOptions } from './place-order-flow.ts';
import type { SubmitState } from './steps/review-step.tsx';

/** The code that places an order. */
export const loadPlaceOrderFlow = () => import('./place-order-flow.ts');

export function useSubmitOrder(options: SubmitOrderOptions) {
  const [state, setState] = useState<SubmitState>({ busy: false, declined: false, error: null });
  const latest = useRef(options);
  latest.current = options;
  const lastAttempt = useRef<{ payload: string; key: string; body: OrderBody } | null>(null);
  const queryClient = useQueryClient();
  // A signed-in user may place an order once the connection has gone: the queue is ready before then.
  const signedIn = options.signedIn();
  useEffect(() => {
    if (signedIn) void loadOrderQueue().catch(() => undefined);
  }, [signedIn]);

  async function submit(): Promise<void> {
    if (state.busy) return;
    let flow: Awaited<ReturnType<typeof loadPlaceOrderFlow>>;
    try {
      flow = await loadPlaceOrderFlow();
    } catch {
      setState({ busy: false, declined: false, error: m.order_failed_connection() });
      return;
    }
    await flow.submitOrder({ options: () => latest.current, setState, lastAttempt, queryClient });
  }

  return { state, submit };
}
