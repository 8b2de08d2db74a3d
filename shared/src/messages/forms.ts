import { m } from '../i18n/index.ts';

/** What every form says. */
export const forms = {
  get validationDialogTitle() {
    return m.common_validation_dialog_title();
  },
  get requiredLabel() {
    return m.common_required_label();
  },
  /** A public form or call sent more often than a person would (429); `wait` reads "in 12 minutes". */
  tooManyRequests: (wait: string) => m.common_too_many_requests({ wait }),
};
