/**
 * Contacts: who orders (real estate: Home Buyer shown but not selectable, Buyer's Agent, Listing Agent,
 * Escrow Officer), the owner or buyer, and how they want to hear from us.
 */
import { formatPhone } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { CheckboxField, TextField } from '#web/ui/index.ts';
import { type ErrorLookup, RadioGroup, textProps } from '../fields.tsx';
import { fieldId } from '../form-values.ts';
import { type OrderForm, useOrderValues } from '../use-order-form.ts';

/** Who may order a real-estate plan, in the page's language (called where shown). */
export const orderingPartyChoices = () =>
  [
    { value: 'homeBuyer', label: m.order_role_home_buyer(), disabled: true },
    { value: 'buyerAgent', label: m.order_role_buyer_agent() },
    { value: 'sellerAgent', label: m.order_role_listing_agent() },
    { value: 'titleCompany', label: m.order_role_escrow_officer() },
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
              legend={m.order_party_legend()}
              value={field.state.value}
              onChange={(value) => field.handleChange(value as typeof field.state.value)}
              choices={orderingPartyChoices()}
              error={errorFor(field.name)}
            />
          )}
        </form.Field>
      )}
      <div className="order-row">
        <form.Field name="owner.firstName">
          {(field) => (
            <TextField
              {...textProps(field, errorFor)}
              label={m.order_contact_first_name({ person })}
              autoComplete="given-name"
            />
          )}
        </form.Field>
        <form.Field name="owner.lastName">
          {(field) => (
            <TextField
              {...textProps(field, errorFor)}
              label={m.order_contact_last_name({ person })}
              autoComplete="family-name"
            />
          )}
        </form.Field>
      </div>
      <form.Field name="owner.email">
        {(field) => (
          <TextField
            {...textProps(field, errorFor)}
            label={m.order_contact_email({ person })}
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
            label={m.order_contact_phone({ person })}
            type="tel"
            autoComplete="tel-national"
            placeholder="###-###-####"
          />
        )}
      </form.Field>
      <fieldset className="order-fieldset">
        <legend className="ui-field__label">{m.order_contact_preferences()}</legend>
        <form.Field name="contactPreferences.isOptedInToSms">
          {(field) => (
            <CheckboxField
              id={fieldId(field.name)}
              label={m.order_contact_sms()}
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
                label={m.order_contact_sms_phone()}
                type="tel"
                autoComplete="tel-national"
                placeholder={values.owner.phone || '###-###-####'}
                hint={m.order_contact_sms_hint()}
              />
            )}
          </form.Field>
        )}
        <form.Field name="contactPreferences.wantsWelcomeCall">
          {(field) => (
            <CheckboxField
              id={fieldId(field.name)}
              label={m.order_contact_welcome_call()}
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
          )}
        </form.Field>
      </fieldset>
    </>
  );
}
