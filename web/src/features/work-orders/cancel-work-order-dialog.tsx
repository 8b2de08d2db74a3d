/**
 * The separate cancel action of the status page: a reason is
 * asked for and Submit stays disabled while it is empty or blank. Only the answer `true` counts: then
 * "Confirm" and the caller moves on to the home page; otherwise the dialog stays open with the reason.
 */
import { maxLengthOf, WorkOrderCancelBody } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { Modal } from '#web/ui/index.ts';
import { useCancelWorkOrder } from './api/cancel-work-order.ts';
import { sendChange } from './outcome.ts';
import { isReasonGiven } from './schedule-rules.ts';
import { workOrderWords } from './words.ts';

export function CancelWorkOrderDialog({
  workOrderId,
  token,
  onClose,
  onCancelled,
}: {
  workOrderId: string;
  token: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [reason, setReason] = useState('');
  const cancel = useCancelWorkOrder();
  const online = useOnline();
  const ready = isReasonGiven(reason) && online && !cancel.isPending;

  async function submit() {
    if (!ready) return;
    await sendChange('cancel', () => cancel.mutateAsync({ workOrderId, token, reason }), onCancelled);
  }

  return (
    <Modal
      open
      title={m.status_update_cancel_button()}
      onClose={() => !cancel.isPending && onClose()}
      closeOnOverlay={false}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={cancel.isPending}>
            {m.status_update_back()}
          </button>
          <button type="submit" form="wo-cancel-form" className="button button--primary" disabled={!ready}>
            {cancel.isPending ? m.status_update_submitting() : m.status_update_submit()}
          </button>
        </>
      }
    >
      <form
        id="wo-cancel-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{workOrderWords.cancelPrompt(workOrderId)}</p>
        <div className="ui-field">
          <label htmlFor="wo-cancel-reason" className="ui-field__label">
            {m.status_update_cancel_reason()}
          </label>
          <textarea
            id="wo-cancel-reason"
            className="ui-field__input wo-textarea"
            rows={4}
            maxLength={maxLengthOf(WorkOrderCancelBody, 'CancellationNotes')}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby="wo-cancel-hint"
          />
          <p id="wo-cancel-hint" className="ui-field__hint" role={online ? undefined : 'status'}>
            {online ? (isReasonGiven(reason) ? '' : workOrderWords.reasonRequired) : workOrderWords.offline}
          </p>
        </div>
      </form>
    </Modal>
  );
}
