/** What the account feature adds to the account menu: the account summary, the user's plans and New Order. */
import { newOrderPlanType, USER_TYPES } from '@hw/shared';
import { lazy } from 'react';
import type { AccountSection } from '#web/lib/account-sections.ts';
import { accountQueryOptions } from './api/get-account.ts';
import { accountUserQueryOptions } from './api/get-account-user.ts';

const ContractList = lazy(() => import('./contract-list.tsx').then((m) => ({ default: m.ContractList })));
const AccountSummary = lazy(() => import('./account-summary.tsx').then((m) => ({ default: m.AccountSummary })));
const load: Extract<AccountSection, { kind: 'screen' }>['load'] = ({ queryClient, user }) =>
  queryClient.ensureQueryData(accountUserQueryOptions(user.userId));

export const accountSections: AccountSection[] = [
  {
    key: 'default',
    label: 'My Account',
    userTypes: USER_TYPES.filter((type) => type !== 'contractor'),
    position: 0,
    kind: 'screen',
    Screen: AccountSummary,
    load,
  },
  {
    key: 'default',
    label: 'My Plans',
    userTypes: USER_TYPES.filter((type) => type !== 'contractor' && type !== 'employee'),
    position: 1,
    kind: 'screen',
    Screen: ContractList,
    load: ({ queryClient }) => queryClient.ensureQueryData(accountQueryOptions()),
  },
  {
    key: 'newOrder',
    label: 'New Order',
    userTypes: USER_TYPES.filter((type) => type !== 'contractor' && type !== 'employee'),
    position: 50,
    kind: 'link',
    href: (user) => `/order/${newOrderPlanType(user.userType)}`,
  },
  {
    key: 'profile',
    label: 'Profile',
    userTypes: ['contractor'],
    position: 30,
    kind: 'screen',
    Screen: AccountSummary,
    load,
  },
];
