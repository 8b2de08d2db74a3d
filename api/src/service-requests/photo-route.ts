/** A photo (or PDF) the homeowner attaches to a filed request: it lands on the work order for the technician. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddedFile, ErrorBody, errorResponses, FILE_MAX_BYTES, serviceRequestMessages } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { discardUnused, receiveUpload, recordFile } from '../dispatch/index.ts';
import { canSeeContract } from '../orders/index.ts';
import { currentUser } from '../plugins/auth.ts';
import { forbidden, httpError, notFound } from '../plugins/errors.ts';

const ServiceRequestIdParams = Type.Object({ serviceRequestId: Type.String({ minLength: 1, maxLength: 100 }) });

export const serviceRequestPhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });
  const { database } = app;
  const { t } = database;

  app.post(
    '/account/serviceRequest/:serviceRequestId/file',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['service requests'],
        security: [{ bearer: [] }],
        summary: 'Attach a photo to a service request',
        operationId: 'addServiceRequestFile',
        description:
          'multipart/form-data with the field `file`: a photo (JPEG, PNG, WebP, HEIC/HEIF, GIF) or a PDF of at ' +
          `most ${FILE_MAX_BYTES / 1024 / 1024} MB, detected from the content (415 otherwise, 413 above). It is ` +
          'added to the request’s work order, where the technician sees it; the same content twice answers the ' +
          'first file. Only the contract’s owner, while the request is open (422 `serviceRequestClosed`). An ' +
          '`Idempotency-Key` makes a retry safe.',
        params: ServiceRequestIdParams,
        response: { 200: AddedFile, ...errorResponses, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const [found] = await database.db
        .select({ request: t.serviceRequests, contract: t.contracts, ticket: t.dispatchTickets })
        .from(t.serviceRequests)
        .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
        .leftJoin(t.dispatchTickets, eq(t.dispatchTickets.workOrderId, t.serviceRequests.workOrderId))
        .where(eq(t.serviceRequests.serviceRequestId, request.params.serviceRequestId))
        .limit(1);
      if (!found || !canSeeContract(found.contract, caller)) throw notFound('No service request with this id.');
      if (found.contract.ownerUserId !== caller.userId) throw forbidden(serviceRequestMessages.notOwner);
      const ticket = found.ticket;
      if (found.request.closedAt || !ticket) {
        throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.closed);
      }
      const upload = await receiveUpload(request, app.fileStorage, ticket.dispatchId);
      try {
        return await app.idempotent(
          request,
          reply,
          async (tx) => {
            const [current] = await tx
              .select({ dispatchId: t.dispatchTickets.dispatchId, version: t.dispatchTickets.version })
              .from(t.dispatchTickets)
              .where(eq(t.dispatchTickets.dispatchId, ticket.dispatchId))
              .limit(1);
            if (!current) throw notFound('No service request with this id.');
            app.live.changed({ dispatchId: current.dispatchId });
            return recordFile(tx, t, caller.userId, current, upload);
          },
          { fingerprint: upload.fingerprint },
        );
      } finally {
        await discardUnused(database.db, t, app.fileStorage, upload.storageName);
      }
    },
  );
};
