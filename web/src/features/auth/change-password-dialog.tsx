/**
 * Change password. A session that came from a reset link (`/account?passwordReset=true`) sets the new
 * password without the current one, once and within 15 minutes of opening the link; when the server says that
 * time is over (a refusal naming currentPassword), the dialog asks for the current password after all.
 */
import { messages, newPasswordProblem, PASSWORD_MIN_LENGTH } from '@hw/shared';
import { type FormEvent, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { closeAuthDialog, goTo, useSession } from '#web/lib/session/index.ts';
import { type FieldProblem, Modal, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { changePassword } from './auth-calls.ts';

const CURRENT_ID = 'change-password-current';
const NEW_ID = 'change-password-new';

export function ChangePasswordDialog() {
  const { forgotPassword: resetSession } = useSession();
  const [resetSpent, setResetSpent] = useState(false);
  const fromResetLink = resetSession && !resetSpent;
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

  const currentProblem = !fromResetLink && !currentPassword ? messages.changePassword.currentRequired : undefined;
  const newProblem = newPasswordProblem(newPassword);

  const close = () => {
    closeAuthDialog();
    // The reset flag has done its job; a reload must not open the dialog again.
    if (new URLSearchParams(window.location.search).has('passwordReset')) {
      void goTo({ to: window.location.pathname, hash: window.location.hash.slice(1) || undefined, replace: true });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems: FieldProblem[] = [];
    if (currentProblem) problems.push({ message: currentProblem, fieldId: CURRENT_ID });
    if (newProblem) problems.push({ message: newProblem, fieldId: NEW_ID });
    if (problems.length > 0) {
      setAttempted(true);
      void showValidationErrors(problems);
      return;
    }
    setAttempted(false);
    setBusy(true);
    try {
      await changePassword(fromResetLink ? { newPassword } : { currentPassword, newPassword });
      close();
      showToast({ text: messages.changePassword.success, kind: 'success' });
    } catch (error) {
      setBusy(false);
      const fieldMessage = isApiError(error) && error.status === 400 ? error.errors[0]?.message : undefined;
      if (isApiError(error) && error.errors.some((problem) => problem.field === 'currentPassword')) {
        setResetSpent(true);
      }
      showToast({ title: fieldMessage, text: messages.changePassword.failure, kind: 'error' });
    }
  };

  return (
    <Modal open title="Change Password" onClose={close} className="auth-dialog">
      {fromResetLink && <p>Choose a new password for your account.</p>}
      <form onSubmit={submit} noValidate>
        {!fromResetLink && (
          <TextField
            id={CURRENT_ID}
            label="Current Password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            error={attempted ? currentProblem : undefined}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        <TextField
          id={NEW_ID}
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={newPassword}
          error={attempted ? newProblem : undefined}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <button type="submit" className="button button--primary auth-dialog__submit" disabled={busy}>
          Change Password
        </button>
      </form>
    </Modal>
  );
}
