/**
 * Contacts: who orders (real estate: Home Buyer shown but not selectable, Buyer's Agent, Listing Agent,
 * Escrow Officer), the owner or buyer, and how they want to hear from us.
 */
import { formatPhone } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { CheckboxField, TextField } from '#web/ui/index.ts';
import { type ErrorLookup, RadioGroup, textProps } from '../fields.tsx';
import { fieldId } from '../form-values.ts';
import { OrderField, useOrderValues } from '../order-fields.tsx';

/** Who may order a real-estate plan, in the page's language (called where shown). */
export const orderingPartyChoices = () =>
  [
    { value: 'homeBuyer', label: m.order_role_home_buyer(), disabled: true },
    { value: 'buyerAgent', label: m.order_role_buyer_agent() },
    { value: 'sellerAgent', label: m.order_role_listing_agent() },
    { value: 'titleCompany', label: m.order_role_escrow_officer() },
  ] as const;

export function ContactsStep({
  errorFor,
  realEstate,
  person,
}: {
  errorFor: ErrorLookup;
  realEstate: boolean;
  /** Whom the order covers: the seller of a listing coverage, the buyer, the owner. */
  person: 'Seller' | 'Buyer' | 'Owner';
}) {
  const values = useOrderValues();
  return (
    <>
      {realEstate && (
        <OrderField name="orderingPartyType">
          {(field) => (
            <RadioGroup
              id={fieldId(field.name)}
              name={field.name}
              legend={m.order_party_legend()}
              value={field.value}
              onChange={(value) => field.change(value as typeof field.value)}
              choices={orderingPartyChoices()}
              error={errorFor(field.name)}
            />
          )}
        </OrderField>
      )}
      <div className="order-row">
        <OrderField name="owner.firstName">
          {(field) => (
            <TextField
              {...textProps(field, errorFor)}
              label={m.order_contact_first_name({ person })}
              autoComplete="given-name"
            />
          )}
        </OrderField>
        <OrderField name="owner.lastName">
          {(field) => (
            <TextField
              {...textProps(field, errorFor)}
              label={m.order_contact_last_name({ person })}
              autoComplete="family-name"
            />
          )}
        </OrderField>
      </div>
      <OrderField name="owner.email">
        {(field) => (
          <TextField
            {...textProps(field, errorFor)}
            label={m.order_contact_email({ person })}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </OrderField>
      <OrderField name="owner.phone">
        {(field) => (
          <TextField
            {...textProps(field, errorFor, formatPhone)}
            label={m.order_contact_phone({ person })}
            type="tel"
            autoComplete="tel-national"
            placeholder="###-###-####"
          />
        )}
      </OrderField>
      <fieldset className="order-fieldset">
        <legend className="ui-field__label">{m.order_contact_preferences()}</legend>
        <OrderField name="contactPreferences.isOptedInToSms">
          {(field) => (
            <CheckboxField
              id={fieldId(field.name)}
              label={m.order_contact_sms()}
              checked={field.value}
              onChange={(event) => field.change(event.target.checked)}
            />
          )}
        </OrderField>
        {values.contactPreferences.isOptedInToSms && (
          <OrderField name="contactPreferences.smsPhoneNumber">
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
          </OrderField>
        )}
        <OrderField name="contactPreferences.wantsWelcomeCall">
          {(field) => (
            <CheckboxField
              id={fieldId(field.name)}
              label={m.order_contact_welcome_call()}
              checked={field.value}
              onChange={(event) => field.change(event.target.checked)}
            />
          )}
        </OrderField>
      </fieldset>
    </>
  );
}
