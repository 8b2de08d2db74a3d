import { m } from '../i18n/index.ts';

export const article = {
  get loadFailureTitle() {
    return m.common_article_load_failure_title();
  },
  get loadFailureText() {
    return m.common_article_load_failure_text();
  },
};
