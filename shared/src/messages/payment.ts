import { m } from '../i18n/index.ts';

export const payment = {
  success: (policyNumber: string) => m.common_payment_success({ policyNumber }),
};
