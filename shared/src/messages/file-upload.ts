import { m } from '../i18n/index.ts';

export const fileUpload = {
  get sending() {
    return m.common_file_upload_sending();
  },
  get success() {
    return m.common_file_upload_success();
  },
  get failure() {
    return m.common_file_upload_failure();
  },
};
