/**
 * The service call fee (the amount the authorisation answered): paid with a saved card or a new one, typed into
 * the gateway's hosted card form (lib/payments/hosted-card-form.tsx; it opens by itself when no saved card can
 * pay). A new card needs a connection: offline only a saved card can be chosen.
 */
import { isExpired, type PaymentInfo } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { cardLabel, money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { HostedCardForm } from '#web/lib/payments/hosted-card-form.tsx';
import { type HostedCard, hostedCardMessages, usableCards, usePaymentInfos } from '#web/lib/payments/index.ts';
import { showValidationErrors } from '#web/ui/index.ts';
import { firstChoiceId, RadioChoices, Step, StepForm } from './fields.tsx';

export const NEW_CARD = 'new';
/** The card area's control, which the validation dialog focuses. */
export const CARD_ID = 'claim-card';
const CHOICES_ID = 'claim-pay-with';

/** Read when shown, in the page's language. */
export const paymentMessages = {
  get newCardOffline() {
    return m.claim_new_card_offline();
  },
  get noSavedCardOffline() {
    return m.claim_no_saved_card_offline();
  },
};

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
  hostedCard,
  email,
  online,
  onContinue,
  onBack,
}: {
  fee: number;
  choice: string | null;
  onChoose: (choice: string) => void;
  /** The card saved in the hosted card form: held by the dialog, so it outlives this step. */
  hostedCard: HostedCard;
  /** The payer's e-mail, for the gateway's customer profile of a new card. */
  email: string;
  online: boolean;
  onContinue: () => void;
  onBack: () => void;
}) {
  const infos = usePaymentInfos();
  const [attempted, setAttempted] = useState(false);
  const cardMissing = choice === NEW_CARD && !hostedCard.card;

  useEffect(() => {
    if (choice === null && infos.data) {
      const first = initialChoice(infos.data, online);
      if (first) onChoose(first);
    }
  }, [choice, infos.data, online, onChoose]);

  const submit = () => {
    setAttempted(true);
    const saved = usableCards(infos.data).some((info) => info.creditCard.creditCardId === choice);
    if (!saved && choice !== NEW_CARD) {
      void showValidationErrors([{ message: m.claim_card_required(), fieldId: firstChoiceId(CHOICES_ID) }]);
      return;
    }
    if (choice === NEW_CARD && !online) {
      void showValidationErrors([{ message: paymentMessages.newCardOffline, fieldId: firstChoiceId(CHOICES_ID) }]);
      return;
    }
    if (cardMissing) {
      void showValidationErrors([{ message: hostedCardMessages.required, fieldId: CARD_ID }]);
      return;
    }
    onContinue();
  };

  const saved = infos.data ?? [];
  return (
    <Step title={m.claim_fee_title()}>
      <p>
        <RichMessage
          parts={m.claim_fee_text.parts({ amount: money(fee) })}
          markup={{ strong: (children: ReactNode) => <strong>{children}</strong> }}
        />
      </p>
      <StepForm onSubmit={submit} onBack={onBack}>
        {infos.isPending && infos.fetchStatus !== 'paused' && <p role="status">{m.claim_cards_loading()}</p>}
        <RadioChoices
          id={CHOICES_ID}
          legend={m.claim_pay_with()}
          value={choice}
          onChange={onChoose}
          choices={[
            ...saved.map((info) => {
              const expired = isExpired(info.creditCard.expirationDate);
              return {
                value: info.creditCard.creditCardId,
                label: expired
                  ? m.claim_card_expired({ card: cardLabel(info.creditCard) })
                  : cardLabel(info.creditCard),
                disabled: expired,
                hint: info.isDefault ? m.claim_default_card() : undefined,
              };
            }),
            {
              value: NEW_CARD,
              label: m.claim_new_card(),
              disabled: !online,
              hint: online ? undefined : m.claim_needs_connection(),
            },
          ]}
        />
        {!online && (
          <p className="claim-note" role="status">
            {usableCards(saved).length ? paymentMessages.newCardOffline : paymentMessages.noSavedCardOffline}
          </p>
        )}
        {choice === NEW_CARD && online && (
          <HostedCardForm
            card={hostedCard}
            email={email}
            id={CARD_ID}
            error={attempted && cardMissing ? hostedCardMessages.required : undefined}
            autoOpen={Boolean(infos.data) && usableCards(saved).length === 0}
          />
        )}
      </StepForm>
    </Step>
  );
}
