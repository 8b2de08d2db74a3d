/** "Trouble Logging In?": asks for a password-reset e-mail. */
import { forgotEmailProblem, messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { isApiError } from '#web/lib/api/index.ts';
import { errorsShown } from '#web/lib/form-state.ts';
import { closeAuthDialog } from '#web/lib/session/index.ts';
import { Modal, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { requestPasswordReset } from './auth-calls.ts';

const EMAIL_FIELD_ID = 'forgot-email';

const emailProblem = (email: string) =>
  forgotEmailProblem(email, {
    required: messages.forgotPassword.emailRequired,
    invalid: messages.forgotPassword.emailInvalid,
  });

export function ForgotDialog() {
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: ({ value }) => emailProblem(value.email) },
    onSubmitInvalid: ({ value }) =>
      void showValidationErrors([{ message: emailProblem(value.email) ?? '', fieldId: EMAIL_FIELD_ID }]),
    onSubmit: async ({ value }) => {
      try {
        await requestPasswordReset(value.email);
        closeAuthDialog();
        showToast({ text: messages.forgotPassword.success(value.email.trim()), kind: 'success' });
      } catch (error) {
        const text = isApiError(error) ? error.errors[0]?.message : undefined;
        showToast({ title: messages.forgotPassword.title, text: text ?? String(error), kind: 'error' });
      }
    },
  });
  const attempted = useSelector(form.store, errorsShown);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);

  return (
    <Modal open title={messages.forgotPassword.title} onClose={closeAuthDialog} className="auth-dialog">
      <p>{messages.forgotPassword.text}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.state.isSubmitting) void form.handleSubmit();
        }}
      >
        <form.Field name="email">
          {(field) => (
            <TextField
              id={EMAIL_FIELD_ID}
              label={m.account_email()}
              hideLabel
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={m.auth_email_placeholder()}
              value={field.state.value}
              error={attempted ? emailProblem(field.state.value) : undefined}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <button type="submit" className="button button--primary auth-dialog__submit" disabled={submitting}>
          {m.auth_submit()}
        </button>
      </form>
    </Modal>
  );
}
