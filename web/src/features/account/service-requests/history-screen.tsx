/**
 * /account#serviceRequestHistory: the service requests of the user's plans
 * (GET /account/servicerequest?contractIds=...) with their status; a request's notes load when it is opened.
 */
import type { ServiceRequestSummary } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DataAge } from '#web/ui/data-age.tsx';
import { useAccount } from '../api/get-account.ts';
import { useServiceRequestNotes } from '../api/get-service-request-notes.ts';
import { useServiceRequests } from '../api/get-service-requests.ts';
import { day, moment } from '../format.ts';
import { isClosedServiceRequest, serviceRequestStatusLabel } from '../service-request-status.ts';

function Notes({ serviceRequestId }: { serviceRequestId: string }) {
  const notes = useServiceRequestNotes(serviceRequestId, true);
  if (notes.isPending) return <p className="account-muted">Loading notes…</p>;
  if (notes.isError && !notes.data)
    return <p className="account-muted">The notes could not be loaded. Please try again.</p>;
  if (notes.data.length === 0) return <p className="account-muted">No notes yet.</p>;
  return (
    <ul className="account-notes">
      {notes.data.map((note) => (
        <li key={note.noteId}>
          <p>{note.note}</p>
          <p className="account-muted">
            {note.createdBy} · {moment(note.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function RequestItem({ request, policyNumber }: { request: ServiceRequestSummary; policyNumber: string | undefined }) {
  const [open, setOpen] = useState(false);
  const notesId = `sr-notes-${request.serviceRequestId}`;
  const closed = isClosedServiceRequest(request);
  return (
    <li className="account-item" data-testid="service-request">
      <div className="account-item__head">
        <h3>{request.itemDescription}</h3>
        <span className={`account-badge account-badge--${closed ? 'other' : 'active'}`}>
          {serviceRequestStatusLabel(request.status)}
        </span>
      </div>
      <p className="account-muted">
        Request {request.serviceRequestNumber}
        {policyNumber ? ` · contract ${policyNumber}` : ''} · opened {day(request.createdAt)}
        {request.closedAt ? ` · closed ${day(request.closedAt)}` : ''}
      </p>
      <p>{request.description}</p>
      <button
        type="button"
        className="ui-link-button"
        aria-expanded={open}
        aria-controls={notesId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Hide notes' : 'Show notes'}
      </button>
      {open && (
        <div id={notesId}>
          <Notes serviceRequestId={request.serviceRequestId} />
        </div>
      )}
    </li>
  );
}

export function ServiceRequestHistoryScreen() {
  const account = useAccount();
  const contracts = account.data?.contracts;
  const query = useServiceRequests(contracts?.map((contract) => contract.contractId));
  const requests = [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const policyOf = (contractId: string) => contracts?.find((c) => c.contractId === contractId)?.policyNumber;
  return (
    <section className="card account-card" aria-labelledby="sr-history-title" aria-busy={query.isFetching}>
      <h2 id="sr-history-title">Service Request History</h2>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {(query.isError || account.isError) && !query.data && (
        <p className="account-muted">Your service requests could not be loaded. Please try again.</p>
      )}
      {(contracts?.length === 0 || (query.data && requests.length === 0)) && (
        <p className="account-muted">
          You have no service requests.{' '}
          {contracts?.length === 0 ? (
            'Once you have a plan, you can request a repair here.'
          ) : (
            <>
              Something broken? <Link to="/claim">Request a repair</Link>.
            </>
          )}
        </p>
      )}
      {requests.length > 0 && (
        <ul className="account-list">
          {requests.map((request) => (
            <RequestItem key={request.serviceRequestId} request={request} policyNumber={policyOf(request.contractId)} />
          ))}
        </ul>
      )}
    </section>
  );
}
