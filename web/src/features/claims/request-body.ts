/**
 * What the dialog sends (POST /account/serviceRequest) and how it names what it sends: the contact
 * preferences prefilled from the user's profile, the body, and the plan in words.
 */
import {
  type Answer,
  type AuthUser,
  type ContractSummary,
  type CreateServiceRequestBody,
  formatPhone,
  type ServiceContactPreferences,
  type VisitWindow,
} from '@hw/shared';
import type { CardPayment } from '#web/lib/payments/index.ts';

/**
 * How the fee is paid: a saved card, a card the gateway has just profiled (its ids and the token that
 * opened its profile), or nothing (a $0 fee).
 */
export type FeePayment = { creditCardId: string } | CardPayment | Record<string, never>;

/** The user's name, primary phone (else the first) and e-mail; a call, at any time, no entry alone. */
export function contactFromProfile(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'phones'>) {
  const phone = user.phones.find((p) => p.isPrimary) ?? user.phones[0];
  const preferences: ServiceContactPreferences = {
    contactName: `${user.firstName} ${user.lastName}`.trim(),
    phone: phone ? formatPhone(phone.number) : '',
    email: user.email,
    preferredContactMethod: 'phone',
    bestTimeToContact: 'anytime',
    permissionToEnter: false,
  };
  return preferences;
}

export interface RequestParts {
  contractId: string;
  warrantyItemId: string;
  answers: readonly Answer[];
  contact: ServiceContactPreferences;
  fee: number;
  payment: FeePayment;
  /** The visit window chosen; none leaves the contractor to call. */
  appointment?: VisitWindow | null;
}

export function serviceRequestBody(parts: RequestParts): CreateServiceRequestBody {
  const { contact } = parts;
  return {
    contractId: parts.contractId,
    warrantyItemId: parts.warrantyItemId,
    questionsAndAnswers: parts.answers.map(({ questionId, value }) => ({ questionId, value })),
    contactPreferences: {
      ...contact,
      contactName: contact.contactName.trim(),
      phone: formatPhone(contact.phone),
      email: contact.email.trim(),
    },
    confirmedServiceCallFee: parts.fee,
    paymentInfo: parts.fee > 0 ? { ...parts.payment } : {},
    ...(parts.appointment ? { appointment: { start: parts.appointment.start, end: parts.appointment.end } } : {}),
  };
}

/** "100 Main St, Austin, TX 78701". */
export function addressLabel(address: ContractSummary['address']): string {
  const { streetAddress, unit, city, state, zipCode } = address;
  return `${streetAddress}${unit ? ` ${unit}` : ''}, ${city}, ${state} ${zipCode}`;
}

/** "HW-20418837, 100 Main St, Austin, TX 78701". */
export const contractLabel = (contract: Pick<ContractSummary, 'policyNumber' | 'address'>): string =>
  `${contract.policyNumber}, ${addressLabel(contract.address)}`;
