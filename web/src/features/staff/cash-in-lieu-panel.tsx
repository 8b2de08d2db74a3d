/**
 * Cash instead of the repair: staff offer an amount, with a note to the homeowner, on a denied claim or one
 * over its plan's limit (by the claim's id). The server refuses any other claim and a second offer, and says why.
 */
import { type FormEvent, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { money } from '#web/lib/format.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { useOfferCashInLieu } from './api/cash-in-lieu.ts';

export function CashInLieuPanel() {
  const [serviceRequestId, setServiceRequestId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const offer = useOfferCashInLieu();
  const online = useOnline();
  const dollars = Number(amount);
  const ready = serviceRequestId.trim() !== '' && dollars > 0 && note.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !online) return;
    offer.mutate(
      { serviceRequestId: serviceRequestId.trim(), amount: dollars, note },
      {
        onSuccess: (decision) => {
          showToast({
            text: `Offered ${money(dollars)} (the homeowner's share was ${money(decision.homeownerShare)}).`,
            kind: 'success',
          });
          setServiceRequestId('');
          setAmount('');
          setNote('');
        },
        onError: (error) =>
          showToast({
            text:
              isApiError(error) && error.status !== 0 ? error.message : 'Could not make the offer. Please try again.',
            kind: 'error',
          }),
      },
    );
  };

  return (
    <section className="card account-card" aria-labelledby="staff-cash-in-lieu-title">
      <h2 id="staff-cash-in-lieu-title">Cash in Lieu</h2>
      <form className="staff-notice-form" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="staff-cil-request" className="ui-field__label">
            Service request id
          </label>
          <input
            id="staff-cil-request"
            className="ui-field__input"
            value={serviceRequestId}
            onChange={(event) => setServiceRequestId(event.target.value)}
          />
        </div>
        <div className="ui-field">
          <label htmlFor="staff-cil-amount" className="ui-field__label">
            Amount (dollars)
          </label>
          <input
            id="staff-cil-amount"
            className="ui-field__input"
            type="number"
            min="0.01"
            step="0.01"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="ui-field">
          <label htmlFor="staff-cil-note" className="ui-field__label">
            Note to the homeowner
          </label>
          <textarea
            id="staff-cil-note"
            className="ui-field__input"
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={!online || offer.isPending || !ready}>
          Offer Cash
        </button>
      </form>
    </section>
  );
}
