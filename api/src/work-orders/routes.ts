/**
 * The work-order status page's calls (marketing spec sections 2.10, 3 and 7; the paths are ours): schedule a
 * visit, or cancel the work order with a reason. Like the page, they ask for no sign-in: the work order id in
 * the link is the key. Both answer `true` on success.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  hourOfLabel,
  OPEN_SERVICE_CALL_STATUSES,
  parseWorkOrderDate,
  type ServiceCallStatus,
  validateWorkOrderSchedule,
  WORK_ORDER_TENANT,
  WorkOrderCancelBody,
  WorkOrderStatusUpdateBody,
  workOrderMessages,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tables, Tx } from '../db/index.ts';
import { httpError, invalidFields, notFound } from '../plugins/errors.ts';
import { WORK_ORDER_RATE_LIMITED, workOrderOf } from '../plugins/rate-limit.ts';
import { cancelWorkOrder, followWorkOrder } from '../service-requests/index.ts';

const tags = ['work orders'];
const DAY = 24 * 60 * 60 * 1000;

/** The open ticket of a work order; 404 for none, 422 once it is closed or complete. */
async function openTicket(tx: Tx, t: Tables, workOrderId: string) {
  const [ticket] = await tx
    .select()
    .from(t.dispatchTickets)
    .where(eq(t.dispatchTickets.workOrderId, workOrderId))
    .limit(1);
  if (!ticket) throw notFound(workOrderMessages.notFound);
  if (!OPEN_SERVICE_CALL_STATUSES.includes(ticket.status as ServiceCallStatus)) {
    throw httpError(422, 'serviceRequestClosed', workOrderMessages.closed);
  }
  return ticket;
}

export const workOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.post(
    '/workorder/statusUpdate',
    {
      schema: {
        tags,
        security: [],
        summary: 'Schedule a work order’s visit',
        operationId: 'updateWorkOrderStatus',
        description:
          'Sets the work order to Scheduled on `ScheduleDateTime` (the local short date M/D/YYYY, from today to six ' +
          'months ahead) between `ScheduledStartWindow` and `ScheduledEndWindow` (hour labels 12AM to 11PM). ' +
          '`Status` must be `Scheduled` and `Tenant` the site’s tenant id. The homeowner’s timeline shows the visit. ' +
          'Unknown work order 404; a closed one 422 `serviceRequestClosed`. Answers `true`. ' +
          WORK_ORDER_RATE_LIMITED,
        body: WorkOrderStatusUpdateBody,
        response: { 200: Type.Boolean(), ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'workOrderSchedule', subject: (request) => workOrderOf(request.body) }),
    },
    async (request) => {
      const body = request.body;
      const schedule = {
        date: body.ScheduleDateTime,
        startWindow: body.ScheduledStartWindow,
        endWindow: body.ScheduledEndWindow,
      };
      // The page checks the range on the customer's calendar; a day either side allows for their time zone.
      const now = Date.now();
      const problems = [new Date(now), new Date(now - DAY), new Date(now + DAY)]
        .map((today) => validateWorkOrderSchedule(schedule, today))
        .reduce((fewest, next) => (Object.keys(next).length < Object.keys(fewest).length ? next : fewest));
      const fields = [
        ...(problems.date ? [{ field: 'ScheduleDateTime', message: problems.date }] : []),
        ...(problems.startWindow ? [{ field: 'ScheduledStartWindow', message: problems.startWindow }] : []),
        ...(problems.endWindow ? [{ field: 'ScheduledEndWindow', message: problems.endWindow }] : []),
        ...(body.Status !== 'Scheduled' ? [{ field: 'Status', message: workOrderMessages.statusInvalid }] : []),
        ...(body.Tenant !== WORK_ORDER_TENANT ? [{ field: 'Tenant', message: workOrderMessages.tenantInvalid }] : []),
      ];
      if (fields.length > 0) throw invalidFields(fields);
      const day = parseWorkOrderDate(body.ScheduleDateTime) ?? '';
      const [year, month, date] = day.split('-').map(Number);
      // A floating local time: the customer's day and start hour, kept in the UTC fields.
      const scheduledAt = new Date(
        Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hourOfLabel(body.ScheduledStartWindow)),
      );
      await database.transaction(async (tx) => {
        const ticket = await openTicket(tx, t, body.Id);
        const at = new Date();
        await tx
          .update(t.dispatchTickets)
          .set({
            scheduledAt,
            scheduledStartWindow: body.ScheduledStartWindow,
            scheduledEndWindow: body.ScheduledEndWindow,
            workStatus: 'Scheduled',
            version: ticket.version + 1,
            updatedAt: at,
          })
          .where(eq(t.dispatchTickets.dispatchId, ticket.dispatchId));
        const detail = `${body.ScheduleDateTime}, ${body.ScheduledStartWindow} to ${body.ScheduledEndWindow}`;
        await followWorkOrder(tx, t, body.Id, { status: ticket.status, workStatus: 'Scheduled', detail }, at);
      });
      return true;
    },
  );

  app.post(
    '/workorder/cancel',
    {
      schema: {
        tags,
        security: [],
        summary: 'Cancel a work order',
        operationId: 'cancelWorkOrder',
        description:
          'Cancels the work order with `CancellationNotes` (required): the ticket and its service request are ' +
          'cancelled and the reason is noted. Unknown work order 404; a closed one 422 `serviceRequestClosed`. ' +
          'Answers `true`. ' +
          WORK_ORDER_RATE_LIMITED,
        body: WorkOrderCancelBody,
        response: { 200: Type.Boolean(), ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'workOrderCancel', subject: (request) => workOrderOf(request.body) }),
    },
    async (request) => {
      const notes = request.body.CancellationNotes.trim();
      if (!notes) throw invalidFields([{ field: 'CancellationNotes', message: workOrderMessages.reasonRequired }]);
      await database.transaction(async (tx) => {
        const ticket = await openTicket(tx, t, request.body.WorkOrderId);
        const at = new Date();
        await cancelWorkOrder(tx, t, ticket.workOrderId, notes, at);
        await tx.insert(t.dispatchNotes).values({
          dispatchId: ticket.dispatchId,
          note: `Work order cancelled: ${notes}`,
          createdByName: 'Status page',
          createdAt: at,
        });
        await tx
          .update(t.serviceRequests)
          .set({ cancelReason: notes })
          .where(eq(t.serviceRequests.workOrderId, ticket.workOrderId));
      });
      return true;
    },
  );
};
