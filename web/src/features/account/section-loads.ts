/**
 * What each account section loads before it opens. Loaded with the account area, not with every page:
 * the query modules and their schemas stay out of the public pages' code.
 */
import { REAL_ESTATE_USER_TYPES, type UserType } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import type { AccountSectionContext } from '#web/lib/account-sections.ts';
import { featureFlagsQueryOptions } from '#web/lib/feature-flags.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { accountUserQueryOptions } from './api/get-account-user.ts';
import { agentOrdersQueryOptions } from './api/get-agent-orders.ts';
import { contractMoneyQueryOptions } from './api/get-contract-money.ts';
import { failedPaymentsQueryOptions } from './api/get-failed-payments.ts';
import { invoicesQueryOptions } from './api/get-invoices.ts';
import { noticesQueryOptions } from './api/get-notices.ts';
import { serviceRequestsQueryOptions } from './api/get-service-requests.ts';

const agents: readonly UserType[] = REAL_ESTATE_USER_TYPES;

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

export const loadUser = ({ queryClient, user }: AccountSectionContext) =>
  loadQuery(queryClient, accountUserQueryOptions(user.userId));

export const loadGlance = ({ queryClient, user }: AccountSectionContext) =>
  agents.includes(user.userType)
    ? loadQuery(queryClient, agentOrdersQueryOptions())
    : Promise.all([
        ownContractIds(queryClient).then((ids) =>
          ids ? loadQuery(queryClient, invoicesQueryOptions(ids)) : undefined,
        ),
        loadQuery(queryClient, failedPaymentsQueryOptions()),
        loadQuery(queryClient, noticesQueryOptions(user.userId)),
      ]);

export const loadContracts = ({ queryClient }: AccountSectionContext) => loadQuery(queryClient, accountQueryOptions());

export const loadPlans = ({ queryClient }: AccountSectionContext) =>
  Promise.all([
    ownContractIds(queryClient).then((ids) =>
      Promise.all((ids ?? []).map((id) => loadQuery(queryClient, contractMoneyQueryOptions(id)))),
    ),
    loadQuery(queryClient, featureFlagsQueryOptions()),
    loadQuery(queryClient, paymentInfosQueryOptions()),
  ]);

export const loadAgentOrders = ({ queryClient }: AccountSectionContext) =>
  loadQuery(queryClient, agentOrdersQueryOptions());

export const loadBilling = (context: AccountSectionContext) =>
  Promise.all([
    loadInvoices(context, ownContractIds(context.queryClient)),
    loadQuery(context.queryClient, failedPaymentsQueryOptions()),
  ]);

export const loadAgentInvoices = (context: AccountSectionContext) =>
  loadInvoices(context, agentContractIds(context.queryClient));

export const loadNotices = ({ queryClient, user }: AccountSectionContext) =>
  loadQuery(queryClient, noticesQueryOptions(user.userId));

export async function loadServiceRequests({ queryClient }: AccountSectionContext) {
  const ids = await ownContractIds(queryClient);
  if (ids) await loadQuery(queryClient, serviceRequestsQueryOptions(ids));
}

export const ensureUser = ({ queryClient, user }: AccountSectionContext) =>
  queryClient.ensureQueryData(accountUserQueryOptions(user.userId));
