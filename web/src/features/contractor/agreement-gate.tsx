/** Tickets are worked only after the service agreement is accepted; the acceptance date is recorded. */
import { type ReactNode, useEffect, useState } from 'react';
import { type AgreementResponse, apiTransport, getMeta, setMeta, useSyncState } from '#web/offline/index.ts';

export function AgreementGate({ children }: { children: ReactNode }) {
  const { online } = useSyncState();
  const [state, setState] = useState<{ accepted: string | null; text: string; checked: boolean; error?: string }>({
    accepted: null,
    text: '',
    checked: false,
  });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let alive = true;
    (async () => {
      const remembered = await getMeta<string>('agreementAcceptedAt');
      if (remembered && alive) setState((s) => ({ ...s, accepted: remembered, checked: true }));
      if (!navigator.onLine) {
        if (alive) setState((s) => ({ ...s, checked: true }));
        return;
      }
      try {
        const answer = await apiTransport.get<AgreementResponse>('/api/contractor/agreement');
        const accepted = answer.serviceAgreementDate;
        if (accepted) await setMeta('agreementAcceptedAt', accepted);
        if (alive) setState({ accepted, text: answer.text, checked: true });
      } catch {
        if (alive) setState((s) => ({ ...s, checked: true, error: 'The service agreement could not be loaded.' }));
      }
    })();
    return () => {
      alive = false;
    };
  }, []);

  async function agree() {
    setSending(true);
    try {
      const answer = await apiTransport.post<AgreementResponse>('/api/contractor/agreement', { isAgreed: true }, {});
      const accepted = answer.serviceAgreementDate ?? new Date().toISOString();
      await setMeta('agreementAcceptedAt', accepted);
      setState((s) => ({ ...s, accepted }));
    } catch {
      setState((s) => ({ ...s, error: 'Your acceptance could not be recorded. Please try again.' }));
    } finally {
      setSending(false);
    }
  }

  if (!state.checked) return <p className="cw-muted">Loading…</p>;
  if (state.accepted) return <>{children}</>;
  return (
    <section className="cw-card cw-agreement" aria-labelledby="cw-agreement-title">
      <h2 id="cw-agreement-title">Service Agreement</h2>
      <p>Before you work dispatch tickets, please read and accept the contractor service agreement.</p>
      {state.text && <div className="cw-agreement__text">{state.text}</div>}
      {state.error && (
        <p className="cw-error" role="alert">
          {state.error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        onClick={agree}
        disabled={!online || sending}
        title={online ? undefined : 'Available when you are online'}
      >
        I Agree
      </button>
      {!online && <p className="cw-muted">Accepting the agreement needs a connection.</p>}
    </section>
  );
}
