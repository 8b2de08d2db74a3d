import { m } from '../i18n/index.ts';

export const merge = {
  get success() {
    return m.common_merge_success();
  },
  get automatic() {
    return m.common_merge_automatic();
  },
};
