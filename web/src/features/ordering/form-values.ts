/**
 * The typed part of the order: what the TanStack form holds while the buyer types, and how it goes back
 * into the draft (the draft is the record; the form is rebuilt from it whenever a new order starts).
 * The card is typed into the gateway's hosted form (`useHostedCard` of #web/lib/payments) and never reaches the
 * draft: only the page holds the saved card's ids, until the order is placed.
 */
import { formatPhone, formatZip, type OrderPaymentType } from '@hw/shared';
import { changeProperty, type DraftAddress, type OrderDraft, type OrderingPartyChoice } from './draft.ts';

export interface AddressValues {
  streetAddress: string;
  unit: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface OrderFormValues {
  property: {
    streetAddress: string;
    unit: string;
    city: string;
    zipCode: string;
    dwellingTypeId: string;
    squareFootage: number;
  };
  owner: { firstName: string; lastName: string; email: string; phone: string };
  contactPreferences: { isOptedInToSms: boolean; smsPhoneNumber: string; wantsWelcomeCall: boolean };
  orderingPartyType: OrderingPartyChoice | '';
  seller: { firstName: string; lastName: string };
  estimatedCloseDate: string;
  payment: {
    type: OrderPaymentType;
    billingAddressSameAsProperty: boolean;
    billingAddress: AddressValues;
    escrowOfficer: { name: string; company: string; email: string };
  };
}

export function formValuesOf(draft: OrderDraft): OrderFormValues {
  const { address, dwellingTypeId, squareFootage } = draft.property;
  return {
    property: {
      streetAddress: address.streetAddress,
      unit: address.unit,
      city: address.city,
      zipCode: address.zipCode,
      dwellingTypeId,
      squareFootage,
    },
    owner: { ...draft.owner },
    contactPreferences: { ...draft.contactPreferences },
    orderingPartyType: draft.orderingPartyType,
    seller: { ...draft.seller },
    estimatedCloseDate: draft.estimatedCloseDate,
    payment: {
      type: draft.payment.type,
      billingAddressSameAsProperty: draft.payment.billingAddressSameAsProperty,
      billingAddress: { ...draft.payment.billingAddress },
      escrowOfficer: { name: '', company: '', email: '', ...draft.payment.escrowOfficer },
    },
  };
}

const cleanAddress = (address: AddressValues): DraftAddress => ({
  ...address,
  state: address.state.toUpperCase(),
  zipCode: formatZip(address.zipCode),
});

/**
 * The form's values written into the draft. A new dwelling type goes through changeProperty, which
 * clears the add-ons and the chosen offer; the state comes from the zip lookup, not from here.
 */
export function applyFormValues(draft: OrderDraft, values: OrderFormValues): OrderDraft {
  const changed = changeProperty(draft, { dwellingTypeId: values.property.dwellingTypeId });
  return {
    ...changed,
    property: {
      ...changed.property,
      address: {
        ...changed.property.address,
        streetAddress: values.property.streetAddress,
        unit: values.property.unit,
        city: values.property.city,
        zipCode: formatZip(values.property.zipCode),
      },
      squareFootage: values.property.squareFootage,
    },
    owner: { ...values.owner, phone: formatPhone(values.owner.phone) },
    contactPreferences: {
      ...values.contactPreferences,
      smsPhoneNumber: formatPhone(values.contactPreferences.smsPhoneNumber),
    },
    orderingPartyType: values.orderingPartyType,
    seller: { ...values.seller },
    estimatedCloseDate: values.estimatedCloseDate,
    payment: {
      ...changed.payment,
      type: values.payment.type,
      isPayingNow: values.payment.type !== 'escrow',
      billingAddressSameAsProperty: values.payment.billingAddressSameAsProperty,
      billingAddress: cleanAddress(values.payment.billingAddress),
      escrowOfficer: { ...values.payment.escrowOfficer },
    },
  };
}

/** The id of the input of a form field (the validation dialog focuses it). */
export const fieldId = (name: string): string => `order-${name.replace(/\./g, '-')}`;
