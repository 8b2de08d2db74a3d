import { m } from '../i18n/index.ts';

export const defaultPaymentMethod = {
  get failure() {
    return m.common_default_payment_method_failure();
  },
};
