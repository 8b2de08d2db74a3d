import { m } from '../i18n/index.ts';

export const quote = {
  get nameRequired() {
    return m.common_quote_name_required();
  },
  get emailRequired() {
    return m.common_quote_email_required();
  },
  get emailInvalid() {
    return m.common_quote_email_invalid();
  },
  get addressRequired() {
    return m.common_quote_address_required();
  },
  get zipRequired() {
    return m.common_quote_zip_required();
  },
  get phoneRequired() {
    return m.common_quote_phone_required();
  },
  get errorTitle() {
    return m.common_quote_error_title();
  },
};
