/**
 * An account dialog holding one form: Cancel and the form's submit button in the footer, both held while the
 * form is sent, and no closing by a click outside (a half-typed form is not lost to a stray click).
 */
import { m } from '@hw/shared/i18n';
import type { ReactNode } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { Modal } from '#web/ui/index.ts';
import { accountMessages } from './account-messages.ts';

interface FormDialogProps {
  title: string;
  /** The form's id, which the footer's submit button names. */
  formId: string;
  busy: boolean;
  /** What the submit button says, and what it says while the form is sent. */
  submitLabel: string;
  busyLabel?: string;
  /** False holds the submit button (nothing chosen yet). */
  canSubmit?: boolean;
  /** The form is sent to the server at once: offline, its submit button is held and a note says why. */
  needsConnection?: boolean;
  /** Refusals shown under the form, in order; empty ones are left out. */
  alerts?: (string | null | false)[];
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  title,
  formId,
  busy,
  submitLabel,
  busyLabel = m.account_saving(),
  canSubmit = true,
  needsConnection = false,
  alerts = [],
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const offline = !useOnline() && needsConnection;
  return (
    <Modal
      open
      title={title}
      onClose={() => !busy && onClose()}
      closeOnOverlay={false}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {m.account_cancel()}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={busy || !canSubmit || offline}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {offline && (
          <p className="account-note" role="status">
            {accountMessages.offline}
          </p>
        )}
        {alerts.map(
          (alert) =>
            alert && (
              <p key={alert} className="account-alert" role="alert">
                {alert}
              </p>
            ),
        )}
      </form>
    </Modal>
  );
}
