/**
 * Cash instead of the repair: the open claims that may be offered cash (denied, or over the plan's limit), and
 * the offer staff make on one, an amount with a note to the homeowner. The server refuses any other claim and a
 * second offer, and says why.
 */
import { type CashInLieuCandidate, CashInLieuOfferBody, maxLengthOf } from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { isApiError } from '#web/lib/api/index.ts';
import { boundInput } from '#web/lib/form-state.ts';
import { money } from '#web/lib/format.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast, TextAreaField, TextField } from '#web/ui/index.ts';
import { useCashInLieuCandidates, useOfferCashInLieu } from './api/cash-in-lieu.ts';

const DECISION_WORDS: Record<CashInLieuCandidate['status'], string> = {
  pendingLhwApproval: 'Awaiting approval',
  approved: 'Approved',
  denied: 'Denied',
};

function Candidates({ onChoose }: { onChoose: (candidate: CashInLieuCandidate) => void }) {
  const list = useCashInLieuCandidates();
  if (list.isError && !list.data) return <p role="alert">The claims could not be loaded. Please try again.</p>;
  if (!list.data) return <p className="account-muted">Loading…</p>;
  if (list.data.items.length === 0) {
    return <p className="account-muted">No open claim is denied or over its plan’s limit.</p>;
  }
  return (
    <ul className="staff-list" aria-label="Claims that may be offered cash">
      {list.data.items.map((candidate) => (
        <li key={candidate.serviceRequestId} className="staff-list__item" data-testid="cash-in-lieu-candidate">
          <p>
            <strong>{candidate.serviceRequestNumber}</strong> · {candidate.itemDescription} ·{' '}
            {DECISION_WORDS[candidate.status]}
          </p>
          <p className="account-muted">Told the homeowner: “{candidate.reason}”</p>
          <p>
            Homeowner’s share {money(candidate.homeownerShare)}{' '}
            <button type="button" className="ui-link-button" onClick={() => onChoose(candidate)}>
              Choose {candidate.serviceRequestNumber}
            </button>
          </p>
        </li>
      ))}
    </ul>
  );
}

interface OfferValues {
  serviceRequestId: string;
  amount: string;
  note: string;
}

const isReady = ({ serviceRequestId, amount, note }: OfferValues) =>
  serviceRequestId.trim() !== '' && Number(amount) > 0 && note.trim() !== '';

export function CashInLieuPanel() {
  const offer = useOfferCashInLieu();
  const online = useOnline();
  const candidates = useCashInLieuCandidates().data?.items ?? [];
  /** Staff type or choose a claim by its SR number; the offer names it by its id. */
  const requestIdOf = (typed: string) =>
    candidates.find((candidate) => candidate.serviceRequestNumber === typed || candidate.serviceRequestId === typed)
      ?.serviceRequestId ?? typed;
  const form = useForm({
    defaultValues: { serviceRequestId: '', amount: '', note: '' } as OfferValues,
    onSubmit: ({ value, formApi }) => {
      if (!isReady(value) || !online) return;
      const dollars = Number(value.amount);
      offer.mutate(
        { serviceRequestId: requestIdOf(value.serviceRequestId.trim()), amount: dollars, note: value.note },
        {
          onSuccess: (decision) => {
            showToast({
              text: `Offered ${money(dollars)} (the homeowner's share was ${money(decision.homeownerShare)}).`,
              kind: 'success',
            });
            formApi.reset();
          },
          onError: (error) =>
            showToast({
              text:
                isApiError(error) && error.status !== 0 ? error.message : 'Could not make the offer. Please try again.',
              kind: 'error',
            }),
        },
      );
    },
  });
  const ready = useSelector(form.store, (state) => isReady(state.values));

  return (
    <section className="card account-card" aria-labelledby="staff-cash-in-lieu-title">
      <h2 id="staff-cash-in-lieu-title">Cash in Lieu</h2>
      <Candidates
        onChoose={(candidate) => {
          form.setFieldValue('serviceRequestId', candidate.serviceRequestNumber);
          document.getElementById('staff-cil-amount')?.focus();
        }}
      />
      <form
        className="staff-notice-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="serviceRequestId">
          {(field) => <TextField id="staff-cil-request" label="Service request (SR number)" {...boundInput(field)} />}
        </form.Field>
        <form.Field name="amount">
          {(field) => (
            <TextField
              id="staff-cil-amount"
              label="Amount (dollars)"
              type="number"
              min="0.01"
              step="0.01"
              inputMode="decimal"
              {...boundInput(field)}
            />
          )}
        </form.Field>
        <form.Field name="note">
          {(field) => (
            <TextAreaField
              id="staff-cil-note"
              label="Note to the homeowner"
              rows={2}
              maxLength={maxLengthOf(CashInLieuOfferBody, 'note')}
              {...boundInput(field)}
            />
          )}
        </form.Field>
        <button type="submit" className="button button--primary" disabled={!online || offer.isPending || !ready}>
          Offer Cash
        </button>
      </form>
    </section>
  );
}
