/**
 * The "payment info edit" dialog. Adding: the card is typed into the gateway's hosted card form (it opens by
 * itself), then POST /account/payment/info saves the profile ids of the card it saved (optionally as a plan's
 * card). Editing a saved card:
 * a new expiry and optionally a plan it becomes the card of (PUT /account/payment). Success closes the
 * dialog and the cards reload.
 */
import { type AuthUser, type ContractSummary, formatExpirationDate, isExpired, parseExpirationDate } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { expiry } from '#web/lib/format.ts';
import { HostedCardForm } from '#web/lib/payments/hosted-card-form.tsx';
import { cardPayment, hostedCardMessages, savedCardRefusal, useHostedCard } from '#web/lib/payments/index.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useAddPaymentInfo } from '../api/add-payment-info.ts';
import { useUpdatePayment } from '../api/update-payment.ts';
import { FormDialog } from '../form-dialog.tsx';
import { cardText } from '../format.ts';
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
  const hosted = useHostedCard();
  const cardId = `${idPrefix}-card`;
  const [policyId, setPolicyId] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const addPaymentInfo = useAddPaymentInfo();
  const online = useOnline();

  async function submit() {
    if (busy) return;
    setAttempted(true);
    const profile = hosted.card;
    if (!profile) {
      await showValidationErrors([{ message: hostedCardMessages.required, fieldId: cardId }]);
      return;
    }
    setBusy(true);
    try {
      await addPaymentInfo.mutateAsync({ ...cardPayment(profile), ...(policyId ? { policyId } : {}) });
      showToast({ text: accountMessages.card.added, kind: 'success' });
      onClose();
    } catch (error) {
      // The card saved in the form cannot be kept (not found, its token no longer valid): it is entered again.
      const refused = savedCardRefusal(error);
      if (refused) {
        hosted.forget();
        void showValidationErrors([{ message: refused, fieldId: cardId }]);
      } else failed(error, accountMessages.card.saveFailure());
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={m.account_card_add()}
      formId={`${idPrefix}-form`}
      busy={busy}
      submitLabel={m.account_card_save()}
      canSubmit={online}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <HostedCardForm
        card={hosted}
        email={user.email}
        id={cardId}
        error={attempted && !hosted.card ? hostedCardMessages.required : undefined}
        autoOpen
        disabled={busy}
      />
      {!online && (
        <p className="account-note" role="status">
          {accountMessages.offline}
        </p>
      )}
      {contracts.length > 0 && (
        <PlanSelect
          id={`${idPrefix}-policy`}
          label={m.account_card_use_for_plan()}
          contracts={contracts}
          value={policyId}
          onChange={setPolicyId}
          noneLabel={m.account_not_now()}
        />
      )}
    </FormDialog>
  );
}

/** How the expiry of a saved card is checked when it is edited. */
export const expiryMessages = {
  get invalid() {
    return m.account_card_expiry_invalid();
  },
  get expired() {
    return m.account_card_expired();
  },
};

const expiryProblem = (value: string) =>
  !parseExpirationDate(value) ? expiryMessages.invalid : isExpired(value) ? expiryMessages.expired : undefined;

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
    <FormDialog
      title={m.account_card_update_title()}
      formId={`${idPrefix}-form`}
      busy={submitting}
      submitLabel={m.account_save()}
      onSubmit={() => void form.handleSubmit()}
      onClose={onClose}
    >
      <p>{cardText(card)}</p>
      <form.Field name="expirationDate">
        {(field) => (
          <TextField
            id={expiryId}
            label={m.account_card_expiration_label()}
            inputMode="numeric"
            placeholder={m.account_card_expiration_placeholder()}
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
              label={m.account_card_use_for_plan()}
              contracts={contracts}
              value={field.state.value}
              onChange={field.handleChange}
              noneLabel={m.account_card_no_change()}
            />
          )}
        </form.Field>
      )}
    </FormDialog>
  );
}
