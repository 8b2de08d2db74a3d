/** "Trouble Logging In?": asks for a password-reset e-mail. */
import { forgotEmailProblem, messages } from '@hw/shared';
import { type FormEvent, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { closeAuthDialog } from '#web/lib/session/index.ts';
import { Modal, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { requestPasswordReset } from './auth-calls.ts';

const EMAIL_FIELD_ID = 'forgot-email';

export function ForgotDialog() {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = forgotEmailProblem(email, {
    required: messages.forgotPassword.emailRequired,
    invalid: messages.forgotPassword.emailInvalid,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (problem) {
      setAttempted(true);
      void showValidationErrors([{ message: problem, fieldId: EMAIL_FIELD_ID }]);
      return;
    }
    setAttempted(false);
    setBusy(true);
    try {
      await requestPasswordReset(email);
      closeAuthDialog();
      showToast({ text: messages.forgotPassword.success(email.trim()), kind: 'success' });
    } catch (error) {
      setBusy(false);
      const text = isApiError(error) ? error.errors[0]?.message : undefined;
      showToast({ title: messages.forgotPassword.title, text: text ?? String(error), kind: 'error' });
    }
  };

  return (
    <Modal open title={messages.forgotPassword.title} onClose={closeAuthDialog} className="auth-dialog">
      <p>{messages.forgotPassword.text}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          id={EMAIL_FIELD_ID}
          label="Email"
          hideLabel
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Email..."
          value={email}
          error={attempted ? problem : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary auth-dialog__submit" disabled={busy}>
          Submit
        </button>
      </form>
    </Modal>
  );
}
