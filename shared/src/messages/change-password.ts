import { m } from '../i18n/index.ts';

export const changePassword = {
  get success() {
    return m.common_change_password_success();
  },
  get failure() {
    return m.common_change_password_failure();
  },
  get currentRequired() {
    return m.common_change_password_current_required();
  },
  resetLinkSpent: (minutes: number) => m.common_change_password_reset_link_spent({ minutes }),
  get currentIncorrect() {
    return m.common_change_password_current_incorrect();
  },
  get sameAsCurrent() {
    return m.common_change_password_same_as_current();
  },
  get breached() {
    return m.common_change_password_breached();
  },
};
