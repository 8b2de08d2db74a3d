/** Orders waiting on this device for a connection, and what became of them. */
import { PriceBreakdown } from '@hw/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { apiPost } from '#web/lib/api/index.ts';
import { money } from '#web/lib/format.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import type { QueuedOrdersProps } from '#web/lib/queued-orders-slot.tsx';
import { offlineDb, useSyncState } from '#web/offline/index.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { placeOrderKind } from './order-mutations.ts';
import { requeueAtNewPrice } from './queue-order.ts';
import { type QueuedOrderRow, queuedOrders } from './stores.ts';
import '../ordering.css';

const none: QueuedOrderRow[] = [];

function statusText(order: QueuedOrderRow): string {
  if (order.status === 'placed') return `Placed: contract ${order.policyNumber ?? ''}`.trim();
  if (order.status === 'refused') return order.message || 'The order was not accepted.';
  return 'Waiting to send';
}

/** Shows the server's price of a refused order and, once the agent accepts it, queues it again at that price. */
async function reviewNewPrice(order: QueuedOrderRow, discard: () => Promise<void>) {
  try {
    const answer = await apiPost('/api/order/priceBreakdown', order.body, { auth: true });
    const price = checkedResponse(PriceBreakdown, answer, 'POST /api/order/priceBreakdown');
    const yes = await confirm({
      title: 'The price has changed',
      content: `This order now costs ${money(price.total)}; it was ${money(order.total)}.\nPlace it at the new price?`,
      yesLabel: 'Place Order',
      noLabel: 'Not now',
    });
    if (yes) await requeueAtNewPrice(order, price.total, discard);
  } catch {
    showToast({ title: 'Not placed', text: 'The new price could not be loaded. Please try again.', kind: 'error' });
  }
}

/**
 * Shown on the order pages and the agent's orders list: lists orders saved on this device until they are
 * cleared (the app root sends them, whatever page is open). `onPlaced` hears how many were placed.
 */
export function QueuedOrders({ onPlaced }: QueuedOrdersProps = {}) {
  const sync = useSyncState();
  const orders = useLiveQuery(() => queuedOrders.table(offlineDb()).orderBy('createdAt').toArray(), [], none);
  const placedCount = orders.filter((order) => order.status === 'placed').length;
  useEffect(() => {
    if (placedCount > 0) onPlaced?.(placedCount);
  }, [placedCount, onPlaced]);
  if (orders.length === 0) return null;
  const seqOf = (order: QueuedOrderRow) =>
    [...sync.failed, ...sync.conflicts].find((item) => placeOrderKind.is(item) && item.args.orderId === order.id)?.seq;

  return (
    <section className="queued-orders" aria-labelledby="queued-orders-title" data-testid="queued-orders">
      <h2 id="queued-orders-title">Orders saved on this device</h2>
      {!sync.online && <p>You are offline. Waiting orders are placed when the connection returns.</p>}
      <ul>
        {orders.map((order) => {
          const seq = seqOf(order);
          return (
            <li key={order.id} className={`queued-order queued-order--${order.status}`}>
              <p>
                <strong>{order.planName}</strong> for {order.ownerName}, {order.address}: {money(order.total)}
              </p>
              <p role={order.status === 'refused' ? 'alert' : undefined}>{statusText(order)}</p>
              <div className="queued-order__actions">
                {order.status === 'waiting' && sync.online && (
                  <button type="button" className="button button--ghost" onClick={sync.syncNow}>
                    Send now
                  </button>
                )}
                {order.status === 'refused' && seq !== undefined && (
                  <>
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => void reviewNewPrice(order, () => sync.discard(seq))}
                    >
                      Review the new price
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => void sync.discard(seq)}>
                      Discard
                    </button>
                  </>
                )}
                {order.status === 'placed' && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void queuedOrders.table(offlineDb()).delete(order.id)}
                  >
                    Clear
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
