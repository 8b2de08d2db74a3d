/**
 * Service requests waiting on this device, and what became of them. A request with a fee is never sent
 * silently: once the connection is back the homeowner is asked to confirm the payment ("Send now and pay
 * $X"), and only then is it sent, once. Shown on the account page and the service request history; it
 * keeps the outbox replaying while it is on screen.
 */
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { type OutboxItem, offlineDb, startOfflineSync, useSyncState } from '#web/offline/index.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { authorizeServiceRequestQueryOptions } from '../api/authorize-service-request.ts';
import { SERVICE_REQUEST_HISTORY_KEY } from '../api/create-service-request.ts';
import { clearServiceRequest, confirmServiceRequest, resendAtNewFee } from './queue-service-request.ts';
import { fileServiceRequestKind } from './service-request-mutations.ts';
import { type QueuedServiceRequestRow, queuedServiceRequests } from './stores.ts';
import '../claims.css';

const noRows: QueuedServiceRequestRow[] = [];
const noItems: OutboxItem[] = [];

function statusText(row: QueuedServiceRequestRow, online: boolean): string {
  if (row.status === 'sent') return m.claim_queue_sent({ number: row.serviceRequestNumber ?? '' }).trim();
  if (row.status === 'refused') return row.message || m.claim_queue_refused();
  if (!row.confirmed) {
    const amount = money(row.fee);
    if (!online) return m.claim_queue_confirm_when_online({ amount });
    return row.cardLabel
      ? m.claim_queue_confirm_card({ amount, card: row.cardLabel })
      : m.claim_queue_confirm({ amount });
  }
  return online ? m.claim_queue_sending() : m.claim_queue_waiting();
}

export function QueuedServiceRequests() {
  useEffect(() => startOfflineSync(), []);
  const sync = useSyncState();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const rows = useLiveQuery(() => queuedServiceRequests.table(offlineDb()).orderBy('createdAt').toArray(), [], noRows);
  const items = useLiveQuery(
    () =>
      offlineDb()
        .outbox.filter((item) => item.name === fileServiceRequestKind.name)
        .toArray(),
    [],
    noItems,
  );
  const sentCount = rows.filter((row) => row.status === 'sent').length;
  useEffect(() => {
    // A request sent from this device now belongs in the history.
    if (sentCount > 0) void queryClient.invalidateQueries({ queryKey: SERVICE_REQUEST_HISTORY_KEY });
  }, [sentCount, queryClient]);
  if (rows.length === 0) return null;

  const itemOf = (row: QueuedServiceRequestRow) =>
    items.find((item) => fileServiceRequestKind.is(item) && item.args.requestId === row.id);

  async function sendNow(row: QueuedServiceRequestRow) {
    setBusy(row.id);
    try {
      await confirmServiceRequest(row.id);
    } finally {
      setBusy(null);
    }
  }

  async function discard(row: QueuedServiceRequestRow) {
    const yes = await confirm({
      title: m.claim_queue_discard_title(),
      content: m.claim_queue_discard_text({ item: row.itemDescription }),
      yesLabel: m.claim_queue_discard(),
      noLabel: m.claim_queue_keep(),
    });
    if (!yes) return;
    const seq = itemOf(row)?.seq;
    if (seq !== undefined) await sync.discard(seq);
    else await clearServiceRequest(row.id);
  }

  /** After a refusal: the plan is checked again and, once the homeowner agrees to the fee, it is sent anew. */
  async function checkAndResend(row: QueuedServiceRequestRow) {
    const seq = itemOf(row)?.seq;
    setBusy(row.id);
    try {
      const answer = await queryClient.fetchQuery({
        ...authorizeServiceRequestQueryOptions(row.body.contractId),
        retry: false,
      });
      if (!answer.isAuthorized) {
        showToast({
          title: m.claim_queue_not_sent(),
          text: answer.message ?? m.claim_queue_not_authorized(),
          kind: 'error',
        });
        return;
      }
      const fee = answer.serviceCallFee;
      if (fee > 0 && !row.body.paymentInfo.creditCardId) {
        showToast({ text: m.claim_queue_fee_now(), kind: 'warning' });
        return;
      }
      const changed = fee !== row.fee;
      const yes = await confirm({
        title: changed ? m.claim_queue_fee_changed_title() : m.claim_queue_resend_title(),
        content: changed
          ? m.claim_queue_fee_changed_text({ amount: money(fee), was: money(row.fee) })
          : `${row.message ?? ''}\n${fee > 0 ? m.claim_queue_resend_pay({ amount: money(fee) }) : m.claim_queue_resend()}`.trim(),
        yesLabel: fee > 0 ? m.claim_queue_send_and_pay({ amount: money(fee) }) : m.claim_queue_send_now(),
        noLabel: m.claim_queue_not_now(),
      });
      if (!yes) return;
      await resendAtNewFee(row, fee, async () => {
        if (seq !== undefined) await sync.discard(seq);
        else await clearServiceRequest(row.id);
      });
    } catch {
      showToast({ title: m.claim_queue_not_sent(), text: m.claim_queue_check_failure(), kind: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="claim-queued" aria-labelledby="claim-queued-title" data-testid="queued-service-requests">
      <h2 id="claim-queued-title">{m.claim_queue_title()}</h2>
      <ul>
        {rows.map((row) => {
          const waitsForYou = row.status === 'waiting' && !row.confirmed && sync.online;
          return (
            <li key={row.id} className={`claim-queued__item claim-queued__item--${row.status}`}>
              <p>
                <RichMessage
                  parts={
                    row.fee > 0
                      ? m.claim_queue_item_fee.parts({
                          item: row.itemDescription,
                          policyNumber: row.policyNumber,
                          amount: money(row.fee),
                        })
                      : m.claim_queue_item.parts({ item: row.itemDescription, policyNumber: row.policyNumber })
                  }
                  markup={{ strong: (children) => <strong>{children}</strong> }}
                />
              </p>
              <p role={row.status === 'refused' || waitsForYou ? 'alert' : undefined}>{statusText(row, sync.online)}</p>
              <div className="claim-actions">
                {waitsForYou && (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy === row.id}
                    onClick={() => void sendNow(row)}
                  >
                    {m.claim_queue_send_and_pay({ amount: money(row.fee) })}
                  </button>
                )}
                {row.status === 'refused' && sync.online && (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy === row.id}
                    onClick={() => void checkAndResend(row)}
                  >
                    {m.claim_queue_check_and_resend()}
                  </button>
                )}
                {row.status === 'sent' ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void clearServiceRequest(row.id)}
                  >
                    {m.claim_queue_clear()}
                  </button>
                ) : (
                  itemOf(row)?.status !== 'sending' && (
                    <button type="button" className="button button--ghost" onClick={() => void discard(row)}>
                      {m.claim_queue_discard()}
                    </button>
                  )
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
