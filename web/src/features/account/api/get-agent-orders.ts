/** GET /api/account/contract/agent: the orders an agent placed, with the buyer or seller and what is owed. */
import { AgentOrder } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

const AgentOrders = Type.Array(AgentOrder);

export async function getAgentOrders(signal?: AbortSignal): Promise<AgentOrder[]> {
  const answer = await apiGet('/api/account/contract/agent', undefined, { auth: true, signal });
  return checkedResponse(AgentOrders, answer, 'GET /api/account/contract/agent');
}

export const agentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'agentOrders'],
    queryFn: ({ signal }) => getAgentOrders(signal),
  });

export const useAgentOrders = () => useQuery(agentOrdersQueryOptions());
