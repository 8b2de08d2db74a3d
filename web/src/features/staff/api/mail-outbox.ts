/**
 * GET /api/mail/outbox (staff): the mail kept in the outbox, newest first, optionally to one address; its text,
 * its HTML and its header fields, sign-in links and codes removed by the server. Online only.
 */
import { OutboxResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxResponse> {
  const answer = await apiGet('/api/mail/outbox', to ? { to, limit: 100 } : { limit: 100 }, {
    auth: true,
    signal,
    background: true,
  });
  return checkedResponse(OutboxResponse, answer, 'GET /api/mail/outbox');
}

export const outboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'outbox', to],
    queryFn: ({ signal }) => getOutbox(to, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useOutbox = (to: string) => useQuery(outboxQueryOptions(to));
