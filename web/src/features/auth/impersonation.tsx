/** Staff impersonation ends from the banner; it starts from the staff user search. */
import { messages } from '@hw/shared';
import { useState } from 'react';
import { goTo, useSession } from '#web/lib/session/index.ts';
import { showToast } from '#web/ui/index.ts';
import { endImpersonation } from './auth-calls.ts';

const failed = () => showToast({ text: messages.impersonation.failure, kind: 'error' });

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
