/**
 * Contacts: who orders (real estate: Home Buyer shown but not selectable, Buyer's Agent, Listing Agent,
 * Escrow Officer), the owner or buyer, and how they want to hear from us.
 */
import { formatPhone } from '@hw/shared';
import { CheckboxField, TextField } from '#web/ui/index.ts';
import { type ErrorLookup, RadioGroup, textProps } from '../fields.tsx';
import { fieldId } from '../form-values.ts';
import { type OrderForm, useOrderValues } from '../use-order-form.ts';

export const ORDERING_PARTY_CHOICES = [
  { value: 'homeBuyer', label: 'Home Buyer', disabled: true },
  { value: 'buyerAgent', label: "Buyer's Agent" },
  { value: 'sellerAgent', label: 'Listing Agent' },
  { value: 'titleCompany', label: 'Escrow Officer' },
] as const;

export function ContactsStep({
  form,
  errorFor,
  realEstate,
  person,
}: {
  form: OrderForm;
  errorFor: ErrorLookup;
  realEstate: boolean;
  /** Whom the order covers: the seller of a listing coverage, the buyer, the owner. */
  person: 'Seller' | 'Buyer' | 'Owner';
}) {
  const values = useOrderValues(form);
  return (
    <>
      {realEstate && (
        <form.Field name="orderingPartyType">
          {(field) => (
            <RadioGroup
              id={fieldId(field.name)}
              name={field.name}
              legend="I am the"
              value={field.state.value}
              onChange={(value) => field.handleChange(value as typeof field.state.value)}
              choices={ORDERING_PARTY_CHOICES}
              error={errorFor(field.name)}
            />
          )}
        </form.Field>
      )}
      <div className="order-row">
        <form.Field name="owner.firstName">
          {(field) => (
            <TextField {...textProps(field, errorFor)} label={`${person} first name`} autoComplete="given-name" />
          )}
        </form.Field>
        <form.Field name="owner.lastName">
          {(field) => (
            <TextField {...textProps(field, errorFor)} label={`${person} last name`} autoComplete="family-name" />
          )}
        </form.Field>
      </div>
      <form.Field name="owner.email">
        {(field) => (
          <TextField
            {...textProps(field, errorFor)}
            label={`${person} e-mail`}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </form.Field>
      <form.Field name="owner.phone">
        {(field) => (
          <TextField
            {...textProps(field, errorFor, formatPhone)}
            label={`${person} phone`}
            type="tel"
            autoComplete="tel-national"
            placeholder="###-###-####"
          />
        )}
      </form.Field>
      <fieldset className="order-fieldset">
        <legend className="ui-field__label">Contact preferences</legend>
        <form.Field name="contactPreferences.isOptedInToSms">
          {(field) => (
            <CheckboxField
              id={fieldId(field.name)}
              label="Send me text message updates about my plan and repairs"
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
          )}
        </form.Field>
        {values.contactPreferences.isOptedInToSms && (
          <form.Field name="contactPreferences.smsPhoneNumber">
            {(field) => (
              <TextField
                {...textProps(field, errorFor, formatPhone)}
                label="Mobile number for texts"
                type="tel"
                autoComplete="tel-national"
                placeholder={values.owner.phone || '###-###-####'}
                hint="Leave empty to use the phone above."
              />
            )}
          </form.Field>
        )}
        <form.Field name="contactPreferences.wantsWelcomeCall">
          {(field) => (
            <CheckboxField
              id={fieldId(field.name)}
              label="I would like a welcome call to go over my coverage"
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
          )}
        </form.Field>
      </fieldset>
    </>
  );
}
