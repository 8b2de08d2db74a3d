/** What the contractor feature adds to the account menu: the dashboard, dispatch tickets and profile. */
import { lazyRouteComponent } from '@tanstack/react-router';
import type { AccountSection, AccountSectionContext, SectionLoad, SectionScreen } from '#web/lib/account-sections.ts';
import type * as SectionLoads from './section-loads.ts';

// The screens (charts, the offline workspace) are large and most users never see them. A section fetches its
// screen's code beside its data: the screen renders at once, with its data.
const screens = () => import('./screens.tsx');
const DashboardScreen = lazyRouteComponent(screens, 'DashboardScreen');
const TicketListScreen = lazyRouteComponent(screens, 'TicketListScreen');
const AvailabilityScreen = lazyRouteComponent(() => import('./availability-screen.tsx'), 'AvailabilityScreen');
const ProfileScreen = lazyRouteComponent(screens, 'ProfileScreen');
/** One ticket's workspace (its own address, not a menu section). */
export const TicketScreen = lazyRouteComponent(() => import('./ticket-screen.tsx'), 'TicketScreen');

const contractor = ['contractor'] as const;

// What a section loads comes with the account area, not with every page.
const loads = () => import('./section-loads.ts');
/** A section's data and, at the same time, its screen's code. */
const load = (name: keyof typeof SectionLoads, screen: Pick<SectionScreen, 'preload'>): SectionLoad =>
  Object.assign(
    (context: AccountSectionContext): Promise<unknown> =>
      Promise.all([loads().then((module): Promise<unknown> => module[name](context)), screen.preload?.()]),
    { preload: loads },
  );

/** Opens a ticket screen with the agreement it is gated on. */
export const loadTicketScreen = load('loadAgreement', TicketScreen);

export const contractorAccountSections: AccountSection[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    userTypes: contractor,
    position: 10,
    kind: 'screen',
    Screen: DashboardScreen,
    load: load('loadDashboard', DashboardScreen),
  },
  {
    key: 'dispatchTickets',
    label: 'Dispatch Tickets',
    userTypes: contractor,
    position: 20,
    kind: 'screen',
    Screen: TicketListScreen,
    load: load('loadTicketList', TicketListScreen),
  },
  {
    key: 'availability',
    label: 'Availability',
    userTypes: contractor,
    position: 25,
    kind: 'screen',
    Screen: AvailabilityScreen,
    load: load('loadAgreement', AvailabilityScreen),
  },
  {
    key: 'profile',
    label: 'Profile',
    userTypes: contractor,
    position: 31,
    kind: 'screen',
    Screen: ProfileScreen,
    load: load('loadProfile', ProfileScreen),
  },
];
