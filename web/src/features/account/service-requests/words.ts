/**
 * The words of the service request history (shared/i18n/messages/account; those of `serviceRequestMessages` in
 * @hw/shared word for word in English), with the brand's phone number. Each is read when it is shown, in the
 * page's language.
 */
import { m } from '@hw/shared/i18n';
import { brand } from '#web/lib/brand.ts';
import { accountMessages } from '../account-messages.ts';

export const serviceRequestWords = {
  get noteRequired() {
    return m.account_sr_note_required();
  },
  get noteAdded() {
    return m.account_sr_note_added();
  },
  noteFailure: (phone = brand.phone) => m.account_sr_note_failure({ phone }),
  get statusUpdateTitle() {
    return m.account_sr_status_update_title();
  },
  get statusUpdateSent() {
    return m.account_sr_status_update_sent();
  },
  statusUpdateFailure: (phone = brand.phone) => m.account_sr_status_update_failure({ phone }),
  get cancelTitle() {
    return m.account_sr_cancel_title();
  },
  cancelQuestion: (number: string, item: string) => m.account_sr_cancel_question({ number, item }),
  get reasonRequired() {
    return m.account_sr_reason_required();
  },
  cancelled: (number: string) => m.account_sr_cancelled({ number }),
  cancelFailure: (phone = brand.phone) => m.account_sr_cancel_failure({ phone }),
  get offline() {
    return accountMessages.offline;
  },
};
