import { m } from '../i18n/index.ts';

export const featureFlags = {
  get loadFailure() {
    return m.common_feature_flags_load_failure();
  },
};
