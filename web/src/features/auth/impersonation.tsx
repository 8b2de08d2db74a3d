/** Staff impersonation: start it from the account page, end it from the banner (spec core sections 4 and 6). */
import { messages } from '@hw/shared';
import { type FormEvent, useState } from 'react';
import { goTo, useSession } from '#web/lib/session/index.ts';
import { showToast, TextField } from '#web/ui/index.ts';
import { endImpersonation, impersonate } from './auth-calls.ts';

const failed = () => showToast({ text: messages.impersonation.failure, kind: 'error' });

export function StaffTools() {
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !userId.trim()) return;
    setBusy(true);
    try {
      await impersonate(userId.trim());
      void goTo({ to: '/account' });
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card account-card" aria-labelledby="staff-tools-title">
      <h2 id="staff-tools-title">Act as a user</h2>
      <p className="account-muted">Sign in as a customer, agent or contractor to see what they see.</p>
      <form onSubmit={submit} className="account-inline-form">
        <TextField
          id="impersonate-user-id"
          label="User ID"
          value={userId}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setUserId(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy || !userId.trim()}>
          Start impersonation
        </button>
      </form>
    </section>
  );
}

export function ImpersonationBanner() {
  const { isImpersonated, user } = useSession();
  const [busy, setBusy] = useState(false);
  if (!isImpersonated || !user) return null;

  const end = async () => {
    setBusy(true);
    try {
      await endImpersonation();
      void goTo({ to: '/account' });
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="impersonation-banner" aria-label="Impersonation">
      <p>
        Viewing as{' '}
        <strong>
          {user.firstName} {user.lastName}
        </strong>{' '}
        ({user.email}).
      </p>
      <button type="button" className="button button--light" onClick={end} disabled={busy}>
        End impersonation
      </button>
    </section>
  );
}
