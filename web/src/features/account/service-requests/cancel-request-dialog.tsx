/**
 * The Yes/No confirmation (ui/confirm.tsx) with a reason: cancelling a service request asks why, and Yes
 * stays disabled while the reason is empty or blank. Resolves through `onAnswer` with the trimmed reason,
 * or null for No (or closing).
 */
import { CancelServiceRequestBody, maxLengthOf } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useRef } from 'react';
import { boundInput } from '#web/lib/form-state.ts';
import { Modal } from '#web/ui/index.ts';
import { serviceRequestWords } from './words.ts';

export function CancelRequestDialog({
  serviceRequestId,
  question,
  busy,
  online,
  onAnswer,
}: {
  serviceRequestId: string;
  question: string;
  busy: boolean;
  /** Offline, Yes is disabled and the dialog says why. */
  online: boolean;
  onAnswer: (reason: string | null) => void;
}) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = `sr-cancel-${serviceRequestId}`;
  const form = useForm({
    defaultValues: { reason: '' },
    onSubmit: ({ value }) => onAnswer(value.reason.trim()),
  });
  const given = useSelector(form.store, (state) => state.values.reason.trim().length > 0);
  return (
    <Modal
      open
      role="alertdialog"
      title={serviceRequestWords.cancelTitle}
      onClose={() => !busy && onAnswer(null)}
      closeOnOverlay={false}
      initialFocus={reasonRef}
      footer={
        <>
          <button type="button" className="button" onClick={() => onAnswer(null)} disabled={busy}>
            {m.account_no()}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            disabled={!given || busy || !online}
          >
            {busy ? m.account_cancelling() : m.account_yes()}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (given && !busy && online) void form.handleSubmit();
        }}
      >
        <p>{question}</p>
        <div className="ui-field">
          <label htmlFor={id} className="ui-field__label">
            {m.account_sr_cancel_reason()}
          </label>
          <form.Field name="reason">
            {(field) => (
              <textarea
                id={id}
                ref={reasonRef}
                className="ui-field__input sr-textarea"
                rows={3}
                maxLength={maxLengthOf(CancelServiceRequestBody, 'reason')}
                required
                {...boundInput(field)}
                aria-describedby={`${id}-hint`}
              />
            )}
          </form.Field>
          <p id={`${id}-hint`} className="ui-field__hint" role={online ? undefined : 'status'}>
            {online ? (given ? '' : serviceRequestWords.reasonRequired) : serviceRequestWords.offline}
          </p>
        </div>
      </form>
    </Modal>
  );
}
