/**
 * How filing ends: the wait ("Submitting service request. Please
 * wait..."), the success lines of the time of day, the failure in the server's words (or the catalogue's), and,
 * offline, the request saved on this device.
 */
import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { ReactNode } from 'react';
import { money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { InstallCard } from '#web/lib/install/index.ts';
import type { QueuedServiceRequestRow } from '../offline/stores.ts';
import type { SubmitFailure } from '../submit-outcome.ts';
import { Step, StepActions } from './fields.tsx';

export function SubmittingStep() {
  return (
    <Step title={m.claim_sending_title()}>
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
    <Step title={m.claim_done_title()} className="claim-step--done">
      <div role="status" data-testid="claim-success">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <p>
        <RichMessage
          parts={m.claim_done_number.parts({ number: requestNumber })}
          markup={{ strong: (children) => <strong className="claim-number">{children}</strong> }}
        />
      </p>
      {photo.status === 'sending' && <p role="status">{m.claim_photo_sending()}</p>}
      {photo.status === 'sent' && <p role="status">{m.claim_photo_sent()}</p>}
      {photo.status === 'failed' && (
        <div className="claim-alert" role="alert">
          <p>{photo.message}</p>
          <button type="button" className="button" onClick={onRetryPhoto}>
            {m.claim_photo_send_again()}
          </button>
        </div>
      )}
      <InstallCard why={m.install_card_why_claim()} />
      <StepActions>
        <button type="button" className="button" onClick={onClose}>
          {m.claim_done()}
        </button>
        <button type="button" className="button button--primary" onClick={onViewHistory}>
          {m.claim_view_history()}
        </button>
      </StepActions>
    </Step>
  );
}

export function FailedStep({ failure, actions }: { failure: SubmitFailure; actions: ReactNode }) {
  return (
    <Step title={m.claim_failed_title()} className="claim-step--refused">
      <p className="claim-alert" role="alert">
        {failure.message}
      </p>
      {failure.kind === 'declined' && <p>{m.claim_failed_declined()}</p>}
      {failure.kind === 'lost' && <p>{m.claim_failed_lost()}</p>}
      <StepActions>{actions}</StepActions>
    </Step>
  );
}

export function SavedStep({ row, onClose }: { row: QueuedServiceRequestRow; onClose: () => void }) {
  return (
    <Step title={m.claim_saved_title()}>
      <p role="status">{m.claim_saved_text({ item: row.itemDescription })}</p>
      <p>{row.fee > 0 ? m.claim_saved_fee({ amount: money(row.fee) }) : m.claim_saved_no_fee()}</p>
      <StepActions>
        <button type="button" className="button button--primary" onClick={onClose}>
          {m.claim_done()}
        </button>
      </StepActions>
    </Step>
  );
}
