import { m } from '../i18n/index.ts';

export const login = {
  get title() {
    return m.common_login_title();
  },
  get repairTitle() {
    return m.common_login_repair_title();
  },
  get errorTitle() {
    return m.common_login_error_title();
  },
  get errorText() {
    return m.common_login_error_text();
  },
  get tooManyAttempts() {
    return m.common_login_too_many_attempts();
  },
  get linkInvalid() {
    return m.common_login_link_invalid();
  },
  get sessionExpired() {
    return m.common_login_session_expired();
  },
  unsentKept: (count: number) => m.common_login_unsent_kept({ count }),
};
