/** What sign-in adds to the account menu: staff impersonation on the account page, and Logout. */
import { USER_TYPES } from '@hw/shared';
import { lazy } from 'react';
import type { AccountSection } from '#web/lib/account-sections.ts';
import { logout } from '#web/lib/session/index.ts';

const StaffTools = lazy(() => import('./impersonation.tsx').then((m) => ({ default: m.StaffTools })));

export const authAccountSections: AccountSection[] = [
  { key: 'default', label: 'My Account', userTypes: ['employee'], position: 1, kind: 'screen', Screen: StaffTools },
  { key: 'logout', label: 'Logout', userTypes: USER_TYPES, position: 1000, kind: 'action', run: () => void logout() },
];
