import { m } from '../i18n/index.ts';

export const initialization = {
  get timedOut() {
    return m.common_initialization_timed_out();
  },
  get offline() {
    return m.common_initialization_offline();
  },
  /** A browser that cannot run the app's scripts; web/public/old-browser.js holds a copy (a test keeps them equal). */
  get essentialScriptsFailed() {
    return m.common_initialization_essential_scripts_failed();
  },
};
