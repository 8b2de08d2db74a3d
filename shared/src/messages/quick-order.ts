import { m } from '../i18n/index.ts';

export const quickOrder = {
  get budgetRequired() {
    return m.common_quick_order_budget_required();
  },
  budgetTooLarge: (most: string) => m.common_quick_order_budget_too_large({ most }),
};
