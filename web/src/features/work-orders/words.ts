/**
 * The status page's own words, read when shown, in the page's language. The outcome messages come from the
 * shared catalogue (`messages.statusUpdate`); these only guide the visitor through the form.
 */
import { m } from '@hw/shared/i18n';

export const workOrderWords = {
  get intro() {
    return m.status_update_intro();
  },
  get dateHint() {
    return m.status_update_date_hint();
  },
  get chooseAll() {
    return m.status_update_choose_all();
  },
  get ready() {
    return m.status_update_ready();
  },
  get offline() {
    return m.status_update_offline();
  },
  get cancelIntro() {
    return m.status_update_cancel_intro();
  },
  cancelPrompt: (workOrderId: string) => m.status_update_cancel_prompt({ workOrderId }),
  get reasonRequired() {
    return m.status_update_reason_required();
  },
  get loading() {
    return m.status_update_loading();
  },
  get loadFailed() {
    return m.status_update_load_failed();
  },
};
