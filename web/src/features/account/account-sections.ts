/**
 * What the account feature adds to the account menu (spec core section 2, menu keys), each at
 * /account#{key}:
 * - default ("My Account"): the summary, what needs attention, and the plans (homeowners);
 * - warranty ("My Plans"), invoices (with failed payments and the payment methods), notices,
 *   serviceRequestHistory and profile for homeowners;
 * - orders, accountInvoices (with the payment methods), notices and profile for agents;
 * - New Order for everybody but contractors and staff; the contractors' own profile keeps the summary.
 */
import { newOrderPlanType, REAL_ESTATE_USER_TYPES, USER_TYPES, type UserType } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { AccountSection, AccountSectionContext } from '#web/lib/account-sections.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { accountQueryOptions } from './api/get-account.ts';
import { accountUserQueryOptions } from './api/get-account-user.ts';
import { agentOrdersQueryOptions } from './api/get-agent-orders.ts';
import { failedPaymentsQueryOptions } from './api/get-failed-payments.ts';
import { featureFlagsQueryOptions } from './api/get-feature-flags.ts';
import { invoicesQueryOptions } from './api/get-invoices.ts';
import { noticesQueryOptions } from './api/get-notices.ts';
import { paymentInfosQueryOptions } from './api/get-payment-infos.ts';
import { serviceRequestsQueryOptions } from './api/get-service-requests.ts';

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

/** The ids of the user's own contracts, once GET /account/user is in the cache. */
async function ownContractIds(queryClient: QueryClient): Promise<string[] | undefined> {
  await loadQuery(queryClient, accountQueryOptions());
  return queryClient.getQueryData(accountQueryOptions().queryKey)?.contracts.map((contract) => contract.contractId);
}

async function agentContractIds(queryClient: QueryClient): Promise<string[] | undefined> {
  await loadQuery(queryClient, agentOrdersQueryOptions());
  return queryClient.getQueryData(agentOrdersQueryOptions().queryKey)?.map((order) => order.contractId);
}

async function loadInvoices({ queryClient }: AccountSectionContext, ids: Promise<string[] | undefined>) {
  const contractIds = await ids;
  await Promise.all([
    contractIds ? loadQuery(queryClient, invoicesQueryOptions(contractIds)) : undefined,
    loadQuery(queryClient, paymentInfosQueryOptions()),
  ]);
}

const loadGlance = ({ queryClient, user }: AccountSectionContext) =>
  agents.includes(user.userType)
    ? loadQuery(queryClient, agentOrdersQueryOptions())
    : Promise.all([
        ownContractIds(queryClient).then((ids) =>
          ids ? loadQuery(queryClient, invoicesQueryOptions(ids)) : undefined,
        ),
        loadQuery(queryClient, failedPaymentsQueryOptions()),
        loadQuery(queryClient, noticesQueryOptions(user.userId)),
      ]);

const loadUser = ({ queryClient, user }: AccountSectionContext) =>
  loadQuery(queryClient, accountUserQueryOptions(user.userId));

export const accountSections: AccountSection[] = [
  {
    key: 'default',
    label: 'My Account',
    userTypes: notContractor,
    position: 0,
    kind: 'screen',
    Screen: AccountSummary,
    load: loadUser,
  },
  {
    key: 'default',
    label: 'Needs Your Attention',
    userTypes: customers,
    position: 2,
    kind: 'screen',
    Screen: AccountGlance,
    load: loadGlance,
  },
  {
    key: 'default',
    label: 'My Plans',
    userTypes: homeowners,
    position: 3,
    kind: 'screen',
    Screen: ContractList,
    load: ({ queryClient }) => loadQuery(queryClient, accountQueryOptions()),
  },
  {
    key: 'warranty',
    label: 'My Plans',
    userTypes: homeowners,
    position: 10,
    kind: 'screen',
    Screen: PlansScreen,
    load: ({ queryClient }) =>
      Promise.all([loadQuery(queryClient, accountQueryOptions()), loadQuery(queryClient, featureFlagsQueryOptions())]),
  },
  {
    key: 'orders',
    label: 'Orders',
    userTypes: agents,
    position: 10,
    kind: 'screen',
    Screen: OrdersScreen,
    load: ({ queryClient }) => loadQuery(queryClient, agentOrdersQueryOptions()),
  },
  {
    key: 'invoices',
    label: 'Billing',
    userTypes: homeowners,
    position: 20,
    kind: 'screen',
    Screen: InvoicesScreen,
    load: (context) =>
      Promise.all([
        loadInvoices(context, ownContractIds(context.queryClient)),
        loadQuery(context.queryClient, failedPaymentsQueryOptions()),
      ]),
  },
  {
    key: 'accountInvoices',
    label: 'Invoices',
    userTypes: agents,
    position: 20,
    kind: 'screen',
    Screen: AccountInvoicesScreen,
    load: (context) => loadInvoices(context, agentContractIds(context.queryClient)),
  },
  {
    key: 'notices',
    label: 'Notices',
    userTypes: customers,
    position: 25,
    kind: 'screen',
    Screen: NoticesScreen,
    load: ({ queryClient, user }) => loadQuery(queryClient, noticesQueryOptions(user.userId)),
  },
  {
    key: 'serviceRequestHistory',
    label: 'Service Requests',
    userTypes: homeowners,
    position: 28,
    kind: 'screen',
    Screen: ServiceRequestHistoryScreen,
    load: async ({ queryClient }) => {
      const ids = await ownContractIds(queryClient);
      if (ids) await loadQuery(queryClient, serviceRequestsQueryOptions(ids));
    },
  },
  {
    key: 'profile',
    label: 'Profile',
    userTypes: customers,
    position: 40,
    kind: 'screen',
    Screen: ProfileScreen,
    load: loadUser,
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
    load: ({ queryClient, user }) => queryClient.ensureQueryData(accountUserQueryOptions(user.userId)),
  },
];
