import { m } from '../i18n/index.ts';

export const brochure = {
  get errorTitle() {
    return m.common_brochure_error_title();
  },
  get errorText() {
    return m.common_brochure_error_text();
  },
};
