import { m } from '../i18n/index.ts';

export const streemSignup = {
  get failure() {
    return m.common_streem_signup_failure();
  },
  /** '{Field} is required.', with the field as the form names it. */
  required: (field: string) => m.common_streem_signup_required({ field }),
  get phoneRequired() {
    return m.common_streem_signup_phone_required();
  },
  get phoneLength() {
    return m.common_streem_signup_phone_length();
  },
  get emailInvalid() {
    return m.common_streem_signup_email_invalid();
  },
  get success() {
    return m.common_streem_signup_success();
  },
};
