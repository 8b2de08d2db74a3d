/** Orders waiting on this device for a connection, and what became of them. */
import { PriceBreakdown } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { apiPost } from '#web/lib/api/index.ts';
import { money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
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
  if (order.status === 'placed') return m.order_queued_placed({ policyNumber: order.policyNumber ?? '' }).trim();
  if (order.status === 'refused') return order.message || m.order_queued_refused();
  return m.order_queued_waiting();
}

/** Shows the server's price of a refused order and, once the agent accepts it, queues it again at that price. */
async function reviewNewPrice(order: QueuedOrderRow, discard: () => Promise<void>) {
  try {
    const answer = await apiPost('/api/order/priceBreakdown', order.body, { auth: true });
    const price = checkedResponse(PriceBreakdown, answer, 'POST /api/order/priceBreakdown');
    const yes = await confirm({
      title: m.order_price_changed_title(),
      content: m.order_queued_price_changed({ total: money(price.total), was: money(order.total) }),
      yesLabel: m.order_place(),
      noLabel: m.order_not_now(),
    });
    if (yes) await requeueAtNewPrice(order, price.total, discard);
  } catch {
    showToast({ title: m.order_queued_not_placed(), text: m.order_queued_price_failed(), kind: 'error' });
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
      <h2 id="queued-orders-title">{m.order_queued_title()}</h2>
      {!sync.online && <p>{m.order_queued_offline()}</p>}
      <ul>
        {orders.map((order) => {
          const seq = seqOf(order);
          return (
            <li key={order.id} className={`queued-order queued-order--${order.status}`}>
              <p>
                <RichMessage
                  parts={m.order_queued_line.parts({
                    plan: order.planName,
                    owner: order.ownerName,
                    address: order.address,
                    total: money(order.total),
                  })}
                  markup={{ strong: (children) => <strong>{children}</strong> }}
                />
              </p>
              <p role={order.status === 'refused' ? 'alert' : undefined}>{statusText(order)}</p>
              <div className="queued-order__actions">
                {order.status === 'waiting' && sync.online && (
                  <button type="button" className="button button--ghost" onClick={sync.syncNow}>
                    {m.order_queued_send_now()}
                  </button>
                )}
                {order.status === 'refused' && seq !== undefined && (
                  <>
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => void reviewNewPrice(order, () => sync.discard(seq))}
                    >
                      {m.order_queued_review_price()}
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => void sync.discard(seq)}>
                      {m.order_queued_discard()}
                    </button>
                  </>
                )}
                {order.status === 'placed' && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void queuedOrders.table(offlineDb()).delete(order.id)}
                  >
                    {m.order_queued_clear()}
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
