/** What sign-in adds to the account menu: Logout. */
import { USER_TYPES } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { AccountSection } from '#web/lib/account-sections.ts';
import { logout } from '#web/lib/session/index.ts';

export const authAccountSections: AccountSection[] = [
  {
    key: 'logout',
    get label() {
      return m.auth_logout();
    },
    userTypes: USER_TYPES,
    position: 1000,
    kind: 'action',
    run: () => void logout(),
  },
];
