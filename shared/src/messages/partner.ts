import { m } from '../i18n/index.ts';

export const partner = {
  get success() {
    return m.common_partner_success();
  },
  get failureTitle() {
    return m.common_partner_failure_title();
  },
};
