/**
 * One service request of the history: what and when, its contractor, visit and fee when known, its
 * timeline, its decision once the diagnosis is in, the actions while it is open, and its notes on demand
 * (with "Add a note" while it is open).
 */
import { isClosedServiceRequest, type ServiceRequestSummary, serviceRequestStage } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { day, money } from '#web/lib/format.ts';
import { DecisionCard } from './decision-card.tsx';
import { RequestActions } from './request-actions.tsx';
import { RequestNotes } from './request-notes.tsx';
import { RequestTimeline } from './request-timeline.tsx';
import { describedAnswers, stageLabel, visitLine } from './timeline.ts';

function Facts({ request }: { request: ServiceRequestSummary }) {
  const visit = visitLine(request.scheduledDate, request.scheduledWindow);
  const facts: [string, string][] = [];
  if (request.contractorName) facts.push([m.account_sr_contractor(), request.contractorName]);
  if (visit) facts.push([m.account_sr_visit(), visit]);
  if (request.serviceCallFee > 0) {
    // Paid is said only when the server knows it was; an older request has no payment on record.
    const fee = money(request.serviceCallFee);
    facts.push([m.account_sr_fee(), request.serviceCallFeePaid ? m.account_sr_fee_paid({ fee }) : fee]);
  }
  if (request.workOrderId) facts.push([m.account_sr_work_order(), request.workOrderId]);
  if (facts.length === 0) return null;
  return (
    <dl className="sr-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The answers given when filing, one per line, each question above its answer. */
function Description({ text }: { text: string }) {
  const lines = describedAnswers(text);
  if (lines.length === 0) return null;
  return (
    <ul className="sr-answers" aria-label={m.account_sr_your_answers()}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a filed description never move.
        <li key={index}>
          {line.question && <span className="sr-answers__question">{line.question}</span>}
          <span className="sr-answers__answer">{line.answer}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Request SR-300954 · contract HW-1 · opened Mar 1, 2026 · closed Mar 9, 2026". */
function requestLine(request: ServiceRequestSummary, policyNumber: string | undefined): string {
  const number = request.serviceRequestNumber;
  const opened = day(request.createdAt);
  const line = policyNumber
    ? m.account_sr_request_line_contract({ number, policyNumber, opened })
    : m.account_sr_request_line({ number, opened });
  return request.closedAt ? m.account_sr_request_line_closed({ line, closed: day(request.closedAt) }) : line;
}

export function RequestItem({
  request,
  policyNumber,
  online,
}: {
  request: ServiceRequestSummary;
  policyNumber: string | undefined;
  online: boolean;
}) {
  const [open, setOpen] = useState(false);
  const notesId = `sr-notes-${request.serviceRequestId}`;
  const closed = isClosedServiceRequest(request);
  return (
    <li className="account-item sr-item" data-testid="service-request">
      <div className="account-item__head">
        <h3 lang="en">{request.itemDescription}</h3>
        <span
          className={`account-badge account-badge--${closed ? 'other' : 'active'}`}
          data-testid="service-request-status"
        >
          {stageLabel(serviceRequestStage(request))}
        </span>
      </div>
      <p className="account-muted">{requestLine(request, policyNumber)}</p>
      <Description text={request.description} />
      <Facts request={request} />
      <RequestTimeline request={request} />
      <DecisionCard request={request} online={online} />
      {!closed && <RequestActions request={request} online={online} />}
      <button
        type="button"
        className="ui-link-button sr-notes-toggle"
        aria-expanded={open}
        aria-controls={notesId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? m.account_sr_hide_notes() : m.account_sr_show_notes()}
      </button>
      {open && (
        <div id={notesId}>
          <RequestNotes serviceRequestId={request.serviceRequestId} canAdd={!closed} online={online} />
        </div>
      )}
    </li>
  );
}
