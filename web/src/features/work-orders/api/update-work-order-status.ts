/**
 * POST /api/workorder/statusUpdate (marketing spec sections 2.10, 3 and 4): schedules a work order from
 * the public status page, no sign-in. Only the answer `true` is a success; any other answer is a failure.
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

/** The scheduling payload of marketing section 3: the day as M/D/YYYY, the hour labels, status Scheduled. */
export function statusUpdateBody(workOrderId: string, schedule: WorkOrderSchedule): WorkOrderStatusUpdateBody {
  return {
    ScheduleDateTime: workOrderShortDate(schedule.date),
    ScheduledStartWindow: schedule.startWindow,
    ScheduledEndWindow: schedule.endWindow,
    Id: workOrderId,
    Status: 'Scheduled',
    Tenant: WORK_ORDER_TENANT,
  };
}

/** Whether the work order is now scheduled. */
export async function updateWorkOrderStatus(workOrderId: string, schedule: WorkOrderSchedule): Promise<boolean> {
  const answer = await apiPost('/api/workorder/statusUpdate', statusUpdateBody(workOrderId, schedule));
  return checkedResponse(Type.Boolean(), answer, 'POST /api/workorder/statusUpdate') === true;
}

export const useUpdateWorkOrderStatus = () =>
  useMutation({
    mutationFn: ({ workOrderId, schedule }: { workOrderId: string; schedule: WorkOrderSchedule }) =>
      updateWorkOrderStatus(workOrderId, schedule),
  });
