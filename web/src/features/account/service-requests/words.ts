/**
 * The words of the service request history. Where the shared catalogue has them (`serviceRequestMessages`)
 * they come from there; the rest are here, with the brand's phone number.
 */
import { serviceRequestMessages } from '@hw/shared';
import { brand } from '#web/lib/brand.ts';
import { accountMessages } from '../account-messages.ts';

const call = (phone: string) => `Please call us at ${phone} for assistance.`;

export const serviceRequestWords = {
  noteRequired: serviceRequestMessages.noteRequired,
  noteAdded: 'Your note has been added.',
  noteFailure: (phone = brand.phone) => `We could not add your note. ${call(phone)}`,
  statusUpdateTitle: 'Update requested',
  statusUpdateSent: serviceRequestMessages.statusUpdateSent,
  statusUpdateFailure: (phone = brand.phone) => `We could not ask for an update. ${call(phone)}`,
  cancelTitle: 'Cancel Service Request',
  cancelQuestion: (number: string, item: string) =>
    `Cancel service request ${number} (${item})? This cannot be undone here.`,
  reasonRequired: serviceRequestMessages.reasonRequired,
  cancelled: (number: string) => `Service request ${number} has been cancelled.`,
  cancelFailure: (phone = brand.phone) => `We could not cancel this service request. ${call(phone)}`,
  offline: accountMessages.offline,
} as const;
