/**
 * The service call fee (the amount the authorisation answered): paid with a saved card or a new one,
 * which the gateway profiles when the request is sent (#web/lib/payments). A new card needs a
 * connection: offline only a saved card can be chosen.
 */
import { isExpired, type PaymentInfo, serviceRequestMessages } from '@hw/shared';
import { useSelector } from '@tanstack/react-form';
import { type FormEvent, useEffect, useState } from 'react';
import { cardLabel, money } from '#web/lib/format.ts';
import { type CardField, cardProblems, usableCards, usePaymentInfos } from '#web/lib/payments/index.ts';
import { CardFields, type CardForm } from '#web/ui/card-fields.tsx';
import { showValidationErrors } from '#web/ui/index.ts';
import { BackButton, firstChoiceId, RadioChoices, Step, StepActions } from './fields.tsx';

export const NEW_CARD = 'new';
export const CARD_ID_PREFIX = 'claim-card';
const CHOICES_ID = 'claim-pay-with';

export const paymentMessages = {
  newCardOffline: 'A new card needs a connection. While you are offline you can pay with a saved card.',
  noSavedCardOffline:
    'You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card.',
} as const;

/** The card offered first: the single usable one, else the default one, else a new card (online). */
export function initialChoice(infos: readonly PaymentInfo[], online: boolean): string | null {
  const usable = usableCards(infos);
  const pick = usable.length === 1 ? usable[0] : usable.find((info) => info.isDefault);
  if (pick) return pick.creditCard.creditCardId;
  return online ? NEW_CARD : null;
}

export function PaymentStep({
  fee,
  choice,
  onChoose,
  cardForm,
  online,
  onContinue,
  onBack,
}: {
  fee: number;
  choice: string | null;
  onChoose: (choice: string) => void;
  cardForm: CardForm;
  online: boolean;
  onContinue: () => void;
  onBack: () => void;
}) {
  const infos = usePaymentInfos();
  const card = useSelector(cardForm.store, (state) => state.values);
  const [attempted, setAttempted] = useState(false);
  const problems = choice === NEW_CARD ? cardProblems(card, CARD_ID_PREFIX) : [];
  const errorFor = (field: CardField) =>
    attempted ? problems.find((problem) => problem.field === field)?.message : undefined;

  useEffect(() => {
    if (choice === null && infos.data) {
      const first = initialChoice(infos.data, online);
      if (first) onChoose(first);
    }
  }, [choice, infos.data, online, onChoose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const saved = usableCards(infos.data).some((info) => info.creditCard.creditCardId === choice);
    if (!saved && choice !== NEW_CARD) {
      void showValidationErrors([{ message: serviceRequestMessages.cardRequired, fieldId: firstChoiceId(CHOICES_ID) }]);
      return;
    }
    if (choice === NEW_CARD && !online) {
      void showValidationErrors([{ message: paymentMessages.newCardOffline, fieldId: firstChoiceId(CHOICES_ID) }]);
      return;
    }
    if (problems.length) {
      void showValidationErrors(problems);
      return;
    }
    onContinue();
  };

  const saved = infos.data ?? [];
  return (
    <Step title="Service call fee">
      <p>
        The service call fee for this request is <strong>{money(fee)}</strong>. It is charged when you submit the
        request.
      </p>
      <form onSubmit={submit} noValidate>
        {infos.isPending && infos.fetchStatus !== 'paused' && <p role="status">Loading your saved cards…</p>}
        <RadioChoices
          id={CHOICES_ID}
          legend="Pay with"
          value={choice}
          onChange={onChoose}
          choices={[
            ...saved.map((info) => {
              const expired = isExpired(info.creditCard.expirationDate);
              return {
                value: info.creditCard.creditCardId,
                label: `${cardLabel(info.creditCard)}${expired ? ' (expired)' : ''}`,
                disabled: expired,
                hint: info.isDefault ? 'Default card' : undefined,
              };
            }),
            {
              value: NEW_CARD,
              label: 'A new card',
              disabled: !online,
              hint: online ? undefined : 'Needs a connection',
            },
          ]}
        />
        {!online && (
          <p className="claim-note" role="status">
            {usableCards(saved).length ? paymentMessages.newCardOffline : paymentMessages.noSavedCardOffline}
          </p>
        )}
        {choice === NEW_CARD && online && <CardFields form={cardForm} idPrefix={CARD_ID_PREFIX} errorFor={errorFor} />}
        <StepActions>
          <BackButton onClick={onBack} />
          <button type="submit" className="button button--primary">
            Continue
          </button>
        </StepActions>
      </form>
    </Step>
  );
}
