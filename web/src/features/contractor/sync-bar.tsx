/** What the technician needs to know about unsent work: connection, pending count, failures, conflicts. */

import { useEffect, useRef, useState } from 'react';
import { progressPercent } from '#web/lib/uploads/resumable.ts';
import { describeItem, type OutboxItem, useSyncState } from '#web/offline/index.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { TICKET_FIELD_LABELS, updateTicket, useUploadsSending } from './offline/index.ts';

const showValue = (value: unknown) => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'number' ? formatMoney(value) : String(value ?? '—');
};

function ConflictView({
  item,
  onKeepMine,
  onKeepTheirs,
}: {
  item: OutboxItem;
  onKeepMine(): void;
  onKeepTheirs(): void;
}) {
  const conflict = item.conflict;
  if (!conflict) return null;
  return (
    <li className="cw-sync__issue">
      <p>
        <strong>{describeItem(item)}</strong>: someone else changed the same values on the server.
      </p>
      <table className="cw-conflict">
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Yours (this device)</th>
            <th scope="col">On the server</th>
          </tr>
        </thead>
        <tbody>
          {conflict.fields.map((field) => (
            <tr key={field}>
              <th scope="row">{TICKET_FIELD_LABELS[field] ?? field}</th>
              <td>{showValue(conflict.mine[field])}</td>
              <td>{showValue(conflict.theirs[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cw-row">
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="button" onClick={onKeepTheirs}>
          Keep the server's
        </button>
      </div>
    </li>
  );
}

/** Whether the element is on screen (true until the browser says otherwise). */
function useOnScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

export function SyncBar() {
  const sync = useSyncState();
  const waiting = sync.pendingCount;
  const issues = sync.failed.length + sync.conflicts.length;
  const sending = useUploadsSending();
  const bar = useRef<HTMLElement>(null);
  const barOnScreen = useOnScreen(bar);
  // Scrolled away in a long ticket, the bar leaves a small reminder in sight while work waits to be sent.
  const reminder = !barOnScreen && (!sync.online || waiting > 0 || issues > 0);
  return (
    <section ref={bar} className="cw-sync" aria-label="Sync status">
      {reminder && (
        <p className="cw-sync-reminder" data-testid="sync-reminder">
          {!sync.online && 'Offline · '}
          {waiting === 0 ? 'All saved' : `${waiting} waiting to send`}
          {issues > 0 && ` · ${issues} need${issues === 1 ? 's' : ''} attention`}
        </p>
      )}
      {!sync.online && (
        <p className="cw-sync__offline" role="status">
          You are offline. Your changes are saved on this device and will sync when you are back online.
        </p>
      )}
      {sync.needsSignIn && (
        <p className="cw-sync__signin" role="alert">
          Your session has ended. Sign in again to send your {waiting} saved change{waiting === 1 ? '' : 's'}; they stay
          on this device until then.
        </p>
      )}
      <div className="cw-sync__line">
        <span className="cw-sync__count" data-testid="pending-count">
          {waiting === 0 ? (issues === 0 ? 'All changes synced' : 'Nothing waiting to send') : `${waiting} pending`}
        </span>
        <span className="cw-sync__time">
          {sync.syncing ? (
            'Syncing…'
          ) : sync.lastSyncedAt ? (
            <>
              Last synced <time dateTime={sync.lastSyncedAt}>{formatDateTime(sync.lastSyncedAt)}</time>
            </>
          ) : (
            'Not synced yet'
          )}
        </span>
        <button
          type="button"
          className="button button--ghost cw-sync__now"
          onClick={sync.syncNow}
          disabled={!sync.online || sync.syncing || sync.needsSignIn}
          title={!sync.online ? 'Available when you are online' : undefined}
        >
          Sync now
        </button>
      </div>
      {sending.map((upload) => (
        <p key={upload.id} className="cw-sync__upload" data-testid="upload-progress">
          Sending {upload.fileName} for work order {upload.workOrderId}: {progressPercent(upload)}%
        </p>
      ))}
      {issues > 0 && (
        <p className="cw-sync__attention">
          {issues === 1 ? '1 change needs your attention:' : `${issues} changes need your attention:`}
        </p>
      )}
      {issues > 0 && (
        <ul className="cw-sync__issues">
          {sync.failed.map((item) => (
            <li key={item.seq} className="cw-sync__issue">
              <p>
                <strong>{describeItem(item)}</strong> was not accepted: {item.lastError}
              </p>
              <div className="cw-row">
                <button type="button" className="button button--primary" onClick={() => sync.retry(item.seq!)}>
                  Retry
                </button>
                <button type="button" className="button" onClick={() => sync.discard(item.seq!)}>
                  Discard
                </button>
              </div>
            </li>
          ))}
          {sync.conflicts.map((item) => (
            <ConflictView
              key={item.seq}
              item={item}
              // Keeping mine: resend my values on top of the server's version.
              onKeepMine={() =>
                updateTicket.is(item) &&
                sync.retry(item.seq!, {
                  args: { ...item.args, before: { ...item.args.before, ...item.conflict!.theirs } },
                })
              }
              onKeepTheirs={() => sync.discard(item.seq!)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
