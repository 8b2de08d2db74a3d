/**
 * The visit from the public status page, no sign-in, with the link's token: GET /api/workorder/{id}/visit (the
 * booked window and the contractor's open ones) and POST /api/workorder/visit to book one.
 */
import { VisitResponse, type VisitWindow } from '@hw/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export const useWorkOrderVisit = (workOrderId: string, token: string) =>
  useQuery({
    queryKey: ['workOrderVisit', workOrderId, token],
    queryFn: async ({ signal }) =>
      checkedResponse(
        VisitResponse,
        await apiGet(`/api/workorder/${encodeURIComponent(workOrderId)}/visit`, { t: token }, { signal }),
        'GET /api/workorder/{id}/visit',
      ),
    staleTime: 0,
  });

export const useBookWorkOrderVisit = () =>
  useMutation({
    mutationFn: async ({
      workOrderId,
      token,
      appointment,
    }: {
      workOrderId: string;
      token: string;
      appointment: VisitWindow;
    }) =>
      checkedResponse(
        Type.Boolean(),
        await apiPost('/api/workorder/visit', { Id: workOrderId, Token: token, appointment }),
        'POST /api/workorder/visit',
      ) === true,
  });
