/**
 * What the account feature adds to the account menu, each at
 * /account#{key}:
 * - default ("My Account"): the summary, what needs attention, and the plans (homeowners);
 * - warranty ("My Plans"), invoices (with failed payments and the payment methods), notices,
 *   serviceRequestHistory and profile for homeowners;
 * - orders, accountInvoices (with the payment methods), notices and profile for agents;
 * - New Order for everybody but contractors and staff; the contractors' own profile keeps the summary.
 * Labels are getters: they are read when the menu is drawn, in the page's language (the contractors' entry stays
 * English, as their screens do).
 */
import { newOrderPlanType, REAL_ESTATE_USER_TYPES, USER_TYPES, type UserType } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { AccountSection, AccountSectionContext, SectionLoad } from '#web/lib/account-sections.ts';
import type * as SectionLoads from './section-loads.ts';

// A screen whose code was fetched ahead (while the visitor signed in) renders at once.
const ContractList = lazyRouteComponent(() => import('./contract-list.tsx'), 'ContractList');
const AccountSummary = lazyRouteComponent(() => import('./account-summary.tsx'), 'AccountSummary');
const AccountGlance = lazyRouteComponent(() => import('./account-glance.tsx'), 'AccountGlance');

const screens = () => import('./screens.tsx');
const PlansScreen = lazyRouteComponent(screens, 'PlansScreen');
const InvoicesScreen = lazyRouteComponent(screens, 'InvoicesScreen');
const NoticesScreen = lazyRouteComponent(screens, 'NoticesScreen');
const ServiceRequestHistoryScreen = lazyRouteComponent(screens, 'ServiceRequestHistoryScreen');
const ProfileScreen = lazyRouteComponent(screens, 'ProfileScreen');
const OrdersScreen = lazyRouteComponent(screens, 'OrdersScreen');
const AccountInvoicesScreen = lazyRouteComponent(screens, 'AccountInvoicesScreen');

const notContractor = USER_TYPES.filter((type) => type !== 'contractor');
/** Customers: everybody but contractors and staff. */
const customers = USER_TYPES.filter((type) => type !== 'contractor' && type !== 'employee');
const agents: readonly UserType[] = REAL_ESTATE_USER_TYPES;
const homeowners = customers.filter((type) => !agents.includes(type));

// What a section loads comes with the account area, not with every page.
const loads = () => import('./section-loads.ts');
const load = (name: keyof typeof SectionLoads): SectionLoad =>
  Object.assign(
    (context: AccountSectionContext): Promise<unknown> =>
      loads().then((module): Promise<unknown> => module[name](context)),
    { preload: loads },
  );

export const accountSections: AccountSection[] = [
  {
    key: 'default',
    get label() {
      return m.account_menu_my_account();
    },
    userTypes: notContractor,
    position: 0,
    kind: 'screen',
    Screen: AccountSummary,
    load: load('loadUser'),
  },
  {
    key: 'default',
    get label() {
      return m.account_glance_title();
    },
    userTypes: customers,
    position: 2,
    kind: 'screen',
    Screen: AccountGlance,
    load: load('loadGlance'),
  },
  {
    key: 'default',
    get label() {
      return m.account_menu_my_plans();
    },
    userTypes: homeowners,
    position: 3,
    kind: 'screen',
    Screen: ContractList,
    load: load('loadContracts'),
  },
  {
    key: 'warranty',
    get label() {
      return m.account_menu_my_plans();
    },
    userTypes: homeowners,
    position: 10,
    kind: 'screen',
    Screen: PlansScreen,
    load: load('loadPlans'),
  },
  {
    key: 'orders',
    get label() {
      return m.account_menu_orders();
    },
    userTypes: agents,
    position: 10,
    kind: 'screen',
    Screen: OrdersScreen,
    load: load('loadAgentOrders'),
  },
  {
    key: 'invoices',
    get label() {
      return m.account_menu_billing();
    },
    userTypes: homeowners,
    position: 20,
    kind: 'screen',
    Screen: InvoicesScreen,
    load: load('loadBilling'),
  },
  {
    key: 'accountInvoices',
    get label() {
      return m.account_menu_invoices();
    },
    userTypes: agents,
    position: 20,
    kind: 'screen',
    Screen: AccountInvoicesScreen,
    load: load('loadAgentInvoices'),
  },
  {
    key: 'notices',
    get label() {
      return m.account_menu_notices();
    },
    userTypes: customers,
    position: 25,
    kind: 'screen',
    Screen: NoticesScreen,
    load: load('loadNotices'),
  },
  {
    key: 'serviceRequestHistory',
    get label() {
      return m.account_menu_service_requests();
    },
    userTypes: homeowners,
    position: 28,
    kind: 'screen',
    Screen: ServiceRequestHistoryScreen,
    load: load('loadServiceRequests'),
  },
  {
    key: 'profile',
    get label() {
      return m.account_menu_profile();
    },
    userTypes: customers,
    position: 40,
    kind: 'screen',
    Screen: ProfileScreen,
    load: load('loadUser'),
  },
  {
    key: 'newOrder',
    get label() {
      return m.account_menu_new_order();
    },
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
