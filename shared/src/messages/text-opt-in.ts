import { m } from '../i18n/index.ts';

export const textOptIn = {
  get success() {
    return m.common_text_opt_in_success();
  },
};
