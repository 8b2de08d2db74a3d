/**
 * Technicians' requests for a higher pre-authorized amount, oldest first: the ticket's limit and total, what was
 * asked and why, and Approve (the amount asked, which staff may change) or Decline. An approval lets the
 * technician's save over the old limit go through.
 */
import type { StaffAuthorizationRequest } from '@hw/shared';
import { useState } from 'react';
import { money } from '#web/lib/format.ts';
import { openFileWithToken } from '#web/lib/open-file.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { useAuthorizationRequests, useDecideAuthorizationRequest } from './api/authorization-requests.ts';

/** The ticket's photos and documents, each opened from a copy fetched with the session's token. */
function TicketFiles({ request }: { request: StaffAuthorizationRequest }) {
  if (request.files.length === 0) return <p className="account-muted">No photos on the ticket.</p>;
  return (
    <ul className="staff-files" aria-label={`Photos and files of ${request.workOrderId}`}>
      {request.files.map((file) => (
        <li key={file.fileId}>
          <button
            type="button"
            className="ui-link-button"
            onClick={() =>
              void openFileWithToken(file.url, file.fileName).catch(() =>
                showToast({ text: 'The file could not be opened. Please try again.', kind: 'error' }),
              )
            }
          >
            {file.fileName}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The error's own words when the server gave them. */
const reasonOf = (error: unknown) =>
  (error as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message ?? 'Please try again.';

function RequestItem({ request }: { request: StaffAuthorizationRequest }) {
  const decide = useDecideAuthorizationRequest();
  const online = useOnline();
  const [amount, setAmount] = useState(String(request.amount));
  const busy = decide.isPending;
  const amountId = `authorization-amount-${request.authorizationRequestId}`;

  const send = (approved: boolean) => {
    const typed = Number(amount);
    decide.mutate(
      {
        authorizationRequestId: request.authorizationRequestId,
        approved,
        ...(approved && Number.isFinite(typed) ? { amount: typed } : {}),
      },
      {
        onSuccess: (answer) =>
          showToast({
            text: approved
              ? `Approved ${money(answer.approvedAmount ?? typed)} for work order ${request.workOrderId}.`
              : `Declined the request for work order ${request.workOrderId}.`,
            kind: 'success',
          }),
        onError: (error) => showToast({ text: `Not decided: ${reasonOf(error)}`, kind: 'error' }),
      },
    );
  };

  return (
    <li className="staff-list__item" data-testid="authorization-request">
      <p>
        <strong>Work order {request.workOrderId}</strong>: {money(request.amount)} asked, limit now{' '}
        {money(request.preAuthorizedLimit)}, ticket total {money(request.ticketTotal)}
      </p>
      <p className="account-muted">
        {request.technicianName}
        {request.companyName ? `, ${request.companyName}` : ''} ·{' '}
        {new Date(request.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <p>{request.note}</p>
      <TicketFiles request={request} />
      <div className="ui-field">
        <label htmlFor={amountId} className="ui-field__label">
          Amount to approve for {request.workOrderId}
        </label>
        <input
          id={amountId}
          className="ui-field__input"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="staff-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!online || busy || !(Number(amount) > 0)}
          onClick={() => send(true)}
        >
          Approve {request.workOrderId}
        </button>
        <button type="button" className="button button--ghost" disabled={!online || busy} onClick={() => send(false)}>
          Decline {request.workOrderId}
        </button>
      </div>
    </li>
  );
}

export function AuthorizationRequestsPanel() {
  const list = useAuthorizationRequests();
  const items = list.data?.items ?? [];
  return (
    <section className="card account-card" aria-labelledby="staff-authorizations-title">
      <h2 id="staff-authorizations-title">Authorization Requests</h2>
      {list.isError && !list.data ? (
        <p role="alert">The authorization requests could not be loaded. Please try again.</p>
      ) : !list.data ? (
        <p className="account-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="account-muted">No request is waiting for a decision.</p>
      ) : (
        <ul className="staff-list" aria-label="Authorization requests">
          {items.map((request) => (
            <RequestItem key={request.authorizationRequestId} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
