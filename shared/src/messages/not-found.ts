import { m } from '../i18n/index.ts';

export const notFound = {
  get title() {
    return m.common_not_found_title();
  },
  get text() {
    return m.common_not_found_text();
  },
  get goBack() {
    return m.common_not_found_go_back();
  },
};
