/**
 * Privacy requests made through the state notice's form: open ones oldest first (the law counts days from
 * receipt), each completed with an outcome note that is mailed to the requester; a deletion request whose
 * address has an account can erase it at the same time.
 */
import { DATA_REQUEST_TYPE_LABELS, type DataRequest } from '@hw/shared';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { useCompleteDataRequest, useDataRequests } from './api/data-requests.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

export function DataRequestsPanel() {
  const requests = useDataRequests();
  const items = requests.data?.items ?? [];
  const open = items.filter((item) => item.status === 'open');
  const done = items.filter((item) => item.status !== 'open').slice(0, 10);
  return (
    <section className="card account-card" aria-labelledby="staff-data-requests-title">
      <h2 id="staff-data-requests-title">Privacy Requests</h2>
      {requests.isError && !requests.data ? (
        <p role="alert">The privacy requests could not be loaded. Please try again.</p>
      ) : !requests.data ? (
        <p className="account-muted">Loading…</p>
      ) : (
        <>
          {open.length === 0 ? (
            <p className="account-muted">No privacy request is open.</p>
          ) : (
            <ul className="staff-list" aria-label="Open privacy requests">
              {open.map((item) => (
                <OpenRequest key={item.dataRequestId} item={item} />
              ))}
            </ul>
          )}
          {done.length > 0 && (
            <details>
              <summary>Recently completed</summary>
              <ul className="staff-list" aria-label="Completed privacy requests">
                {done.map((item) => (
                  <li key={item.dataRequestId} className="staff-list__item">
                    <p>
                      <strong>{item.name}</strong> · {item.email} · {DATA_REQUEST_TYPE_LABELS[item.requestType]}
                      {item.accountErased ? ' · account erased' : ''}
                    </p>
                    <p className="account-muted">
                      Completed {item.completedAt ? day(item.completedAt) : ''}: {item.outcome}
                    </p>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

function OpenRequest({ item }: { item: DataRequest }) {
  const complete = useCompleteDataRequest();
  const online = useOnline();
  const [outcome, setOutcome] = useState('');
  const [erase, setErase] = useState(false);
  const canErase = item.requestType === 'deletion' && item.matchingUserId !== null;
  const outcomeId = `data-request-outcome-${item.dataRequestId}`;
  const submit = () =>
    complete.mutate(
      { id: item.dataRequestId, outcome, ...(canErase && erase ? { eraseAccount: true } : {}) },
      {
        onSuccess: () => showToast({ text: `The request of ${item.name} is completed.`, kind: 'success' }),
        onError: (error) =>
          showToast({
            text: isApiError(error) ? error.message : 'The request could not be completed. Please try again.',
            kind: 'error',
          }),
      },
    );
  return (
    <li className="staff-list__item" data-testid="data-request">
      <p>
        <strong>{item.name}</strong> · {item.email} · {item.stateCode} · {DATA_REQUEST_TYPE_LABELS[item.requestType]}
      </p>
      <p className="account-muted">
        Received {day(item.createdAt)}
        {item.matchingUserId ? ' · an account uses this address' : ' · no account uses this address'}
      </p>
      {item.details && <p>{item.details}</p>}
      <label htmlFor={outcomeId}>Outcome (mailed to the requester)</label>
      <textarea id={outcomeId} rows={2} value={outcome} onChange={(event) => setOutcome(event.target.value)} />
      {canErase && (
        <label>
          <input type="checkbox" checked={erase} onChange={(event) => setErase(event.target.checked)} /> Erase the
          account of this address (contracts, invoices and payments are kept)
        </label>
      )}
      <button
        type="button"
        className="button button--ghost"
        disabled={!online || !outcome.trim() || complete.isPending}
        onClick={submit}
      >
        Complete request
      </button>
    </li>
  );
}
