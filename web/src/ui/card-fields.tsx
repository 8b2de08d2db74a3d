/**
 * The card inputs of every card form: number in groups of four, expiry MM/YY, security code of at most
 * four digits (formatting from @hw/shared), each with its label, autocomplete and numeric keypad. The
 * values live only in the form (`useCardForm`), which nothing stores.
 */
import { formatCardNumber, formatExpirationDate, formatSecurityCode, SECURITY_CODE_MAX_DIGITS } from '@hw/shared';
import { useForm } from '@tanstack/react-form';
import { type CardField, type CardValues, cardFieldId, emptyCard } from '#web/lib/payments/card-input.ts';
import { TextField } from './field.tsx';

export const useCardForm = () => useForm({ defaultValues: emptyCard() as CardValues });
export type CardForm = ReturnType<typeof useCardForm>;

const FORMATS: Record<CardField, (typed: string) => string> = {
  cardNumber: formatCardNumber,
  expirationDate: formatExpirationDate,
  cardCode: formatSecurityCode,
};

export function CardFields({
  form,
  idPrefix,
  errorFor,
  disabled,
}: {
  form: CardForm;
  /** Input ids are `${idPrefix}-cardNumber` and so on (`cardFieldId`), for the validation dialog to focus. */
  idPrefix: string;
  errorFor: (field: CardField) => string | undefined;
  disabled?: boolean | undefined;
}) {
  const input = (field: CardField) => ({
    id: cardFieldId(idPrefix, field),
    name: field,
    error: errorFor(field),
    disabled,
    inputMode: 'numeric' as const,
  });
  return (
    <div className="ui-card-fields">
      <form.Field name="cardNumber">
        {(field) => (
          <TextField
            {...input('cardNumber')}
            label="Card number"
            autoComplete="cc-number"
            placeholder="#### #### #### ####"
            value={field.state.value}
            onChange={(event) => field.handleChange(FORMATS.cardNumber(event.target.value))}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      <div className="ui-card-fields__row">
        <form.Field name="expirationDate">
          {(field) => (
            <TextField
              {...input('expirationDate')}
              label="Expiration (MM/YY)"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={field.state.value}
              onChange={(event) => field.handleChange(FORMATS.expirationDate(event.target.value))}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="cardCode">
          {(field) => (
            <TextField
              {...input('cardCode')}
              label="Security code"
              autoComplete="cc-csc"
              maxLength={SECURITY_CODE_MAX_DIGITS}
              value={field.state.value}
              onChange={(event) => field.handleChange(FORMATS.cardCode(event.target.value))}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </div>
    </div>
  );
}
