import { m } from '../i18n/index.ts';

export const statusUpdate = {
  get failure() {
    return m.common_status_update_failure();
  },
  get successTitle() {
    return m.common_status_update_success_title();
  },
  get successText() {
    return m.common_status_update_success_text();
  },
  get cancelFailure() {
    return m.common_status_update_cancel_failure();
  },
  get cancelSuccessTitle() {
    return m.common_status_update_cancel_success_title();
  },
  get cancelSuccessText() {
    return m.common_status_update_cancel_success_text();
  },
};
