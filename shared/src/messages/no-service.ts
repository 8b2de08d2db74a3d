import { m } from '../i18n/index.ts';

export const noService = {
  get title() {
    return m.common_no_service_title();
  },
  get text() {
    return m.common_no_service_text();
  },
};
