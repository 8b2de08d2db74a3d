/**
 * What the order still needs, in the form's order: each problem names its step and field, so the
 * validation dialog can list it, the step can be opened and the field focused and marked REQUIRED.
 * Built on the shared rules (phone, zip, e-mail format); the order body's schema is checked when the order is sent
 * (schema-check.ts).
 */
import { EMAIL_MAX_LENGTH, escrowOfficerProblems, isCompletePhone, messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { IsEmail } from 'typebox/format';
import { cardRequiredMessage } from '#web/lib/payments/index.ts';
import { isRealEstate, type OrderDraft } from './draft.ts';
import { fieldId, type OrderFormValues } from './form-values.ts';
import { isCardPayment } from './order-body.ts';
import { STEP_KEYS, type StepKey } from './step-keys.ts';

export type { StepKey } from './step-keys.ts';

/** Each step's name, in the page's language (called where shown). */
export const STEP_LABELS: Record<StepKey, () => string> = {
  property: m.order_step_property,
  plan: m.order_step_plan,
  options: m.order_step_options,
  contacts: m.order_step_contacts,
  partners: m.order_step_partners,
  payment: m.order_step_payment,
  review: m.order_step_review,
};

/** The steps of an order: partners only for real estate. */
export const stepsFor = (realEstate: boolean): StepKey[] =>
  STEP_KEYS.filter((step) => realEstate || step !== 'partners');

export interface OrderProblem {
  step: StepKey;
  /** The form field's name (`owner.email`), or a name of its own for what is not a text field (`plan`). */
  field: string;
  fieldId: string;
  message: string;
}

export interface ProblemContext {
  /** What the zip lookup said: unknown while it runs. */
  zipStatus: 'unknown' | 'served' | 'notServed' | 'invalid';
  /** A card is saved in the hosted card form (use-hosted-card.ts): its ids go with the order. */
  hasCard: boolean;
  /**
   * Offline the card form cannot open: a missing card is then not a problem of the form (the order cannot be
   * placed by card anyway, and the review says why); the rest of the form stays usable.
   */
  online?: boolean;
  /** The review's agreement to the terms and the sample contract; absent where nothing asks it. */
  agreedToTerms?: boolean;
}

/** Whom the order covers, as the contacts name them: the seller of a listing coverage, the buyer, the owner. */
export const personOf = (draft: OrderDraft): 'Seller' | 'Buyer' | 'Owner' => {
  if (draft.isListingCoverage) return 'Seller';
  return isRealEstate(draft) ? 'Buyer' : 'Owner';
};

/**
 * The API's own check of the owner's address (an e-mail format, at most `maxLength` characters), without
 * TypeBox's schema checker: the form's first step loads before any address is typed.
 */
const isEmail = (value: string) => {
  const email = value.trim();
  return IsEmail(email) && [...email].length <= EMAIL_MAX_LENGTH;
};

/** The card area's field name: its control's id is `fieldId(ORDER_CARD_FIELD)` (`order-card`). */
export const ORDER_CARD_FIELD = 'card';

export function orderProblems(values: OrderFormValues, draft: OrderDraft, context: ProblemContext): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const add = (step: StepKey, field: string, message: string) =>
    problems.push({ step, field, fieldId: fieldId(field), message });
  const blank = (text: string) => !text.trim();
  const realEstate = isRealEstate(draft);

  const { property } = values;
  if (!/^[0-9]{5}$/.test(property.zipCode)) add('property', 'property.zipCode', messages.quote.zipRequired);
  else if (context.zipStatus === 'notServed') add('property', 'property.zipCode', messages.noService.text);
  else if (context.zipStatus === 'invalid') add('property', 'property.zipCode', m.order_zip_invalid());
  if (blank(property.streetAddress)) add('property', 'property.streetAddress', messages.quote.addressRequired);
  if (blank(property.city)) add('property', 'property.city', m.order_city_required());
  if (!property.dwellingTypeId) add('property', 'property.dwellingTypeId', m.order_property_type_required());

  if (!draft.planId || !draft.selectedOfferId) add('plan', 'plan', m.order_plan_required());

  if (realEstate && !values.orderingPartyType) add('contacts', 'orderingPartyType', m.order_party_required());
  const person = personOf(draft);
  if (blank(values.owner.firstName)) add('contacts', 'owner.firstName', m.order_first_name_required({ person }));
  if (blank(values.owner.lastName)) add('contacts', 'owner.lastName', m.order_last_name_required({ person }));
  if (blank(values.owner.email)) add('contacts', 'owner.email', messages.quote.emailRequired);
  else if (!isEmail(values.owner.email)) add('contacts', 'owner.email', messages.quote.emailInvalid);
  if (!isCompletePhone(values.owner.phone)) add('contacts', 'owner.phone', messages.quote.phoneRequired);
  const prefs = values.contactPreferences;
  if (prefs.isOptedInToSms && prefs.smsPhoneNumber && !isCompletePhone(prefs.smsPhoneNumber))
    add('contacts', 'contactPreferences.smsPhoneNumber', m.order_sms_phone_incomplete());

  // A recent purchase has closed already.
  if (realEstate && !draft.isRecentPurchase && !values.estimatedCloseDate)
    add('partners', 'estimatedCloseDate', m.order_close_date_required());

  for (const problem of escrowOfficerProblems(values.payment.type, values.payment.escrowOfficer)) {
    add('payment', `payment.${problem.field}`, problem.message);
  }
  if (isCardPayment(values.payment.type)) {
    if (!context.hasCard && context.online !== false) add('payment', ORDER_CARD_FIELD, cardRequiredMessage());
    if (!values.payment.billingAddressSameAsProperty) {
      const billing = values.payment.billingAddress;
      if (blank(billing.streetAddress))
        add('payment', 'payment.billingAddress.streetAddress', m.order_billing_street_required());
      if (blank(billing.city)) add('payment', 'payment.billingAddress.city', m.order_billing_city_required());
      if (!/^[A-Za-z]{2}$/.test(billing.state))
        add('payment', 'payment.billingAddress.state', m.order_billing_state_required());
      if (!/^[0-9]{5}$/.test(billing.zipCode))
        add('payment', 'payment.billingAddress.zipCode', m.order_billing_zip_required());
    }
  }
  if (context.agreedToTerms === false) add('review', 'terms', m.order_terms_required());
  return problems;
}

/** The problems of one step (the Next button checks only those). */
export const problemsOfStep = (problems: readonly OrderProblem[], step: StepKey) =>
  problems.filter((problem) => problem.step === step);
