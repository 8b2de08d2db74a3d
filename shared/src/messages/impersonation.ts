import { m } from '../i18n/index.ts';

export const impersonation = {
  get failure() {
    return m.common_impersonation_failure();
  },
};
