/** A photo (or PDF) the homeowner attaches to a filed request: it lands on the work order for the technician. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddedFile,
  ErrorBody,
  errorResponses,
  FILE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  serviceRequestMessages,
  UploadRef,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { canSeeContract } from '../contracts/index.ts';
import type { Tx } from '../db/index.ts';
import {
  discardUnused,
  fileMessages,
  receiveUpload,
  recordFile,
  type StoredUpload,
  storeUploadedBytes,
} from '../dispatch/index.ts';
import {
  type CurrentUser,
  currentUser,
  forbidden,
  httpError,
  multipartBody,
  notFound,
  TAKES_IDEMPOTENCY_KEY,
} from '../plugins/index.ts';
import { isFinished } from '../uploads/index.ts';

const ServiceRequestIdParams = Type.Object({ serviceRequestId: Type.String({ minLength: 1, maxLength: 100 }) });

export const serviceRequestPhotoRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });
  const { database } = app;
  const { t } = database;

  /** The work order ticket of the caller's open request: 404 unknown, 403 not the owner, 422 closed. */
  async function openTicketOf(serviceRequestId: string, caller: CurrentUser) {
    const [found] = await database.db
      .select({ request: t.serviceRequests, contract: t.contracts, ticket: t.dispatchTickets })
      .from(t.serviceRequests)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
      .leftJoin(t.dispatchTickets, eq(t.dispatchTickets.workOrderId, t.serviceRequests.workOrderId))
      .where(eq(t.serviceRequests.serviceRequestId, serviceRequestId))
      .limit(1);
    if (!found || !canSeeContract(found.contract, caller)) throw notFound('No service request with this id.');
    if (found.contract.ownerUserId !== caller.userId) throw forbidden(serviceRequestMessages.notOwner);
    if (found.request.closedAt || !found.ticket) {
      throw httpError(422, 'serviceRequestClosed', serviceRequestMessages.closed);
    }
    return found.ticket;
  }

  async function recordOnTicket(tx: Tx, userId: string, dispatchId: string, upload: StoredUpload) {
    const [current] = await tx
      .select({ dispatchId: t.dispatchTickets.dispatchId, version: t.dispatchTickets.version })
      .from(t.dispatchTickets)
      .where(eq(t.dispatchTickets.dispatchId, dispatchId))
      .limit(1);
    if (!current) throw notFound('No service request with this id.');
    app.live.changed({ dispatchId: current.dispatchId });
    return recordFile(tx, t, userId, current, upload);
  }

  app.post(
    '/account/serviceRequest/:serviceRequestId/file',
    {
      config: {
        ...TAKES_IDEMPOTENCY_KEY,
        documentedBody: multipartBody({ file: { file: true, description: 'The photo or PDF.' } }),
      },
      onRequest: app.requireUser,
      schema: {
        tags: ['service requests'],
        security: [{ bearer: [] }],
        summary: 'Attach a photo to a service request',
        operationId: 'addServiceRequestFile',
        description:
          'multipart/form-data with the field `file`: a photo (JPEG, PNG, WebP, HEIC/HEIF, GIF) of at most ' +
          `${IMAGE_MAX_PIXELS / 1_000_000} megapixels or a PDF, of at most ${FILE_MAX_BYTES / 1024 / 1024} MB, ` +
          'detected from the content (415 otherwise, 413 above; 507 while the server is short of disk space). It is ' +
          'added to the request’s work order, where the technician sees it; the same content twice answers the ' +
          'first file. Only the contract’s owner, while the request is open (422 `serviceRequestClosed`). An ' +
          '`Idempotency-Key` makes a retry safe.',
        params: ServiceRequestIdParams,
        response: { 200: AddedFile, ...errorResponses, 415: ErrorBody, 507: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const ticket = await openTicketOf(request.params.serviceRequestId, caller);
      await app.uploadLimits.requireDiskSpace();
      const upload = await receiveUpload(request, app.fileStorage, ticket.dispatchId);
      try {
        return await app.idempotent(
          request,
          reply,
          (tx) => recordOnTicket(tx, caller.userId, ticket.dispatchId, upload),
          { fingerprint: upload.fingerprint },
        );
      } finally {
        await discardUnused(database.db, t, app.fileStorage, upload.storageName);
      }
    },
  );

  app.post(
    '/account/serviceRequest/:serviceRequestId/fileFromUpload',
    {
      config: TAKES_IDEMPOTENCY_KEY,
      onRequest: app.requireUser,
      schema: {
        tags: ['service requests'],
        security: [{ bearer: [] }],
        summary: 'Attach a finished resumable upload to a service request',
        operationId: 'addServiceRequestFileFromUpload',
        description:
          'Attaches the bytes of a finished upload of the caller (tus 1.0 at `/api/uploads`) to the request’s ' +
          'work order, checked as `POST /account/serviceRequest/{serviceRequestId}/file` checks a file: a photo ' +
          'or a PDF by its content (415 otherwise), named after `fileName` with the extension of its type; the ' +
          'same content twice answers the first file. An unknown ' +
          'upload, another user’s, or one not finished is 404; once attached, the upload is removed. Only the ' +
          'contract’s owner, while the request is open (422 `serviceRequestClosed`). An `Idempotency-Key` makes ' +
          'a retry safe.',
        params: ServiceRequestIdParams,
        body: Type.Object(UploadRef),
        response: { 200: AddedFile, ...errorResponses, 415: ErrorBody, 507: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const ticket = await openTicketOf(request.params.serviceRequestId, caller);
      const { uploadId, fileName } = request.body;
      let stored: StoredUpload | undefined;
      try {
        const answered = await app.idempotent(
          request,
          reply,
          (tx) => recordOnTicket(tx, caller.userId, ticket.dispatchId, stored!),
          {
            async beforeEffect() {
              const upload = await app.uploads.find(uploadId, caller.userId);
              if (!upload || !isFinished(upload)) throw notFound(fileMessages.uploadNotFinished);
              await app.uploadLimits.requireDiskSpace();
              const bytes = await app.uploads.read(uploadId);
              stored = await storeUploadedBytes(bytes, ticket.dispatchId, fileName, app.fileStorage);
            },
          },
        );
        if (stored && reply.statusCode === 200) await app.uploads.remove(uploadId);
        return answered;
      } finally {
        if (stored) await discardUnused(database.db, t, app.fileStorage, stored.storageName);
      }
    },
  );
};
