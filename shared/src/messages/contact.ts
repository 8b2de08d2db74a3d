import { m } from '../i18n/index.ts';

export const contact = {
  get messageRequired() {
    return m.common_contact_message_required();
  },
  get emailRequired() {
    return m.common_contact_email_required();
  },
  get emailInvalid() {
    return m.common_contact_email_invalid();
  },
  get success() {
    return m.common_contact_success();
  },
};
