/**
 * GET /api/workorder/{workOrderId}?t={token}: the work order the status page shows, read with the token of the
 * link the homeowner was mailed. A missing or wrong token and an unknown work order are one 404: the page then
 * shows the not-found page. The answer is not kept (the token stays out of the saved cache and a closed work
 * order is seen at once).
 */
import { WorkOrderLinkResponse } from '@hw/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function workOrderFromLink(workOrderId: string, token: string): Promise<WorkOrderLinkResponse> {
  const answer = await apiGet(
    `/api/workorder/${encodeURIComponent(workOrderId)}`,
    { t: token },
    { skipStatusCheck: true },
  );
  return checkedResponse(WorkOrderLinkResponse, answer, 'GET /api/workorder/{workOrderId}');
}

/** Whether the server refused the link (no such work order, or not its token). */
export const isLinkRefused = (error: unknown) => isApiError(error) && error.status === 404;

export const useWorkOrderFromLink = (workOrderId: string, token: string | undefined) =>
  useQuery({
    queryKey: ['work-order-link', workOrderId, token ?? ''],
    queryFn: () => workOrderFromLink(workOrderId, token ?? ''),
    enabled: Boolean(token),
    gcTime: 0,
    staleTime: 0,
    retry: (failures, error) => !isLinkRefused(error) && failures < 1,
  });
