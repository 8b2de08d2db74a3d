/**
 * The account area's words. Where the shared catalogue (`messages`) has the text, it comes
 * from there; where a message is only known by what it asks ("asks the user to call, option 2"), the words
 * are here, with the brand's phone number.
 */
import { messages } from '@hw/shared';
import { brand } from '#web/lib/brand.ts';

const call = (phone: string) => `Please call us at ${phone} for assistance.`;
const callOption2 = (phone: string) => `Please call us at ${phone}, option 2.`;

export const accountMessages = {
  payment: {
    success: messages.payment.success,
    /** A failure says to check the billing information and to call, option 2. */
    failure: (phone = brand.phone) =>
      `We could not process your payment. Please check your billing information and try again. ${callOption2(phone)}`,
    failureTitle: 'Payment Failed',
    declined: 'Your card was declined, so nothing was charged. Please use another card or call your bank.',
    needsCard: 'Choose a saved card or enter a new card.',
    connectionLost:
      'The connection was lost before the payment was confirmed. Please try again when you are online: the same payment is never charged twice.',
  },
  defaultPaymentMethod: {
    success: 'Default payment method saved. All past due premium invoices will be processed using this card.',
    failure: messages.defaultPaymentMethod.failure,
  },
  card: {
    added: 'Your card has been saved.',
    updated: 'Your card has been updated.',
    deleted: 'Your card has been deleted.',
    synced: 'Your saved cards are up to date.',
    saveFailure: (phone = brand.phone) => `We could not save your card. ${call(phone)}`,
    deleteFailure: (phone = brand.phone) => `We could not delete this card. ${call(phone)}`,
  },
  profile: {
    saved: 'Your profile has been saved.',
    failure: (phone = brand.phone) => `We could not save your profile. ${call(phone)}`,
  },
  textOptIn: {
    success: messages.textOptIn.success,
    failure: (phone = brand.phone) => `We could not enroll you in text messaging. ${call(phone)}`,
  },
  merge: {
    success: messages.merge.success,
    automatic: messages.merge.automatic,
    failure: (phone = brand.phone) => `We could not consolidate your accounts. ${callOption2(phone)}`,
  },
  orderComplete: {
    title: messages.orderComplete.title,
    text: messages.orderComplete.text,
    failure: (phone = brand.phone) => `We could not complete this order. ${call(phone)}`,
  },
  cancel: {
    success: (policyNumber: string) => `Contract ${policyNumber} has been cancelled.`,
    failure: (phone = brand.phone) => `We could not cancel this contract. ${call(phone)}`,
  },
  notices: {
    failure: 'The notice could not be dismissed. Please try again.',
  },
  planMoney: {
    automaticOn: (policyNumber: string) => `Automatic payment is on for contract ${policyNumber}.`,
    automaticOff: (policyNumber: string) => `Automatic payment is off for contract ${policyNumber}.`,
    paidInFull: (policyNumber: string) =>
      `Contract ${policyNumber} is paid for the rest of its term: there are no more monthly payments.`,
    /** Automatic payment off, in one line. */
    invoicedInstead: 'Later payments will be invoiced, and you pay each one from your account.',
    changeFailure: (phone = brand.phone) => `We could not change this plan. ${call(phone)}`,
    quoteFailure: (phone = brand.phone) => `We could not work out what is left to pay. ${call(phone)}`,
  },
  offline: 'You are offline. This needs a connection.',
} as const;
