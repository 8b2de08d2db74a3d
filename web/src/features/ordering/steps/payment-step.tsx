/**
 * Payment: escrow (real estate), monthly or in full by card (an upgrade keeps how its plan is paid). The card is
 * typed into the gateway's hosted card form, which opens by itself here (a new card is the only choice) for the
 * owner's e-mail; only the saved card's ids stay with the page, never in the draft. The billing address defaults
 * to the property's.
 */
import { formatZip, isEmailAddress, type OrderPaymentType } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { HostedCardForm } from '#web/lib/payments/hosted-card-form.tsx';
import { type HostedCard, hostedCardMessages } from '#web/lib/payments/index.ts';
import { useStates } from '#web/lib/reference/get-states.ts';
import { CheckboxField, TextField } from '#web/ui/index.ts';
import type { PartnerChoice } from '../draft.ts';
import { type ErrorLookup, RadioGroup, SelectField, textProps } from '../fields.tsx';
import { fieldId } from '../form-values.ts';
import { OFFLINE_ORDER_MESSAGES } from '../offline/offline-order-rules.ts';
import { isCardPayment } from '../order-body.ts';
import { OrderField, useOrderValues } from '../order-fields.tsx';
import { ORDER_CARD_FIELD } from '../validation.ts';
import { KeptTerm } from './kept-terms.tsx';

/** Each way to pay, in the page's language (called where shown). */
export const PAYMENT_LABELS: Record<OrderPaymentType, () => string> = {
  escrow: m.order_pay_escrow,
  monthly: m.order_pay_monthly,
  full: m.order_pay_full,
};

export const paymentTypesFor = (realEstate: boolean): OrderPaymentType[] =>
  realEstate ? ['escrow', 'full'] : ['monthly', 'full'];

export function PaymentStep({
  hostedCard,
  errorFor,
  realEstate,
  online,
  keepsPaymentType = false,
  escrowPartner = null,
}: {
  /** The escrow officer chosen under Partners: an invoice at closing goes to them unless changed here. */
  escrowPartner?: PartnerChoice | null;
  /** An upgrade: the plan is paid as it is now, shown but not chosen. */
  keepsPaymentType?: boolean;
  /** The card saved in the hosted card form: held by the order page, so it outlives this step. */
  hostedCard: HostedCard;
  errorFor: ErrorLookup;
  realEstate: boolean;
  online: boolean;
}) {
  const values = useOrderValues();
  const states = useStates();
  const card = isCardPayment(values.payment.type);
  const [changingOfficer, setChangingOfficer] = useState(false);
  const officer = values.payment.escrowOfficer;
  const officerChosen =
    !changingOfficer &&
    escrowPartner !== null &&
    officer.name === escrowPartner.name &&
    officer.company === escrowPartner.company &&
    isEmailAddress(officer.email);
  return (
    <>
      {keepsPaymentType ? (
        <KeptTerm
          label={m.order_paid()}
          value={PAYMENT_LABELS[values.payment.type]()}
          paymentType={values.payment.type}
        />
      ) : (
        <OrderField name="payment.type">
          {(field) => (
            <RadioGroup
              id={fieldId(field.name)}
              name={field.name}
              legend={m.order_pay_legend()}
              value={field.value}
              onChange={(value) => field.change(value as OrderPaymentType)}
              choices={paymentTypesFor(realEstate).map((type) => ({ value: type, label: PAYMENT_LABELS[type]() }))}
            />
          )}
        </OrderField>
      )}
      {card && !online && hostedCard.card && (
        <p className="order-offline" role="status">
          {OFFLINE_ORDER_MESSAGES.cardNeedsConnection}
        </p>
      )}
      {card && (
        <>
          <HostedCardForm
            card={hostedCard}
            email={values.owner.email}
            id={fieldId(ORDER_CARD_FIELD)}
            error={errorFor(ORDER_CARD_FIELD)}
            autoOpen
            // Escrow is offered to real-estate orders only: the words that suggest it are theirs.
            offlineMessage={realEstate ? OFFLINE_ORDER_MESSAGES.cardNeedsConnection : hostedCardMessages.offline}
            needsEmailMessage={m.order_pay_needs_email()}
          />
          <OrderField name="payment.billingAddressSameAsProperty">
            {(field) => (
              <CheckboxField
                id={fieldId(field.name)}
                label={m.order_billing_same()}
                checked={field.value}
                onChange={(event) => field.change(event.target.checked)}
              />
            )}
          </OrderField>
          {!values.payment.billingAddressSameAsProperty && (
            <>
              <OrderField name="payment.billingAddress.streetAddress">
                {(field) => (
                  <TextField
                    {...textProps(field, errorFor)}
                    label={m.order_billing_street()}
                    autoComplete="billing address-line1"
                  />
                )}
              </OrderField>
              <OrderField name="payment.billingAddress.city">
                {(field) => (
                  <TextField
                    {...textProps(field, errorFor)}
                    label={m.order_billing_city()}
                    autoComplete="billing address-level2"
                  />
                )}
              </OrderField>
              <div className="order-row">
                <OrderField name="payment.billingAddress.state">
                  {(field) => (
                    <SelectField
                      id={fieldId(field.name)}
                      label={m.order_billing_state()}
                      value={field.value}
                      onChange={field.change}
                      error={errorFor(field.name)}
                      placeholder={m.order_choose_state()}
                      choices={(states.data ?? []).map((state) => ({
                        value: state.stateCode,
                        label: state.description,
                      }))}
                    />
                  )}
                </OrderField>
                <OrderField name="payment.billingAddress.zipCode">
                  {(field) => (
                    <TextField
                      {...textProps(field, errorFor, formatZip)}
                      label={m.order_billing_zip()}
                      inputMode="numeric"
                      autoComplete="billing postal-code"
                    />
                  )}
                </OrderField>
              </div>
            </>
          )}
        </>
      )}
      {!card && (
        <>
          <p className="order-note">{m.order_escrow_note()}</p>
          {officerChosen ? (
            <div className="escrow-chosen" data-testid="escrow-officer-chosen">
              <p className="escrow-chosen__lead">{m.order_escrow_officer_chosen()}</p>
              <p className="escrow-chosen__who">
                <strong>{officer.name}</strong>
                <span>{officer.company}</span>
                <span>{officer.email}</span>
              </p>
              <button type="button" className="button button--ghost" onClick={() => setChangingOfficer(true)}>
                {m.order_escrow_officer_change()}
              </button>
            </div>
          ) : (
            <fieldset className="order-fieldset">
              <legend>{m.order_escrow_officer()}</legend>
              <OrderField name="payment.escrowOfficer.name">
                {(field) => (
                  <TextField {...textProps(field, errorFor)} label={m.order_escrow_officer_name()} autoComplete="off" />
                )}
              </OrderField>
              <OrderField name="payment.escrowOfficer.company">
                {(field) => (
                  <TextField {...textProps(field, errorFor)} label={m.order_escrow_company()} autoComplete="off" />
                )}
              </OrderField>
              <OrderField name="payment.escrowOfficer.email">
                {(field) => (
                  <TextField
                    {...textProps(field, errorFor)}
                    label={m.order_escrow_officer_email()}
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                  />
                )}
              </OrderField>
            </fieldset>
          )}
        </>
      )}
    </>
  );
}
