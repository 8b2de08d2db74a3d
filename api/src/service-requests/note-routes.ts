/**
 * Notes on a service request: the homeowner's note and the request for a status update, both seen by the technician.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  SendStatusUpdateBody,
  SendStatusUpdateResponse,
  ServiceRequestNoteBody,
  ServiceRequestNoteResponse,
  serviceRequestMessages,
} from '@hw/shared';
import { currentUser, httpError, invalidFields } from '../plugins/index.ts';
import { addNote, nameOf, requestForCaller, requestForOwnerOrStaff } from './requests.ts';

const tags = ['service requests'];
const security = [{ bearer: [] }];

export const serviceRequestNoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.post(
    '/account/servicerequest/note',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add a note to a service request',
        operationId: 'addServiceRequestNote',
        description:
          'Adds a note (trimmed, required) to the request, signed with the caller’s name; the technician sees it on ' +
          'the work order too. The owner, the ordering agent or staff; anyone else gets 404. A closed request is ' +
          '422 `serviceRequestClosed`.',
        body: ServiceRequestNoteBody,
        response: { 200: ServiceRequestNoteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { request: found } = await requestForCaller(database.db, t, request.body.serviceRequestId, caller);
      const text = request.body.note.trim();
      if (!text) throw invalidFields([{ field: 'note', message: serviceRequestMessages.noteRequired }]);
      if (found.closedAt) throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.closed);
      const author = await nameOf(database.db, t, caller.userId);
      const note = await database.transaction((tx) => addNote(tx, t, found, text, author, new Date()));
      app.push.toTechnicianOf(found.workOrderId, 'ticketChanged');
      app.live.changed({ serviceRequestId: found.serviceRequestId });
      return { result: true, note };
    },
  );

  app.post(
    '/order/sendStatusUpdate',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Ask where a service request stands',
        operationId: 'sendStatusUpdate',
        description:
          'Records the owner’s request for an update (with an optional message) as a note that the contractor and ' +
          'customer care see, and answers `result` with a message to show. Only the contract’s owner or staff; ' +
          'another user who may see it gets 403, anyone else 404. A closed request is 422 `serviceRequestClosed`.',
        body: SendStatusUpdateBody,
        response: { 200: SendStatusUpdateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { request: found } = await requestForOwnerOrStaff(database.db, t, request.body.serviceRequestId, caller);
      if (found.closedAt) throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.closed);
      const extra = request.body.message?.trim();
      const author = await nameOf(database.db, t, caller.userId);
      const note = `Status update requested${extra ? `: ${extra}` : '.'}`;
      await database.transaction((tx) => addNote(tx, t, found, note, author, new Date()));
      app.push.toTechnicianOf(found.workOrderId, 'ticketChanged');
      app.live.changed({ serviceRequestId: found.serviceRequestId });
      return { result: true, message: serviceRequestMessages.statusUpdateSent };
    },
  );
};
