/** Tickets are worked only after the service agreement is accepted; the acceptance date is recorded. */
import type { AuthUser } from '@hw/shared';
import type { ReactNode } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { useAcceptAgreement } from './api/accept-agreement.ts';
import { useAgreement } from './api/get-agreement.ts';

export function AgreementGate({ user, children }: { user: AuthUser; children: ReactNode }) {
  const online = useOnline();
  const agreement = useAgreement();
  const accept = useAcceptAgreement(user.userId);

  if (agreement.data?.serviceAgreementDate) return <>{children}</>;
  if (agreement.isPending) {
    return (
      <p className="cw-muted">
        {online ? 'Loading…' : 'The service agreement has not been saved on this device yet. Connect to load it.'}
      </p>
    );
  }
  const error = accept.isError
    ? 'Your acceptance could not be recorded. Please try again.'
    : agreement.isError && !agreement.data
      ? 'The service agreement could not be loaded.'
      : null;
  return (
    <section className="cw-card cw-agreement" aria-labelledby="cw-agreement-title">
      <h2 id="cw-agreement-title">Service Agreement</h2>
      <p>Before you work dispatch tickets, please read and accept the contractor service agreement.</p>
      {agreement.data?.text && <div className="cw-agreement__text">{agreement.data.text}</div>}
      {error && (
        <p className="cw-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        onClick={() => accept.mutate()}
        disabled={!online || accept.isPending}
        title={online ? undefined : 'Available when you are online'}
      >
        I Agree
      </button>
      {!online && <p className="cw-muted">Accepting the agreement needs a connection.</p>}
    </section>
  );
}
