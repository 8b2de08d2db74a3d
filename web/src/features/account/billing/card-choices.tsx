import type { PaymentInfo } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { ReactNode } from 'react';
import { cardText } from '../format.ts';

/** A choice among the owner's saved cards, one radio button a card. */
export function CardChoices({
  name,
  cards,
  chosenId,
  onChoose,
  describe = (info) => cardText(info.creditCard),
  disabled,
}: {
  name: string;
  cards: PaymentInfo[];
  chosenId: string | undefined;
  onChoose: (creditCardId: string) => void;
  /** What a card's choice says (its brand, last digits and expiry unless told otherwise). */
  describe?: (info: PaymentInfo) => ReactNode;
  disabled?: boolean;
}) {
  return (
    <fieldset className="account-choices">
      <legend>{m.account_card()}</legend>
      {cards.map((info) => (
        <label key={info.creditCard.creditCardId} className="account-choice">
          <input
            type="radio"
            name={name}
            value={info.creditCard.creditCardId}
            checked={chosenId === info.creditCard.creditCardId}
            onChange={() => onChoose(info.creditCard.creditCardId)}
            disabled={disabled}
          />
          <span>{describe(info)}</span>
        </label>
      ))}
    </fieldset>
  );
}
