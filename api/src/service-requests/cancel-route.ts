/** Cancelling a service request: the request, its work order and the refund of a fee paid online. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CANCELLABLE_SERVICE_REQUEST_STATUSES,
  CancelServiceRequestBody,
  errorResponses,
  ServiceRequestSummary,
  serviceRequestMessages,
} from '@hw/shared';
import { and, eq } from 'drizzle-orm';
import { currentUser, httpError, invalidFields } from '../plugins/index.ts';
import { cancelWorkOrder, recordEvent } from '../timeline/index.ts';
import { refundFee } from './fee-refund.ts';
import { addNote, nameOf, requestForOwnerOrStaff } from './requests.ts';
import { serviceRequestSummary } from './summaries.ts';

const tags = ['service requests'];
const security = [{ bearer: [] }];

export const serviceRequestCancelRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.patch(
    '/order/cancelServiceRequest',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancel a service request',
        operationId: 'cancelServiceRequest',
        description:
          'Cancels the request and its work order, with the reason (required). Only while the work is not complete ' +
          '(statuses open, sentToContractor, pendingLhwApproval, approved); otherwise 422 `serviceRequestClosed`. ' +
          'A service call fee paid online is refunded (voided at the gateway) and the request is marked refunded. ' +
          'Only the contract’s owner or staff; ' +
          'another user who may see it gets 403, anyone else 404. Answers the cancelled request.',
        body: CancelServiceRequestBody,
        response: { 200: ServiceRequestSummary, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { request: found } = await requestForOwnerOrStaff(database.db, t, request.body.serviceRequestId, caller);
      const reason = request.body.reason.trim();
      if (!reason) throw invalidFields([{ field: 'reason', message: serviceRequestMessages.reasonRequired }]);
      if (!CANCELLABLE_SERVICE_REQUEST_STATUSES.includes(found.status)) {
        throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.cannotCancel);
      }
      const author = await nameOf(database.db, t, caller.userId);
      const now = new Date();
      await database.transaction(async (tx) => {
        const cancelled = await tx
          .update(t.serviceRequests)
          .set({ status: 'cancelled', closedAt: now, cancelReason: reason })
          .where(
            and(
              eq(t.serviceRequests.serviceRequestId, found.serviceRequestId),
              eq(t.serviceRequests.status, found.status),
            ),
          )
          .returning({ id: t.serviceRequests.serviceRequestId });
        if (!cancelled[0]) {
          throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.cannotCancel);
        }
        await recordEvent(tx, t, found.serviceRequestId, 'cancelled', now, reason);
        if (found.workOrderId) await cancelWorkOrder(tx, t, found.workOrderId, reason, now);
        await addNote(tx, t, found, `Cancelled by ${author}: ${reason}`, author, now);
        app.live.changed({ serviceRequestId: found.serviceRequestId });
      });
      app.push.toTechnicianOf(found.workOrderId, 'ticketCancelled');
      if (found.feeTransactionId) await refundFee(app, found, author);
      return serviceRequestSummary(database.db, t, found.serviceRequestId);
    },
  );
};
