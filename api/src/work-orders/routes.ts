/**
 * The work-order status page's calls (paths of our own): read the work
 * order, schedule a visit, or cancel the work order with a reason. They ask for no sign-in: the link the homeowner
 * was mailed is the key (`/status-update/{workOrderId}?t={token}`, service-requests/status-link.ts). Each call
 * carries the link's token; a missing or wrong token, and an unknown work order, all answer the same 404, and a
 * wrong token is refused before the database is read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  hourOfLabel,
  LinkVisitBody,
  OPEN_SERVICE_CALL_STATUSES,
  parseWorkOrderDate,
  type ServiceCallStatus,
  SlotTakenBody,
  timeZoneOfState,
  VisitResponse,
  validateWorkOrderSchedule,
  visitTextOf,
  WORK_ORDER_TENANT,
  WorkOrderCancelBody,
  WorkOrderLinkParams,
  WorkOrderLinkQuery,
  WorkOrderLinkResponse,
  WorkOrderStatusUpdateBody,
  workOrderMessages,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import {
  httpError,
  invalidFields,
  notFound,
  RATE_LIMITED_PER_CLIENT,
  WORK_ORDER_RATE_LIMITED,
  workOrderOf,
} from '../plugins/index.ts';
import {
  moveVisit,
  refundFee,
  statusLinks,
  textVisitChange,
  visitDetail,
  visitOf,
  windowsOf,
} from '../service-requests/index.ts';
import { cancelWorkOrder, followWorkOrder } from '../timeline/index.ts';

const tags = ['work orders'];
const DAY = 24 * 60 * 60 * 1000;

/** The one answer for a missing or wrong token and an unknown work order, so none tells the others apart. */
const linkNotFound = () => notFound(workOrderMessages.notFound);

const isOpen = (status: string) => OPEN_SERVICE_CALL_STATUSES.includes(status as ServiceCallStatus);

/** The ticket of a work order; the 404 of a bad link for none. */
async function ticketOf(db: Queryable, t: Tables, workOrderId: string) {
  const [ticket] = await db
    .select()
    .from(t.dispatchTickets)
    .where(eq(t.dispatchTickets.workOrderId, workOrderId))
    .limit(1);
  if (!ticket) throw linkNotFound();
  return ticket;
}

/** The open ticket of a work order; 404 for none, 422 once it is closed or complete. */
async function openTicket(tx: Tx, t: Tables, workOrderId: string) {
  const ticket = await ticketOf(tx, t, workOrderId);
  if (!isOpen(ticket.status)) throw httpError(422, 'serviceRequestClosed', workOrderMessages.closed);
  return ticket;
}

const TOKEN_RULE =
  'The call carries the token of the work order’s link (`/status-update/{workOrderId}?t={token}`, mailed to the ' +
  'homeowner when the request is dispatched)';

export const workOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;
  const links = statusLinks(app);
  /** Refuses a call whose token is not the link's, before any query. */
  const requireLink = (workOrderId: string, token: string | undefined) => {
    if (!links.verify(workOrderId, token)) throw linkNotFound();
  };

  app.get(
    '/workorder/:workOrderId',
    {
      schema: {
        tags,
        security: [],
        summary: 'Read a work order from its status link',
        operationId: 'getWorkOrderFromLink',
        description:
          `${TOKEN_RULE} as the query parameter \`t\`. Answers the work order id and \`isOpen\`: false once the work ` +
          'is complete, closed or cancelled (it can no longer be scheduled or cancelled). A missing or wrong token ' +
          'and an unknown work order all answer the same 404 `notFound`. ' +
          RATE_LIMITED_PER_CLIENT,
        params: WorkOrderLinkParams,
        querystring: WorkOrderLinkQuery,
        response: { 200: WorkOrderLinkResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'workOrderRead', subject: () => undefined }),
    },
    async (request) => {
      const { workOrderId } = request.params;
      requireLink(workOrderId, request.query.t);
      const ticket = await ticketOf(database.db, t, workOrderId);
      return { workOrderId: ticket.workOrderId, isOpen: isOpen(ticket.status) };
    },
  );

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
          `${TOKEN_RULE} in \`Token\`: a missing or wrong token and an unknown work order all answer the same 404 ` +
          '`notFound` (checked before the other fields). A closed work order is 422 `serviceRequestClosed`. ' +
          'Answers `true`. ' +
          WORK_ORDER_RATE_LIMITED,
        body: WorkOrderStatusUpdateBody,
        response: { 200: Type.Boolean(), ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'workOrderSchedule', subject: (request) => workOrderOf(request.body) }),
    },
    async (request) => {
      const body = request.body;
      requireLink(body.Id, body.Token);
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
        // A time typed by hand replaces a booked window, which is free again.
        await tx.delete(t.visits).where(eq(t.visits.workOrderId, body.Id));
        const detail = `${body.ScheduleDateTime}, ${body.ScheduledStartWindow} to ${body.ScheduledEndWindow}`;
        await followWorkOrder(tx, t, body.Id, { status: ticket.status, workStatus: 'Scheduled', detail }, at);
        const text = visitTextOf(ticket, {
          workStatus: 'Scheduled',
          scheduledAt,
          scheduledStartWindow: body.ScheduledStartWindow,
        });
        await textVisitChange(app.sms, tx, body.Id, { text, version: ticket.version + 1 });
        app.live.changed({ workOrderId: body.Id });
      });
      app.push.toTechnicianOf(body.Id, 'ticketChanged');
      return true;
    },
  );

  app.get(
    '/workorder/:workOrderId/visit',
    {
      schema: {
        tags,
        security: [],
        summary: 'A work order’s visit and its open windows, from its status link',
        operationId: 'getWorkOrderVisitFromLink',
        description:
          `${TOKEN_RULE} as the query parameter \`t\`. Answers the booked window (null when none) and the open ` +
          'two-hour windows of the work order’s contractor for the next 14 days (ISO times with the offset of the ' +
          'property’s time zone). A missing or wrong token and an unknown work order all answer the same 404 ' +
          '`notFound`; a closed work order is 422 `serviceRequestClosed`. ' +
          RATE_LIMITED_PER_CLIENT,
        params: WorkOrderLinkParams,
        querystring: WorkOrderLinkQuery,
        response: { 200: VisitResponse, ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'workOrderRead', subject: () => undefined }),
    },
    async (request) => {
      const { workOrderId } = request.params;
      requireLink(workOrderId, request.query.t);
      const ticket = await ticketOf(database.db, t, workOrderId);
      if (!isOpen(ticket.status)) throw httpError(422, 'serviceRequestClosed', workOrderMessages.closed);
      const timeZone = timeZoneOfState(ticket.stateCode);
      return {
        visit: await visitOf(database.db, t, workOrderId),
        windows: await windowsOf(database.db, t, ticket.contractorUserId, timeZone, new Date(), workOrderId),
      };
    },
  );

  app.post(
    '/workorder/visit',
    {
      schema: {
        tags,
        security: [],
        summary: 'Book a work order’s visit in an open window',
        operationId: 'bookWorkOrderVisit',
        description:
          'Books the visit in `appointment`, one of the windows of GET /workorder/{workOrderId}/visit, freeing the ' +
          'window booked before: the work order is Scheduled in it and the homeowner’s timeline shows it. A window ' +
          'not open (any more) is 409 `slotTaken` with the fresh `windows`. ' +
          `${TOKEN_RULE} in \`Token\`: a missing or wrong token and an unknown work order all answer the same 404 ` +
          '`notFound`. A closed work order is 422 `serviceRequestClosed`. Answers `true`. ' +
          WORK_ORDER_RATE_LIMITED,
        body: LinkVisitBody,
        response: { 200: Type.Boolean(), ...errorResponses, 409: SlotTakenBody },
      },
      preHandler: app.rateLimit({ scope: 'workOrderSchedule', subject: (request) => workOrderOf(request.body) }),
    },
    async (request) => {
      const { Id: workOrderId, Token: token, appointment } = request.body;
      requireLink(workOrderId, token);
      await database.transaction(async (tx) => {
        const ticket = await openTicket(tx, t, workOrderId);
        const at = new Date();
        await textVisitChange(app.sms, tx, workOrderId, await moveVisit(tx, t, workOrderId, appointment, at));
        await tx.insert(t.dispatchNotes).values({
          dispatchId: ticket.dispatchId,
          note: `Visit booked from the status page: ${visitDetail(appointment)}`,
          createdByName: 'Status page',
          createdAt: at,
        });
        app.live.changed({ workOrderId });
      });
      app.push.toTechnicianOf(workOrderId, 'ticketChanged');
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
          'cancelled, the reason is noted on the ticket and on the request’s timeline, and a service call fee paid ' +
          'online is refunded (voided at the gateway) with a note in the request’s history, as when the homeowner ' +
          `cancels from their account. ${TOKEN_RULE} in \`Token\`: a missing or wrong token and an unknown work ` +
          'order all answer the same 404 `notFound`. A closed work order (cancelled already, complete) is 422 ' +
          '`serviceRequestClosed`. Answers `true`. ' +
          WORK_ORDER_RATE_LIMITED,
        body: WorkOrderCancelBody,
        response: { 200: Type.Boolean(), ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'workOrderCancel', subject: (request) => workOrderOf(request.body) }),
    },
    async (request) => {
      const { WorkOrderId: workOrderId, Token: token } = request.body;
      requireLink(workOrderId, token);
      const notes = request.body.CancellationNotes.trim();
      if (!notes) throw invalidFields([{ field: 'CancellationNotes', message: workOrderMessages.reasonRequired }]);
      const cancelled = await database.transaction(async (tx) => {
        const ticket = await openTicket(tx, t, workOrderId);
        const at = new Date();
        if (!(await cancelWorkOrder(tx, t, ticket.workOrderId, notes, at))) {
          throw httpError(422, 'serviceRequestClosed', workOrderMessages.closed);
        }
        await tx.insert(t.dispatchNotes).values({
          dispatchId: ticket.dispatchId,
          note: `Work order cancelled: ${notes}`,
          createdByName: 'Status page',
          createdAt: at,
        });
        const [serviceRequest] = await tx
          .update(t.serviceRequests)
          .set({ cancelReason: notes })
          .where(eq(t.serviceRequests.workOrderId, ticket.workOrderId))
          .returning();
        app.live.changed({ workOrderId: ticket.workOrderId });
        return serviceRequest;
      });
      app.push.toTechnicianOf(workOrderId, 'ticketCancelled');
      if (cancelled) await refundFee(app, cancelled, 'Customer Care');
      return true;
    },
  );
};
