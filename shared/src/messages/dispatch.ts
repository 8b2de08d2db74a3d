import { m } from '../i18n/index.ts';

export const dispatch = {
  get saveSuccess() {
    return m.common_dispatch_save_success();
  },
  get saveFailure() {
    return m.common_dispatch_save_failure();
  },
  get changeDiscountTitle() {
    return m.common_dispatch_change_discount_title();
  },
  changeDiscountText: (preAuthorizedAmount: string, newDiscount: string) =>
    m.common_dispatch_change_discount_text({ preAuthorizedAmount, newDiscount }),
  get submissionCancelled() {
    return m.common_dispatch_submission_cancelled();
  },
};
