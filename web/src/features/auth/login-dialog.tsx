/**
 * The login dialog. Its three fields are plain state rather than a form library's: the sign-in page opens it on
 * a first visit, and nothing here is checked before the server answers.
 */
import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useRef, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
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

  const [username, setUsername] = useState(openedWith);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    if (errorToast.current !== null) dismissToast(errorToast.current);
    try {
      const response = await signInWithPassword(username, password, remember);
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
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

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
          void submit();
        }}
      >
        <TextField
          id="login-username"
          label={m.auth_username()}
          ref={usernameRef}
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder={m.auth_username_placeholder()}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          id="login-password"
          label={m.auth_password()}
          ref={passwordRef}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="auth-dialog__row">
          <CheckboxField
            id="login-remember"
            label={m.auth_remember_me()}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
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
