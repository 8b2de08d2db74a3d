/** Screens that sign in from a link: /token (e-mailed code) and /loginWithUser (staff on behalf of a user). */
import { type AuthResponse, messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { goTo } from '#web/lib/session/index.ts';
import { showToast } from '#web/ui/index.ts';
import { signInWithToken, signInWithUser } from './auth-calls.ts';

// A link's code works once: the same link is redeemed once per page load, even if the screen mounts twice.
const redeemed = new Map<string, Promise<AuthResponse>>();
function redeemOnce(key: string, redeem: () => Promise<AuthResponse>): Promise<AuthResponse> {
  let pending = redeemed.get(key);
  if (!pending) {
    pending = redeem();
    redeemed.set(key, pending);
  }
  return pending;
}

const failureText = (error: unknown) =>
  isApiError(error) && error.status === 401 ? messages.login.linkInvalid : (error as Error).message;

export function TokenLanding({ userId, code }: { userId: string; code: string }) {
  usePageTitle(m.auth_signing_in_title());
  useEffect(() => {
    if (!userId || !code) {
      void goTo({ to: '/account', replace: true });
      return;
    }
    redeemOnce(`token:${userId}:${code}`, () => signInWithToken(userId, code)).then(
      (response) =>
        void goTo({
          to: '/account',
          search: response.forgotPassword ? { passwordReset: true } : undefined,
          replace: true,
        }),
      (error: unknown) => {
        showToast({ title: messages.login.errorTitle, text: failureText(error), kind: 'error' });
        void goTo({ to: '/account', replace: true });
      },
    );
  }, [userId, code]);

  return (
    <section className="page page--narrow" aria-busy="true">
      <h1>{m.auth_signing_in_title()}</h1>
      <p>{m.auth_signing_in_text()}</p>
    </section>
  );
}

export function LoginWithUserPage({
  webUserId,
  wmUserId,
  helper,
}: {
  webUserId: string;
  wmUserId: string;
  helper: string;
}) {
  usePageTitle('Sign In On Behalf');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    redeemOnce(`user:${webUserId}:${wmUserId}:${helper}`, () => signInWithUser(webUserId, wmUserId, helper)).then(
      () => goTo({ to: '/account', replace: true }),
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [webUserId, wmUserId, helper]);

  return (
    <section className="page page--narrow" aria-busy={!error}>
      <h1>Sign In On Behalf</h1>
      <p>
        Signing in as user <strong>{webUserId}</strong>…
      </p>
      {error && (
        <>
          <p role="alert" className="auth-error">
            {error}
          </p>
          <Link to="/account" className="button button--primary">
            Go to My Account
          </Link>
        </>
      )}
    </section>
  );
}
