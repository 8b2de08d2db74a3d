/**
 * How filing ends: the wait ("Submitting service request. Please
 * wait..."), the success lines of the time of day, the failure in the server's words (or the catalogue's), and,
 * offline, the request saved on this device.
 */
import { messages } from '@hw/shared';
import type { ReactNode } from 'react';
import { money } from '#web/lib/format.ts';
import type { QueuedServiceRequestRow } from '../offline/stores.ts';
import type { SubmitFailure } from '../submit-outcome.ts';
import { Step, StepActions } from './fields.tsx';

export function SubmittingStep() {
  return (
    <Step title="Sending your request">
      <p role="status" className="claim-wait">
        <span className="claim-spinner" aria-hidden="true" />
        {messages.serviceRequest.submitting}
      </p>
    </Step>
  );
}

/** The photo chosen in the dialog, attached after the request was filed. */
export type PhotoUpload = { status: 'none' | 'sending' | 'sent' } | { status: 'failed'; message: string };

export function DoneStep({
  lines,
  requestNumber,
  photo,
  onRetryPhoto,
  onViewHistory,
  onClose,
}: {
  lines: readonly string[];
  requestNumber: string;
  photo: PhotoUpload;
  onRetryPhoto: () => void;
  onViewHistory: () => void;
  onClose: () => void;
}) {
  return (
    <Step title="Request received" className="claim-step--done">
      <div role="status" data-testid="claim-success">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p>
        Your request number is <strong className="claim-number">{requestNumber}</strong>.
      </p>
      {photo.status === 'sending' && <p role="status">Sending your photo…</p>}
      {photo.status === 'sent' && <p role="status">Your photo was added to the request.</p>}
      {photo.status === 'failed' && (
        <div className="claim-alert" role="alert">
          <p>{photo.message}</p>
          <button type="button" className="button" onClick={onRetryPhoto}>
            Send the Photo Again
          </button>
        </div>
      )}
      <StepActions>
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
        <button type="button" className="button button--primary" onClick={onViewHistory}>
          View My Service Requests
        </button>
      </StepActions>
    </Step>
  );
}

export function FailedStep({ failure, actions }: { failure: SubmitFailure; actions: ReactNode }) {
  return (
    <Step title="Your request was not sent" className="claim-step--refused">
      <p className="claim-alert" role="alert">
        {failure.message}
      </p>
      {failure.kind === 'declined' && <p>Nothing was charged. You can pay with another card.</p>}
      {failure.kind === 'lost' && (
        <p>If you try again, the request is sent once and the fee charged once, however often you try.</p>
      )}
      <StepActions>{actions}</StepActions>
    </Step>
  );
}

export function SavedStep({ row, onClose }: { row: QueuedServiceRequestRow; onClose: () => void }) {
  return (
    <Step title="Saved on this device">
      <p role="status">
        You are offline. Your {row.itemDescription} request is saved on this device and is waiting to send.
      </p>
      <p>
        {row.fee > 0
          ? `When you are back online we will ask you to confirm the ${money(row.fee)} service call fee before it is sent.`
          : 'It will be sent as soon as you are back online.'}{' '}
        You will find it under My Account.
      </p>
      <StepActions>
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </StepActions>
    </Step>
  );
}
