/**
 * POST /api/workorder/statusUpdate: schedules a work order from
 * the public status page, no sign-in: the link's token goes in `Token`. Only the answer `true` is a success;
 * any other answer is a failure.
 */
import {
  WORK_ORDER_TENANT,
  type WorkOrderSchedule,
  type WorkOrderStatusUpdateBody,
  workOrderShortDate,
} from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

/**
 * The scheduling payload: the day as M/D/YYYY, the hour labels, status Scheduled, and the
 * token of the work order's link.
 */
export function statusUpdateBody(
  workOrderId: string,
  token: string,
  schedule: WorkOrderSchedule,
): WorkOrderStatusUpdateBody {
  return {
    ScheduleDateTime: workOrderShortDate(schedule.date),
    ScheduledStartWindow: schedule.startWindow,
    ScheduledEndWindow: schedule.endWindow,
    Id: workOrderId,
    Status: 'Scheduled',
    Tenant: WORK_ORDER_TENANT,
    Token: token,
  };
}

/** Whether the work order is now scheduled. */
export async function updateWorkOrderStatus(
  workOrderId: string,
  token: string,
  schedule: WorkOrderSchedule,
): Promise<boolean> {
  const answer = await apiPost('/api/workorder/statusUpdate', statusUpdateBody(workOrderId, token, schedule));
  return checkedResponse(Type.Boolean(), answer, 'POST /api/workorder/statusUpdate') === true;
}

export const useUpdateWorkOrderStatus = () =>
  useMutation({
    mutationFn: ({
      workOrderId,
      token,
      schedule,
    }: {
      workOrderId: string;
      token: string;
      schedule: WorkOrderSchedule;
    }) => updateWorkOrderStatus(workOrderId, token, schedule),
  });
