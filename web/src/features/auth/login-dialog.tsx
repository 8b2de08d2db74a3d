/** The login dialog. */
import { messages } from '@hw/shared';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { closeAuthDialog, goTo, openForgotDialog, useSession } from '#web/lib/session/index.ts';
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
  const [username, setUsername] = useState(lastUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorToast = useRef<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    if (errorToast.current !== null) dismissToast(errorToast.current);
    try {
      const response = await signInWithPassword(username, password, remember);
      closeAuthDialog();
      if (response.user.userType === 'contractor') void goTo({ to: '/account', hash: 'dispatchTickets' });
      // Request Repair lands on the account page with the service request dialog open (features/claims).
      else if (forRepair) void goTo({ to: '/account', search: { serviceRequest: 'new' } });
      else if (goToAccount) void goTo({ to: '/account' });
    } catch (error) {
      setBusy(false);
      errorToast.current = showToast({
        title: messages.login.errorTitle,
        text: loginErrorText(error),
        kind: 'error',
        durationMs: TOAST_DEFAULT_MS,
      });
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
        Your username is the email address used to place your order. Don't have a password yet?{' '}
        <button type="button" className="ui-link-button" onClick={openForgotDialog}>
          Set up your password
        </button>
        .
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          id="login-username"
          label="Username"
          ref={usernameRef}
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="Email Address"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          id="login-password"
          label="Password"
          ref={passwordRef}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="auth-dialog__row">
          <CheckboxField
            id="login-remember"
            label="Remember Me"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <button type="button" className="ui-link-button" onClick={openForgotDialog}>
            Forgot Password?
          </button>
        </div>
        <button type="submit" className="button button--primary auth-dialog__submit" disabled={busy}>
          Login
        </button>
      </form>
    </Modal>
  );
}
