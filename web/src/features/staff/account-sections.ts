/**
 * What staff tools add to the account menu: My Account (find a user to view as, for
 * every staff member), admin (users to view as, feature flags,
 * the audit log) and jobs (the clock's jobs, run one now) for the admin role, crrDash (contractor relations) for the contractorRelations and admin
 * roles, internalForum for every staff member with a role, and outbox (the mail sent, both versions) for every
 * staff member. Only employees holding the role see an entry.
 */
import type { StaffRole } from '@hw/shared';
import { lazy } from 'react';
import type { AccountSection } from '#web/lib/account-sections.ts';
import { type StartImpersonation, setStartImpersonation } from './impersonation-port.ts';

const UserSearchScreen = lazy(() => import('./user-search-panel.tsx').then((m) => ({ default: m.UserSearchScreen })));
const AdminScreen = lazy(() => import('./admin-screen.tsx').then((m) => ({ default: m.AdminScreen })));
const CrrDashboard = lazy(() => import('./crr-dashboard.tsx').then((m) => ({ default: m.CrrDashboard })));
const JobsScreen = lazy(() => import('./jobs-screen.tsx').then((m) => ({ default: m.JobsScreen })));
const MailOutboxScreen = lazy(() => import('./mail-outbox-screen.tsx').then((m) => ({ default: m.MailOutboxScreen })));
const InternalForumScreen = lazy(() =>
  import('./internal-forum.tsx').then((m) => ({ default: m.InternalForumScreen })),
);

const staff = ['employee'] as const;
const ADMIN: readonly StaffRole[] = ['admin'];
const CONTRACTOR_RELATIONS: readonly StaffRole[] = ['contractorRelations', 'admin'];
const ANY_STAFF: readonly StaffRole[] = ['admin', 'contractorRelations'];

export const staffSections: AccountSection[] = [
  {
    key: 'default',
    label: 'My Account',
    userTypes: staff,
    position: 1,
    kind: 'screen',
    Screen: UserSearchScreen,
  },
  { key: 'admin', label: 'Admin', userTypes: staff, roles: ADMIN, position: 60, kind: 'screen', Screen: AdminScreen },
  { key: 'jobs', label: 'Jobs', userTypes: staff, roles: ADMIN, position: 61, kind: 'screen', Screen: JobsScreen },
  {
    key: 'outbox',
    label: 'Mail outbox',
    userTypes: staff,
    position: 64,
    kind: 'screen',
    Screen: MailOutboxScreen,
  },
  {
    key: 'crrDash',
    label: 'Contractor Relations',
    userTypes: staff,
    roles: CONTRACTOR_RELATIONS,
    position: 62,
    kind: 'screen',
    Screen: CrrDashboard,
  },
  {
    key: 'internalForum',
    label: 'Internal Forum',
    userTypes: staff,
    roles: ANY_STAFF,
    position: 63,
    kind: 'screen',
    Screen: InternalForumScreen,
  },
];

/** The staff sections; `impersonate` is the sign-in feature's call that starts viewing as a user. */
export function staffAccountSections(options: { impersonate: StartImpersonation }): AccountSection[] {
  setStartImpersonation(options.impersonate);
  return staffSections;
}
