import { m } from '../i18n/index.ts';

export const coupon = {
  success: (amount: number) => m.common_coupon_success({ amount: Math.round(amount) }),
  get failure() {
    return m.common_coupon_failure();
  },
};
