import { m } from '../i18n/index.ts';

export const update = {
  get available() {
    return m.common_update_available();
  },
  get reload() {
    return m.common_update_reload();
  },
};
