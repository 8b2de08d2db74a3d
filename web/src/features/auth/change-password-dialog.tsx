/**
 * Change password. A session that came from a reset link (`/account?passwordReset=true`) sets the new
 * password without the current one, once and within 15 minutes of opening the link; when the server says that
 * time is over (a refusal naming currentPassword), the dialog asks for the current password after all.
 */
import { messages, newPasswordProblem, PASSWORD_MIN_LENGTH } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { errorsShown } from '#web/lib/form-state.ts';
import { closeAuthDialog, goTo, useSession } from '#web/lib/session/index.ts';
import { type FieldProblem, Modal, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { changePassword } from './auth-calls.ts';

const CURRENT_ID = 'change-password-current';
const NEW_ID = 'change-password-new';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

export function ChangePasswordDialog() {
  const { forgotPassword: resetSession } = useSession();
  const [resetSpent, setResetSpent] = useState(false);
  const fromResetLink = resetSession && !resetSpent;
  const currentProblem = (currentPassword: string) =>
    !fromResetLink && !currentPassword ? messages.changePassword.currentRequired : undefined;
  const problemsOf = (values: PasswordValues) => {
    const problems: FieldProblem[] = [];
    const current = currentProblem(values.currentPassword);
    const next = newPasswordProblem(values.newPassword);
    if (current) problems.push({ message: current, fieldId: CURRENT_ID });
    if (next) problems.push({ message: next, fieldId: NEW_ID });
    return problems;
  };

  const close = () => {
    closeAuthDialog();
    // The reset flag has done its job; a reload must not open the dialog again.
    if (new URLSearchParams(window.location.search).has('passwordReset')) {
      void goTo({ to: window.location.pathname, hash: window.location.hash.slice(1) || undefined, replace: true });
    }
  };

  const form = useForm({
    defaultValues: { currentPassword: '', newPassword: '' } as PasswordValues,
    validators: {
      onSubmit: ({ value }) => {
        const problems = problemsOf(value);
        return problems.length ? problems : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => void showValidationErrors(problemsOf(value)),
    onSubmit: async ({ value }) => {
      const { currentPassword, newPassword } = value;
      try {
        await changePassword(fromResetLink ? { newPassword } : { currentPassword, newPassword });
        close();
        showToast({ text: messages.changePassword.success, kind: 'success' });
      } catch (error) {
        const fieldMessage = isApiError(error) && error.status === 400 ? error.errors[0]?.message : undefined;
        if (isApiError(error) && error.errors.some((problem) => problem.field === 'currentPassword')) {
          setResetSpent(true);
        }
        showToast({ title: fieldMessage, text: messages.changePassword.failure, kind: 'error' });
      }
    },
  });
  const attempted = useSelector(form.store, errorsShown);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);

  return (
    <Modal open title={m.account_change_password()} onClose={close} className="auth-dialog">
      {fromResetLink && <p>{m.auth_choose_new_password()}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.state.isSubmitting) void form.handleSubmit();
        }}
      >
        {!fromResetLink && (
          <form.Field name="currentPassword">
            {(field) => (
              <TextField
                id={CURRENT_ID}
                label={m.auth_current_password()}
                type="password"
                autoComplete="current-password"
                value={field.state.value}
                error={attempted ? currentProblem(field.state.value) : undefined}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        )}
        <form.Field name="newPassword">
          {(field) => (
            <TextField
              id={NEW_ID}
              label={m.auth_new_password()}
              type="password"
              autoComplete="new-password"
              hint={m.auth_password_hint({ count: PASSWORD_MIN_LENGTH })}
              value={field.state.value}
              error={attempted ? newPasswordProblem(field.state.value) : undefined}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <button type="submit" className="button button--primary auth-dialog__submit" disabled={submitting}>
          {m.account_change_password()}
        </button>
      </form>
    </Modal>
  );
}
