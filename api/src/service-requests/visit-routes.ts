/**
 * Booking the visit: the open windows offered when filing, and the homeowner moving or cancelling the visit of a
 * filed request from their account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CANCELLABLE_SERVICE_REQUEST_STATUSES,
  errorResponses,
  ServiceRequestIdParams,
  ServiceRequestSummary,
  SlotTakenBody,
  serviceRequestMessages,
  timeZoneOfState,
  VisitResponse,
  VisitSlotsParams,
  VisitSlotsResponse,
  VisitWindowBody,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { currentUser, httpError, notFound } from '../plugins/index.ts';
import { addNote, nameOf, ownedContract, type RequestRow, requestForOwnerOrStaff } from './requests.ts';
import { serviceRequestSummary } from './summaries.ts';
import {
  cancelVisit,
  filingWindows,
  moveVisit,
  textVisitChange,
  visitDetail,
  visitOf,
  windowsOf,
  withoutContractor,
} from './visits.ts';
import { warrantyItemsOf } from './warranty-items.ts';

const tags = ['service requests'];
const security = [{ bearer: [] }];

const WINDOW_RULE =
  'Windows are two hours long, within the contractor’s working hours (Mon-Fri 08:00-17:00 unless they set ' +
  'others), not on their blocked days, not overlapping a booked visit, from now to 14 days ahead; times are ISO ' +
  'with the offset of the property’s time zone (from its state: AZ America/Phoenix, ID America/Boise, NV and OR ' +
  'America/Los_Angeles, TX America/Chicago, UT America/Denver).';

export const serviceRequestVisitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.get(
    '/account/serviceRequest/slots/:contractId/:warrantyItemId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The open visit windows for a new request',
        operationId: 'getServiceRequestSlots',
        description:
          'Only contractors of the item’s trade who serve the property’s zip code are offered: the windows of the ' +
          'one the dispatch rule would send the request to; when that one has none, the earliest windows of the ' +
          `other local contractors of the trade. ${WINDOW_RULE} With no window, \`reason\` says why: ` +
          '`noLocalContractor` (no contractor of the trade works at the zip) or `fullyBooked` (no open window in ' +
          'the next 14 days); the request may still be filed without a time, and we call to schedule. Only the ' +
          'contract’s owner: another user who may see the contract gets 403, anyone else 404; an item the ' +
          'contract does not cover is 404.',
        params: VisitSlotsParams,
        response: { 200: VisitSlotsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await ownedContract(database.db, t, request.params.contractId, currentUser(request));
      const item = (await warrantyItemsOf(database.db, t, contract)).find(
        (candidate) => candidate.warrantyItemId === request.params.warrantyItemId,
      );
      if (!item) throw notFound(serviceRequestMessages.itemNotCovered);
      const offered = await filingWindows(database.db, t, item.tradeId, contract.address, new Date());
      return { windows: withoutContractor(offered.windows), reason: offered.reason };
    },
  );

  /** The caller's open request with a work order: owner or staff (403 for another who may see it, 404 otherwise). */
  async function visitableRequest(serviceRequestId: string, caller: ReturnType<typeof currentUser>) {
    const { request: found } = await requestForOwnerOrStaff(database.db, t, serviceRequestId, caller);
    if (!CANCELLABLE_SERVICE_REQUEST_STATUSES.includes(found.status)) {
      throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.closed);
    }
    if (!found.workOrderId) throw httpError(422, 'validation', serviceRequestMessages.noWorkOrder);
    return { ...found, workOrderId: found.workOrderId };
  }

  const summaryOf = (found: RequestRow) => serviceRequestSummary(database.db, t, found.serviceRequestId);

  app.get(
    '/account/serviceRequest/visit/:serviceRequestId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The visit of a request and the windows it may move to',
        operationId: 'getServiceRequestVisit',
        description:
          `The booked window (null when none) and the open windows of the work order’s contractor. ${WINDOW_RULE} ` +
          'The contract’s owner or staff; another user who may see it gets 403, anyone else 404. A closed request ' +
          'is 422 `serviceRequestClosed`.',
        params: ServiceRequestIdParams,
        response: { 200: VisitResponse, ...errorResponses },
      },
    },
    async (request) => {
      const found = await visitableRequest(request.params.serviceRequestId, currentUser(request));
      const [ticket] = await database.db
        .select()
        .from(t.dispatchTickets)
        .where(eq(t.dispatchTickets.workOrderId, found.workOrderId));
      if (!ticket) throw notFound('No service request with this id.');
      const timeZone = timeZoneOfState(ticket.stateCode);
      return {
        visit: await visitOf(database.db, t, found.workOrderId),
        windows: await windowsOf(database.db, t, ticket.contractorUserId, timeZone, new Date(), found.workOrderId),
      };
    },
  );

  app.put(
    '/account/serviceRequest/visit/:serviceRequestId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Book or move the visit of a request',
        operationId: 'rescheduleServiceRequestVisit',
        description:
          'Books the visit in `appointment`, one of the windows of GET /account/serviceRequest/visit/' +
          '{serviceRequestId}, freeing the one booked before: the work order is Scheduled in it and the timeline ' +
          'shows it. A window not open (any more) is 409 `slotTaken` with the fresh `windows`. The contract’s ' +
          'owner or staff; another user who may see it gets 403, anyone else 404. A closed request is 422 ' +
          '`serviceRequestClosed`. Answers the request as the history lists it.',
        params: ServiceRequestIdParams,
        body: VisitWindowBody,
        response: { 200: ServiceRequestSummary, ...errorResponses, 409: SlotTakenBody },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const found = await visitableRequest(request.params.serviceRequestId, caller);
      const { appointment } = request.body;
      const author = await nameOf(database.db, t, caller.userId);
      await database.transaction(async (tx) => {
        const now = new Date();
        await textVisitChange(
          app.sms,
          tx,
          found.workOrderId,
          await moveVisit(tx, t, found.workOrderId, appointment, now),
        );
        await addNote(tx, t, found, `Visit booked by ${author}: ${visitDetail(appointment)}`, author, now);
        app.live.changed({ serviceRequestId: found.serviceRequestId });
        app.live.changed({ workOrderId: found.workOrderId });
      });
      app.push.toTechnicianOf(found.workOrderId, 'ticketChanged');
      return summaryOf(found);
    },
  );

  app.delete(
    '/account/serviceRequest/visit/:serviceRequestId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel the visit of a request',
        operationId: 'cancelServiceRequestVisit',
        description:
          'Frees the booked window: the work order stays with its contractor, unscheduled (the contractor will ' +
          'call), and the technician reads a note. A request without a booked visit is 404. The contract’s owner ' +
          'or staff; another user who may see it gets 403, anyone else 404. A closed request is 422 ' +
          '`serviceRequestClosed`. Answers the request as the history lists it.',
        params: ServiceRequestIdParams,
        response: { 200: ServiceRequestSummary, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const found = await visitableRequest(request.params.serviceRequestId, caller);
      const author = await nameOf(database.db, t, caller.userId);
      await database.transaction(async (tx) => {
        const now = new Date();
        if (!(await cancelVisit(tx, t, found.workOrderId, now))) throw notFound(serviceRequestMessages.noVisit);
        await addNote(tx, t, found, `Visit cancelled by ${author}; please call to arrange a time.`, author, now);
        app.live.changed({ serviceRequestId: found.serviceRequestId });
        app.live.changed({ workOrderId: found.workOrderId });
      });
      app.push.toTechnicianOf(found.workOrderId, 'ticketChanged');
      return summaryOf(found);
    },
  );
};
