/**
 * Service requests waiting on this device, and what became of them. A request with a fee is never sent
 * silently: once the connection is back the homeowner is asked to confirm the payment ("Send now and pay
 * $X"), and only then is it sent, once. Shown on the account page and the service request history; it
 * keeps the outbox replaying while it is on screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { money } from '#web/lib/format.ts';
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
  if (row.status === 'sent') return `Sent: request ${row.serviceRequestNumber ?? ''}`.trim();
  if (row.status === 'refused') return row.message || 'The request was not accepted.';
  if (!row.confirmed) {
    return online
      ? `Waiting to send. Please confirm the ${money(row.fee)} service call fee${row.cardLabel ? ` (${row.cardLabel})` : ''} to send it now.`
      : `Waiting to send. When you are back online we will ask you to confirm the ${money(row.fee)} service call fee.`;
  }
  return online ? 'Sending…' : 'Waiting to send. It will be sent when you are back online.';
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
      title: 'Discard this request?',
      content: `Your ${row.itemDescription} request will not be sent.`,
      yesLabel: 'Discard',
      noLabel: 'Keep',
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
        showToast({ title: 'Not sent', text: answer.message ?? 'This plan cannot take a request now.', kind: 'error' });
        return;
      }
      const fee = answer.serviceCallFee;
      if (fee > 0 && !row.body.paymentInfo.creditCardId) {
        showToast({ text: 'This request now has a fee. Please start a new request to pay it.', kind: 'warning' });
        return;
      }
      const changed = fee !== row.fee;
      const yes = await confirm({
        title: changed ? 'The service call fee has changed' : 'Send this request again?',
        content: changed
          ? `The service call fee is now ${money(fee)}; it was ${money(row.fee)}.\nSend the request at the new fee?`
          : `${row.message ?? ''}\nSend the request again${fee > 0 ? ` and pay ${money(fee)}` : ''}?`.trim(),
        yesLabel: fee > 0 ? `Send now and pay ${money(fee)}` : 'Send now',
        noLabel: 'Not now',
      });
      if (!yes) return;
      await resendAtNewFee(row, fee, async () => {
        if (seq !== undefined) await sync.discard(seq);
        else await clearServiceRequest(row.id);
      });
    } catch {
      showToast({ title: 'Not sent', text: 'The plan could not be checked. Please try again.', kind: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="claim-queued" aria-labelledby="claim-queued-title" data-testid="queued-service-requests">
      <h2 id="claim-queued-title">Service requests saved on this device</h2>
      <ul>
        {rows.map((row) => {
          const waitsForYou = row.status === 'waiting' && !row.confirmed && sync.online;
          return (
            <li key={row.id} className={`claim-queued__item claim-queued__item--${row.status}`}>
              <p>
                <strong>{row.itemDescription}</strong>, {row.policyNumber}
                {row.fee > 0 ? `: ${money(row.fee)} service call fee` : ''}
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
                    Send now and pay {money(row.fee)}
                  </button>
                )}
                {row.status === 'refused' && sync.online && (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busy === row.id}
                    onClick={() => void checkAndResend(row)}
                  >
                    Check the Fee and Send Again
                  </button>
                )}
                {row.status === 'sent' ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void clearServiceRequest(row.id)}
                  >
                    Clear
                  </button>
                ) : (
                  itemOf(row)?.status !== 'sending' && (
                    <button type="button" className="button button--ghost" onClick={() => void discard(row)}>
                      Discard
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
