import { m } from '../i18n/index.ts';

export const forgotPassword = {
  get title() {
    return m.common_forgot_password_title();
  },
  get text() {
    return m.common_forgot_password_text();
  },
  get emailRequired() {
    return m.common_forgot_password_email_required();
  },
  get emailInvalid() {
    return m.common_forgot_password_email_invalid();
  },
  success: (email: string) => m.common_forgot_password_success({ email }),
};
