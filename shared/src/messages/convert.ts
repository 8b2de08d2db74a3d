import { m } from '../i18n/index.ts';

export const convert = {
  get failureTitle() {
    return m.common_convert_failure_title();
  },
};
