import { m } from '../i18n/index.ts';

export const newsletter = {
  get invalidTitle() {
    return m.common_newsletter_invalid_title();
  },
  get invalidText() {
    return m.common_newsletter_invalid_text();
  },
  get fieldError() {
    return m.common_newsletter_field_error();
  },
  get fieldInvalid() {
    return m.common_newsletter_field_invalid();
  },
  get successTitle() {
    return m.common_newsletter_success_title();
  },
  success: (email: string) => m.common_newsletter_success({ email }),
  get failureTitle() {
    return m.common_newsletter_failure_title();
  },
  get failure() {
    return m.common_newsletter_failure();
  },
  get confirmSentTitle() {
    return m.common_newsletter_confirm_sent_title();
  },
  confirmSent: (email: string) => m.common_newsletter_confirm_sent({ email }),
  get confirmTitle() {
    return m.common_newsletter_confirm_title();
  },
  get confirmText() {
    return m.common_newsletter_confirm_text();
  },
  get confirmButton() {
    return m.common_newsletter_confirm_button();
  },
  get confirmedTitle() {
    return m.common_newsletter_confirmed_title();
  },
  get confirmInvalid() {
    return m.common_newsletter_confirm_invalid();
  },
};
