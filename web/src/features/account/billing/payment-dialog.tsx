/**
 * Paying with a saved card or a new one (the invoice payment and the "agent order payment" dialogs). A new
 * card is typed into the gateway's hosted card form (lib/payments/hosted-card-form.tsx; it opens by itself when
 * there is no saved card to choose); the payment carries only its profile ids and the token that opened the
 * profile (`profileToken`). A declined or refused new card is forgotten: another is entered. Success counts only when
 * policyPaymentId is above 0: the success toast shows for 10 s and the dialog closes.
 * A declined card is said plainly in the dialog; a refusal the server explains (a changed price, a payment
 * that cannot be made) is shown in the dialog in the server's words when the payment asks for it
 * (`explainsRefusals`); any other failure asks to check the billing information and to call, option 2.
 */
import { isExpired, type PaymentInfo } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, useId, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { money } from '#web/lib/format.ts';
import { HostedCardForm } from '#web/lib/payments/hosted-card-form.tsx';
import {
  type CardPayment,
  cardPayment,
  hostedCardMessages,
  initialCreditCardId,
  savedCardRefusal,
  useHostedCard,
  usePaymentInfos,
  useRetryKeys,
} from '#web/lib/payments/index.ts';
import { showToast, showValidationErrors, TOAST_DEFAULT_MS } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { FormDialog } from '../form-dialog.tsx';
import { cardText } from '../format.ts';
import { explainedRefusal, isDeclined, isPaymentSuccessful } from '../payment-rules.ts';

/** A saved card, or a card just saved in the hosted card form (its ids and the token that opened its profile). */
export type PaymentSource = { creditCardId: string } | CardPayment;

export interface PaymentDialogProps<R = { policyPaymentId: number }> {
  title: string;
  /** What is being paid, above the card choice. */
  summary: ReactNode;
  amount: number;
  /** The payer's e-mail, for the gateway's customer profile of a new card. */
  email: string;
  /** The policy number named by the success toast. */
  policyNumber: string;
  pay: (source: PaymentSource, idempotencyKey: string) => Promise<R>;
  /** Whether the answer is a payment made; by default, one whose policyPaymentId is above 0. */
  isPaid?: (result: R) => boolean;
  /** The success toast; by default the payment's words naming the policy. */
  successText?: string;
  /** Refusals the server explains are shown in the dialog in its own words. */
  explainsRefusals?: boolean;
  /** Told of every failed payment (a changed price asks for a new quote). */
  onFailed?: (error: unknown) => void;
  onClose: () => void;
}

const NEW_CARD = 'new';

/** "Visa ending 1111, expires 12/29 (expired) · Default". */
function savedCardChoiceText(card: string, expired: boolean, isDefault: boolean): string {
  if (expired)
    return isDefault ? m.account_card_choice_expired_default({ card }) : m.account_card_choice_expired({ card });
  return isDefault ? m.account_card_choice_default({ card }) : card;
}

function SavedCardChoice({
  info,
  name,
  checked,
  onSelect,
}: {
  info: PaymentInfo;
  name: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const card = info.creditCard;
  const expired = isExpired(card.expirationDate);
  return (
    <label className={expired ? 'account-choice account-choice--disabled' : 'account-choice'}>
      <input
        type="radio"
        name={name}
        value={card.creditCardId}
        disabled={expired}
        checked={checked}
        onChange={onSelect}
      />
      <span>{savedCardChoiceText(cardText(card), expired, info.isDefault)}</span>
    </label>
  );
}

/** Mount it only while open: its card and state start fresh each time. */
export function PaymentDialog<R = { policyPaymentId: number }>({
  title,
  summary,
  amount,
  email,
  policyNumber,
  pay,
  isPaid,
  successText,
  explainsRefusals = false,
  onFailed,
  onClose,
}: PaymentDialogProps<R>) {
  const idPrefix = `pay-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const infos = usePaymentInfos();
  const hosted = useHostedCard();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const retry = useRetryKeys();
  const cardId = `${idPrefix}-card`;

  const usable = (infos.data ?? []).filter((info) => !isExpired(info.creditCard.expirationDate));
  const choice = chosen ?? initialCreditCardId(usable) ?? (infos.isPending ? null : NEW_CARD);
  const cardMissing = choice === NEW_CARD && !hosted.card;
  /** No saved card can pay: the card form opens by itself. */
  const newCardOnly = !infos.isPending && usable.length === 0;

  function source(): PaymentSource | null {
    if (choice !== NEW_CARD && choice) return { creditCardId: choice };
    return hosted.card ? cardPayment(hosted.card) : null;
  }

  async function submit() {
    if (busy) return;
    setAttempted(true);
    setDeclined(false);
    setRefusal(null);
    if (!choice) {
      await showValidationErrors([{ message: accountMessages.payment.needsCard }]);
      return;
    }
    const paidWith = source();
    if (!paidWith) {
      await showValidationErrors([{ message: hostedCardMessages.required, fieldId: cardId }]);
      return;
    }
    setBusy(true);
    try {
      const key = retry.keyFor(JSON.stringify(paidWith));
      try {
        const result = await pay(paidWith, key);
        retry.answered();
        const paid = isPaid ? isPaid(result) : isPaymentSuccessful(result as { policyPaymentId: number } | null);
        if (!paid) {
          showToast({
            title: accountMessages.payment.failureTitle,
            text: accountMessages.payment.failure(),
            kind: 'error',
          });
          return;
        }
        showToast({
          text: successText ?? accountMessages.payment.success(policyNumber),
          kind: 'success',
          durationMs: TOAST_DEFAULT_MS,
        });
        onClose();
      } catch (error) {
        if (isApiError(error) && error.isNetworkError) retry.lost();
        throw error;
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  function failed(error: unknown) {
    onFailed?.(error);
    if (isDeclined(error)) {
      // A new card declined is not tried again as it was: the payer enters another.
      if (choice === NEW_CARD) hosted.forget();
      setDeclined(true);
      return;
    }
    const refused = choice === NEW_CARD ? savedCardRefusal(error) : undefined;
    if (refused) {
      hosted.forget();
      void showValidationErrors([{ message: refused, fieldId: cardId }]);
      return;
    }
    const lost = isApiError(error) && error.isNetworkError;
    const explained = explainsRefusals && !lost ? explainedRefusal(error) : undefined;
    if (explained) {
      setRefusal(explained);
      return;
    }
    showToast({
      title: accountMessages.payment.failureTitle,
      text: lost ? accountMessages.payment.connectionLost : accountMessages.payment.failure(),
      kind: 'error',
    });
  }

  const name = `${idPrefix}-card`;
  const select = (value: string) => {
    setChosen(value);
    setDeclined(false);
    setRefusal(null);
  };
  return (
    <FormDialog
      title={title}
      formId={`${idPrefix}-form`}
      busy={busy}
      submitLabel={m.account_pay_amount({ amount: money(amount) })}
      busyLabel={m.account_paying()}
      canSubmit={!infos.isPending}
      needsConnection
      alerts={[declined && accountMessages.payment.declined, refusal]}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="account-pay-summary">{summary}</div>
      {infos.isPending && <p className="account-muted">{m.account_loading_cards()}</p>}
      <fieldset className="account-choices">
        <legend>{m.account_pay_with()}</legend>
        {(infos.data ?? []).map((info) => (
          <SavedCardChoice
            key={info.creditCard.creditCardId}
            info={info}
            name={name}
            checked={choice === info.creditCard.creditCardId}
            onSelect={() => select(info.creditCard.creditCardId)}
          />
        ))}
        <label className="account-choice">
          <input
            type="radio"
            name={name}
            value={NEW_CARD}
            checked={choice === NEW_CARD}
            onChange={() => select(NEW_CARD)}
          />
          <span>{m.account_new_card()}</span>
        </label>
      </fieldset>
      {choice === NEW_CARD && (
        <HostedCardForm
          card={hosted}
          email={email}
          id={cardId}
          error={attempted && cardMissing ? hostedCardMessages.required : undefined}
          autoOpen={newCardOnly}
          disabled={busy}
        />
      )}
    </FormDialog>
  );
}
