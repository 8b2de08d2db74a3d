/** What the contractor feature adds to the account menu: the dashboard, dispatch tickets and profile. */
import { lazy } from 'react';
import type { AccountSection, AccountSectionContext } from '#web/lib/account-sections.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { tradesQueryOptions } from '#web/lib/reference/get-trades.ts';
import { agreementQueryOptions } from './api/get-agreement.ts';
import { contractorProfileQueryOptions } from './api/get-contractor-profile.ts';
import { scoreStatisticsQueryOptions } from './api/get-score-statistics.ts';
import { vocStatisticsQueryOptions } from './api/get-voc-statistics.ts';

// The screens (charts, the offline workspace) are large and most users never see them.
const screens = () => import('./screens.tsx');
const DashboardScreen = lazy(() => screens().then((m) => ({ default: m.DashboardScreen })));
const TicketListScreen = lazy(() => screens().then((m) => ({ default: m.TicketListScreen })));
const ProfileScreen = lazy(() => screens().then((m) => ({ default: m.ProfileScreen })));

const contractor = ['contractor'] as const;

/** Opens a ticket screen with the agreement it is gated on. */
export const loadTicketScreen = ({ queryClient }: AccountSectionContext) =>
  loadQuery(queryClient, agreementQueryOptions());

export const contractorAccountSections: AccountSection[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    userTypes: contractor,
    position: 10,
    kind: 'screen',
    Screen: DashboardScreen,
    load: ({ queryClient, user }) => {
      const year = new Date().getFullYear();
      return Promise.all([
        loadQuery(queryClient, agreementQueryOptions()),
        loadQuery(queryClient, tradesQueryOptions()),
        loadQuery(queryClient, vocStatisticsQueryOptions(user.userId, { year })),
        loadQuery(queryClient, scoreStatisticsQueryOptions(user.userId, { year })),
      ]);
    },
  },
  {
    key: 'dispatchTickets',
    label: 'Dispatch Tickets',
    userTypes: contractor,
    position: 20,
    kind: 'screen',
    Screen: TicketListScreen,
    load: loadTicketScreen,
  },
  {
    key: 'profile',
    label: 'Profile',
    userTypes: contractor,
    position: 31,
    kind: 'screen',
    Screen: ProfileScreen,
    load: ({ queryClient, user }) => loadQuery(queryClient, contractorProfileQueryOptions(user.userId)),
  },
];
