/** The login dialog. */
import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useRef } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { boundInput } from '#web/lib/form-state.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { closeAuthDialog, goTo, openForgotDialog, useSession } from '#web/lib/session/index.ts';
import { preloadSignedInCode } from '#web/lib/signed-in-code.ts';
import { CheckboxField, dismissToast, Modal, showToast, TextField, TOAST_DEFAULT_MS } from '#web/ui/index.ts';
import { signInWithPassword } from './auth-calls.ts';

function loginErrorText(error: unknown): string {
  if (!isApiError(error)) return messages.login.errorText;
  if (error.isNetworkError) return messages.transport.networkError;
  // Too many attempts: the server's own words say how long to wait.
  if (error.status === 429) return error.errors[0]?.message ?? messages.login.tooManyAttempts;
  return messages.login.errorText;
}

export function LoginDialog({ forRepair, goToAccount }: { forRepair: boolean; goToAccount: boolean }) {
  const { lastUsername } = useSession();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorToast = useRef<number | null>(null);
  // The username the dialog opened with; the form keeps what the user types after that.
  const openedWith = useRef(lastUsername).current;

  const form = useForm({
    defaultValues: { username: openedWith, password: '', remember: true },
    onSubmit: async ({ value }) => {
      if (errorToast.current !== null) dismissToast(errorToast.current);
      try {
        const response = await signInWithPassword(value.username, value.password, value.remember);
        closeAuthDialog();
        if (response.user.userType === 'contractor') void goTo({ to: '/account', hash: 'dispatchTickets' });
        // Request Repair lands on the account page with the service request dialog open (features/claims).
        else if (forRepair) void goTo({ to: '/account', search: { serviceRequest: 'new' } });
        else if (goToAccount) void goTo({ to: '/account' });
      } catch (error) {
        errorToast.current = showToast({
          title: messages.login.errorTitle,
          text: loginErrorText(error),
          kind: 'error',
          durationMs: TOAST_DEFAULT_MS,
        });
      }
    },
  });
  const submitting = useSelector(form.store, (state) => state.isSubmitting);

  return (
    <Modal
      open
      title={forRepair ? messages.login.repairTitle : messages.login.title}
      onClose={closeAuthDialog}
      initialFocus={lastUsername ? passwordRef : usernameRef}
      className="auth-dialog"
    >
      <p className="auth-dialog__help">
        <RichMessage
          parts={m.auth_login_help.parts()}
          markup={{
            setup: (children) => (
              <button type="button" className="ui-link-button" onClick={openForgotDialog}>
                {children}
              </button>
            ),
          }}
        />
      </p>
      <form
        noValidate
        // The screens a sign-in opens (the offline engine, the account page) are fetched once the visitor starts
        // typing, while they fill the form in: Login then waits on the server alone, and a visitor who only
        // looks at the page fetches none of it.
        onInput={preloadSignedInCode}
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.state.isSubmitting) void form.handleSubmit();
        }}
      >
        <form.Field name="username">
          {(field) => (
            <TextField
              id="login-username"
              label={m.auth_username()}
              ref={usernameRef}
              type="email"
              inputMode="email"
              autoComplete="username"
              placeholder={m.auth_username_placeholder()}
              {...boundInput(field)}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField
              id="login-password"
              label={m.auth_password()}
              ref={passwordRef}
              type="password"
              autoComplete="current-password"
              {...boundInput(field)}
            />
          )}
        </form.Field>
        <div className="auth-dialog__row">
          <form.Field name="remember">
            {(field) => (
              <CheckboxField
                id="login-remember"
                label={m.auth_remember_me()}
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
              />
            )}
          </form.Field>
          <button type="button" className="ui-link-button" onClick={openForgotDialog}>
            {m.auth_forgot_password()}
          </button>
        </div>
        <button type="submit" className="button button--primary auth-dialog__submit" disabled={submitting}>
          {m.auth_login()}
        </button>
      </form>
    </Modal>
  );
}
