/**
 * The "payment info edit" dialog. Adding: the card goes to the gateway, then
 * POST /account/payment/info saves its profile ids (optionally as a plan's card). Editing a saved card:
 * a new expiry and optionally a plan it becomes the card of (PUT /account/payment). Success closes the
 * dialog and the cards reload.
 */
import { type AuthUser, type ContractSummary, formatExpirationDate, isExpired, parseExpirationDate } from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { cardLabel, expiry } from '#web/lib/format.ts';
import {
  type CardField,
  cardFieldId,
  cardMessages,
  cardPayment,
  cardProblems,
  cardProblemsOf,
  tokenizeCard,
} from '#web/lib/payments/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { CardFields, useCardForm } from '#web/ui/card-fields.tsx';
import { Modal, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useAddPaymentInfo } from '../api/add-payment-info.ts';
import { useUpdatePayment } from '../api/update-payment.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { PlanSelect } from './plan-select.tsx';

interface SavedCard {
  creditCardId: string;
  cardType: string;
  lastFour: string;
  expirationDate: string;
}

export function CardDialog({
  user,
  contracts,
  card,
  onClose,
}: {
  user: AuthUser;
  /** The plans the card may be set for. */
  contracts: readonly ContractSummary[];
  /** The saved card to edit; absent to add one. */
  card?: SavedCard;
  onClose: () => void;
}) {
  return card ? (
    <EditCard contracts={contracts} card={card} onClose={onClose} />
  ) : (
    <AddCard user={user} contracts={contracts} onClose={onClose} />
  );
}

function failed(error: unknown, fallback: string) {
  showToast({ text: explainedRefusal(error) ?? fallback, kind: 'error' });
}

function AddCard({
  user,
  contracts,
  onClose,
}: {
  user: AuthUser;
  contracts: readonly ContractSummary[];
  onClose: () => void;
}) {
  const idPrefix = `card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const form = useCardForm();
  const values = useSelector(form.store, (state) => state.values);
  const [policyId, setPolicyId] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const addPaymentInfo = useAddPaymentInfo();
  const online = useOnline();
  const problems = cardProblems(values, idPrefix);
  const errorFor = (field: CardField) =>
    attempted ? problems.find((problem) => problem.field === field)?.message : undefined;

  async function submit() {
    if (busy) return;
    setAttempted(true);
    if (problems.length) {
      await showValidationErrors(problems);
      return;
    }
    setBusy(true);
    try {
      const profile = await tokenizeCard({ email: user.email, card: values });
      await addPaymentInfo.mutateAsync({ ...cardPayment(profile), ...(policyId ? { policyId } : {}) });
      showToast({ text: accountMessages.card.added, kind: 'success' });
      onClose();
    } catch (error) {
      const refused = cardProblemsOf(error);
      if (refused.length) {
        void showValidationErrors(
          refused.map((problem) => ({ message: problem.message, fieldId: cardFieldId(idPrefix, problem.field) })),
        );
      } else failed(error, accountMessages.card.saveFailure());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title="Add a Card"
      onClose={() => !busy && onClose()}
      closeOnOverlay={false}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${idPrefix}-form`} className="button button--primary" disabled={busy || !online}>
            {busy ? 'Saving…' : 'Save Card'}
          </button>
        </>
      }
    >
      <form
        id={`${idPrefix}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="account-note">
          Your card number goes straight to our card processor; we keep only its last four digits.
        </p>
        <CardFields form={form} idPrefix={idPrefix} errorFor={errorFor} disabled={busy} />
        {!online && (
          <p className="account-note" role="status">
            {accountMessages.offline}
          </p>
        )}
        {contracts.length > 0 && (
          <PlanSelect
            id={`${idPrefix}-policy`}
            label="Use it for a plan (optional)"
            contracts={contracts}
            value={policyId}
            onChange={setPolicyId}
            noneLabel="Not now"
          />
        )}
      </form>
    </Modal>
  );
}

const expiryProblem = (value: string) =>
  !parseExpirationDate(value) ? cardMessages.expirationInvalid : isExpired(value) ? cardMessages.expired : undefined;

function EditCard({
  contracts,
  card,
  onClose,
}: {
  contracts: readonly ContractSummary[];
  card: SavedCard;
  onClose: () => void;
}) {
  const idPrefix = `edit-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const expiryId = `${idPrefix}-expirationDate`;
  const updatePayment = useUpdatePayment();
  const form = useForm({
    defaultValues: { expirationDate: expiry(card.expirationDate), policyId: '' },
    validators: { onSubmit: ({ value }) => expiryProblem(value.expirationDate) },
    onSubmitInvalid: ({ value }) =>
      void showValidationErrors([{ message: expiryProblem(value.expirationDate) ?? '', fieldId: expiryId }]),
    onSubmit: async ({ value }) => {
      try {
        await updatePayment.mutateAsync({
          creditCardId: card.creditCardId,
          expirationDate: value.expirationDate,
          ...(value.policyId ? { policyId: value.policyId } : {}),
        });
        showToast({ text: accountMessages.card.updated, kind: 'success' });
        onClose();
      } catch (error) {
        failed(error, accountMessages.card.saveFailure());
      }
    },
  });
  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  return (
    <Modal
      open
      title="Update Card"
      onClose={() => !submitting && onClose()}
      closeOnOverlay={false}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" form={`${idPrefix}-form`} className="button button--primary" disabled={submitting}>
            {submitting ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form
        id={`${idPrefix}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <p>{cardLabel(card)}</p>
        <form.Field name="expirationDate">
          {(field) => (
            <TextField
              id={expiryId}
              label="Expiration (MM/YY)"
              inputMode="numeric"
              placeholder="MM/YY"
              value={field.state.value}
              onChange={(event) => field.handleChange(formatExpirationDate(event.target.value))}
              onBlur={field.handleBlur}
              error={attempted ? expiryProblem(field.state.value) : undefined}
            />
          )}
        </form.Field>
        {contracts.length > 0 && (
          <form.Field name="policyId">
            {(field) => (
              <PlanSelect
                id={`${idPrefix}-policy`}
                label="Use it for a plan (optional)"
                contracts={contracts}
                value={field.state.value}
                onChange={field.handleChange}
                noneLabel="No change"
              />
            )}
          </form.Field>
        )}
      </form>
    </Modal>
  );
}
