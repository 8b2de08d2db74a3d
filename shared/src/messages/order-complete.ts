import { m } from '../i18n/index.ts';

export const orderComplete = {
  get title() {
    return m.common_order_complete_title();
  },
  get text() {
    return m.common_order_complete_text();
  },
};
