/**
 * What the account feature adds to the account menu, each at
 * /account#{key}:
 * - default ("My Account"): the summary, what needs attention, and the plans (homeowners);
 * - warranty ("My Plans"), invoices (with failed payments and the payment methods), notices,
 *   serviceRequestHistory and profile for homeowners;
 * - orders, accountInvoices (with the payment methods), notices and profile for agents;
 * - New Order for everybody but contractors and staff; the contractors' own profile keeps the summary.
 */
import { newOrderPlanType, REAL_ESTATE_USER_TYPES, USER_TYPES, type UserType } from '@hw/shared';
import { lazy } from 'react';
import type { AccountSection, AccountSectionContext } from '#web/lib/account-sections.ts';
import type * as SectionLoads from './section-loads.ts';

const ContractList = lazy(() => import('./contract-list.tsx').then((m) => ({ default: m.ContractList })));
const AccountSummary = lazy(() => import('./account-summary.tsx').then((m) => ({ default: m.AccountSummary })));
const AccountGlance = lazy(() => import('./account-glance.tsx').then((m) => ({ default: m.AccountGlance })));

const screens = () => import('./screens.tsx');
const PlansScreen = lazy(() => screens().then((m) => ({ default: m.PlansScreen })));
const InvoicesScreen = lazy(() => screens().then((m) => ({ default: m.InvoicesScreen })));
const NoticesScreen = lazy(() => screens().then((m) => ({ default: m.NoticesScreen })));
const ServiceRequestHistoryScreen = lazy(() => screens().then((m) => ({ default: m.ServiceRequestHistoryScreen })));
const ProfileScreen = lazy(() => screens().then((m) => ({ default: m.ProfileScreen })));
const OrdersScreen = lazy(() => screens().then((m) => ({ default: m.OrdersScreen })));
const AccountInvoicesScreen = lazy(() => screens().then((m) => ({ default: m.AccountInvoicesScreen })));

const notContractor = USER_TYPES.filter((type) => type !== 'contractor');
/** Customers: everybody but contractors and staff. */
const customers = USER_TYPES.filter((type) => type !== 'contractor' && type !== 'employee');
const agents: readonly UserType[] = REAL_ESTATE_USER_TYPES;
const homeowners = customers.filter((type) => !agents.includes(type));

// What a section loads comes with the account area, not with every page.
const loads = () => import('./section-loads.ts');
const load =
  (name: keyof typeof SectionLoads) =>
  (context: AccountSectionContext): Promise<unknown> =>
    loads().then((module): Promise<unknown> => module[name](context));

export const accountSections: AccountSection[] = [
  {
    key: 'default',
    label: 'My Account',
    userTypes: notContractor,
    position: 0,
    kind: 'screen',
    Screen: AccountSummary,
    load: load('loadUser'),
  },
  {
    key: 'default',
    label: 'Needs Your Attention',
    userTypes: customers,
    position: 2,
    kind: 'screen',
    Screen: AccountGlance,
    load: load('loadGlance'),
  },
  {
    key: 'default',
    label: 'My Plans',
    userTypes: homeowners,
    position: 3,
    kind: 'screen',
    Screen: ContractList,
    load: load('loadContracts'),
  },
  {
    key: 'warranty',
    label: 'My Plans',
    userTypes: homeowners,
    position: 10,
    kind: 'screen',
    Screen: PlansScreen,
    load: load('loadPlans'),
  },
  {
    key: 'orders',
    label: 'Orders',
    userTypes: agents,
    position: 10,
    kind: 'screen',
    Screen: OrdersScreen,
    load: load('loadAgentOrders'),
  },
  {
    key: 'invoices',
    label: 'Billing',
    userTypes: homeowners,
    position: 20,
    kind: 'screen',
    Screen: InvoicesScreen,
    load: load('loadBilling'),
  },
  {
    key: 'accountInvoices',
    label: 'Invoices',
    userTypes: agents,
    position: 20,
    kind: 'screen',
    Screen: AccountInvoicesScreen,
    load: load('loadAgentInvoices'),
  },
  {
    key: 'notices',
    label: 'Notices',
    userTypes: customers,
    position: 25,
    kind: 'screen',
    Screen: NoticesScreen,
    load: load('loadNotices'),
  },
  {
    key: 'serviceRequestHistory',
    label: 'Service Requests',
    userTypes: homeowners,
    position: 28,
    kind: 'screen',
    Screen: ServiceRequestHistoryScreen,
    load: load('loadServiceRequests'),
  },
  {
    key: 'profile',
    label: 'Profile',
    userTypes: customers,
    position: 40,
    kind: 'screen',
    Screen: ProfileScreen,
    load: load('loadUser'),
  },
  {
    key: 'newOrder',
    label: 'New Order',
    userTypes: customers,
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
    load: load('ensureUser'),
  },
];
