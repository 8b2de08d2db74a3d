/** GET /api/staff/audit (admin): the log of staff actions, newest first, a page at a time ("Older"). */
import { StaffAuditResponse } from '@hw/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export const AUDIT_PAGE_SIZE = 20;

export async function getAudit(before: string | undefined, signal?: AbortSignal): Promise<StaffAuditResponse> {
  const query = before ? { limit: AUDIT_PAGE_SIZE, before } : { limit: AUDIT_PAGE_SIZE };
  const answer = await apiGet('/api/staff/audit', query, { auth: true, signal, background: true });
  return checkedResponse(StaffAuditResponse, answer, 'GET /api/staff/audit');
}

export const auditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'audit'],
    queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useAudit = () => useInfiniteQuery(auditQueryOptions());
