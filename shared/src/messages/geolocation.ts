import { m } from '../i18n/index.ts';

export const geolocation = {
  get timedOut() {
    return m.common_geolocation_timed_out();
  },
  get unsupported() {
    return m.common_geolocation_unsupported();
  },
};
