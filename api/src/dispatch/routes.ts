/** Dispatch tickets, notes, files and closing items: /contractor/.... */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddedFile,
  AddFileFromUploadBody,
  ALLOWED_FILE_TYPES,
  AuthorizationRequest,
  AuthorizationRequestBody,
  ClosingItemCategoriesQuery,
  ClosingItemCategoriesResponse,
  ClosingItemsQuery,
  ClosingItemsResponse,
  CreatedNote,
  CreateNoteBody,
  DISPATCH_PAGE_SIZE,
  DispatchIdParams,
  DispatchRefusalBody,
  DispatchSearchBody,
  DispatchSearchQuery,
  DispatchSearchResponse,
  DispatchTicket,
  DispatchUpdateBody,
  ErrorBody,
  errorResponses,
  FILE_MAX_BYTES,
  FileIdParams,
  IMAGE_MAX_PIXELS,
  NOTE_MAX_LENGTH,
  VersionConflictBody,
  VISIT_ETA_MAX_MINUTES,
  VisitEventAnswer,
  VisitEventBody,
} from '@hw/shared';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '../db/index.ts';
import { currentUser, isStaff, multipartBody, notFound, TAKES_IDEMPOTENCY_KEY } from '../plugins/index.ts';
import { isFinished } from '../uploads/index.ts';
import { requestAuthorization } from './authorization-requests.ts';
import {
  addFile,
  discardUnused,
  downloadHeaders,
  fileMessages,
  findFile,
  receiveUpload,
  type StoredUpload,
  storeUploadedBytes,
} from './files.ts';
import {
  closingItemCategoriesForTrade,
  closingItemsOfCategory,
  findClosingItemCategory,
  findTicketRow,
  loadTicket,
  searchTicketsJson,
} from './queries.ts';
import { createNote, createNotes, ticketMessages, updateTicket } from './tickets.ts';
import { recordVisitEvent } from './visits.ts';

const tags = ['contractor'];
const security = [{ bearer: [] }];
/** The answers of a ticket change: the refusals carry the fields the offline client reads. */
const changeAnswers = { ...errorResponses, 409: VersionConflictBody, 422: DispatchRefusalBody };
const IDEMPOTENCY =
  ' Send an `Idempotency-Key` header (at most 200 characters) to make a retry safe: a repeat with the same ' +
  'payload answers the stored response with `Idempotent-Replayed: true`; another payload under the key is 422; ' +
  'a repeat while the first is still running is 409 without a version. Refusals are not stored.';
/** The ticket of GET /contractor/dispatch/{dispatchId}: its work order id or its dispatch id. */
const TicketRefParams = Type.Object({
  dispatchId: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'The ticket’s work order id (e.g. WO-104233) or its dispatch id (e.g. DSP-500101).',
  }),
});
/** The download answers the stored bytes as a stream, which no serializer touches; this only documents them. */
const FileBytes = Type.Unsafe<unknown>({
  description: 'The file’s bytes, with the content type detected at upload.',
  content: Object.fromEntries(
    ALLOWED_FILE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
});
/** The detail answer's schema, by which each ticket of a search page is serialized once. */
const ticketSchema = DispatchTicket as unknown as Record<string, unknown>;
const AGREEMENT = ' Refused with 403 until the service agreement is accepted (POST /contractor/agreement).';

/**
 * A note body exactly as the createNote route takes it (its two fields, within their limits, no U+0000),
 * else null: anything else is made by the call on its own, which answers it as usual.
 */
function noteInput(body: unknown): CreateNoteBody | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { dispatchId, note, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof dispatchId !== 'string' || typeof note !== 'string') return null;
  if (dispatchId.length < 1 || dispatchId.length > 100 || note.length > NOTE_MAX_LENGTH) return null;
  if (dispatchId.includes('\u0000') || note.includes('\u0000')) return null;
  return { dispatchId, note };
}

export const dispatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only here (POST /contractor/addFile): one file, a few small fields.
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });

  const contractorOnly = app.requireUserType('contractor');
  const { database } = app;
  const { t } = database;

  app.post(
    '/contractor/dispatch/search',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Search the contractor’s dispatch tickets',
        operationId: 'searchDispatchTickets',
        description:
          `The signed-in contractor's tickets, newest first, ${DISPATCH_PAGE_SIZE} per page (page is 0-based). ` +
          'contractorStatus: open (open, sentToContractor, pendingLhwApproval, approved), workComplete ' +
          '(workComplete, completePendingPayment), closed (every other status) or all. `?isInvoice=true` keeps ' +
          'the tickets ready for invoicing: work complete and not yet invoiced or paid (status workComplete). ' +
          'Items are full tickets, as the detail call answers them.',
        querystring: DispatchSearchQuery,
        body: DispatchSearchBody,
        response: { 200: DispatchSearchResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Sent as prepared JSON: each ticket is serialized once per version (searchTicketsJson).
      const json = await searchTicketsJson(
        database.db,
        t,
        {
          contractorUserId: currentUser(request).userId,
          page: request.body.page,
          contractorStatus: request.body.contractorStatus,
          isInvoice: request.query.isInvoice === true,
          dialect: database.dialect,
          writes: database.writes(),
        },
        (ticket) => reply.serializeInput(ticket, ticketSchema),
      );
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.post(
    '/contractor/dispatch/createNote',
    {
      onRequest: contractorOnly,
      config: { ...TAKES_IDEMPOTENCY_KEY, sharesBatchTransaction: true },
      schema: {
        tags,
        security,
        summary: 'Add a note to a dispatch ticket',
        operationId: 'createDispatchNote',
        description:
          `Adds a note (trimmed, 1 to ${NOTE_MAX_LENGTH} characters) to one of the contractor's open tickets; ` +
          `answers the note. The ticket's version goes up by one.${AGREEMENT}${IDEMPOTENCY}`,
        body: CreateNoteBody,
        response: { 200: CreatedNote, ...changeAnswers },
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => {
        const note = await createNote(tx, t, currentUser(request), request.body);
        app.live.changed({ dispatchId: request.body.dispatchId });
        return note;
      }),
  );

  // A device's queued notes in one batch: written together, each answered as the call above would.
  app.manyCalls.set('POST /api/contractor/dispatch/createNote', async (caller, calls) => {
    if (caller.userType !== 'contractor') return null;
    const inputs = calls.map(({ body }) => noteInput(body));
    if (inputs.some((input) => input === null)) return null;
    return app.idempotentMany(
      caller.userId,
      'POST /api/contractor/dispatch/createNote',
      calls.map(({ idempotencyKey, body }) => ({ key: idempotencyKey, body })),
      async (tx) => {
        const notes = await createNotes(tx, t, caller, inputs as CreateNoteBody[]);
        for (const dispatchId of new Set(inputs.map((input) => input?.dispatchId))) {
          if (dispatchId) app.live.changed({ dispatchId });
        }
        return notes;
      },
    );
  });

  // One path with POST below, so one parameter name: the GET takes a work order id, and takes a dispatch id too.
  app.get(
    '/contractor/dispatch/:dispatchId',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Get a dispatch ticket',
        operationId: 'getDispatchTicket',
        description:
          'One of the contractor’s tickets by work order id (e.g. WO-104233) or dispatch id (e.g. DSP-500101), ' +
          'with notes (newest first), parts, files and the ticket totals. Another contractor’s ticket ' +
          'answers 404 like an unknown one.',
        params: TicketRefParams,
        response: { 200: DispatchTicket, ...errorResponses },
      },
    },
    async (request) => {
      const ref = request.params.dispatchId;
      const row =
        (await findTicketRow(database.db, t, { workOrderId: ref })) ??
        (await findTicketRow(database.db, t, { dispatchId: ref }));
      if (!row) throw notFound(ticketMessages.notFound);
      // Another contractor's ticket answers like an unknown one, so ids cannot be probed.
      if (row.contractorUserId !== currentUser(request).userId) throw notFound(ticketMessages.notFound);
      const ticket = await loadTicket(database.db, t, { dispatchId: row.dispatchId });
      if (!ticket) throw notFound(ticketMessages.notFound);
      return ticket;
    },
  );

  app.post(
    '/contractor/dispatch/:dispatchId',
    {
      onRequest: contractorOnly,
      config: { ...TAKES_IDEMPOTENCY_KEY, sharesBatchTransaction: true },
      schema: {
        tags,
        security,
        summary: 'Update a dispatch ticket',
        operationId: 'updateDispatchTicket',
        description:
          'Saves the contractor’s changes. The body is the ticket as the detail call answered it, with the changes; ' +
          'only version, discountAmount, tax, shipping, purchaseOrderCost, serviceCallFeeCollectedAmount, ' +
          'wasServiceCallFeeCollected (true whenever the collected amount is above 0), workStatus (a contractor may ' +
          'set Attempted To Schedule, Scheduled, Waiting On Parts, Waiting for Customer Decision, or Work Complete ' +
          'which moves the ticket to workComplete) and dispatchParts are read. dispatchParts is the whole list: a ' +
          'part without dispatchPartId is new, a stored part left out is removed. A new part may carry the device’s ' +
          'clientPartId: a part without dispatchPartId whose clientPartId the ticket already has is that part, so a ' +
          'save sent again (or the next save sent before this one was answered) never adds it twice. Negative ' +
          'amounts, units or hours are 400; so is a new part priced $0 per unit, or new labour at $0 an hour ' +
          '(naming pricePerUnit or costPerHour). `version` must be the current one, else 409 with `currentVersion`. Over the pre-authorized ' +
          'amount: 422 naming the amount, with `preAuthorizedAmount` and `suggestedDiscount`. Waiting for payment ' +
          'or closed: 422. Nothing is written on a refusal. Answers the updated ticket (version + 1).' +
          AGREEMENT +
          IDEMPOTENCY,
        params: DispatchIdParams,
        body: DispatchUpdateBody,
        response: { 200: DispatchTicket, ...changeAnswers },
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => {
        const ticket = await updateTicket(
          tx,
          t,
          currentUser(request),
          request.params.dispatchId,
          request.body,
          app.push,
          app.sms,
        );
        app.live.changed({ dispatchId: ticket.dispatchId });
        return ticket;
      }),
  );

  app.post(
    '/contractor/dispatch/:dispatchId/visit',
    {
      config: TAKES_IDEMPOTENCY_KEY,
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Say the technician is on the way, has arrived or has finished',
        operationId: 'recordVisitEvent',
        description:
          'One of the contractor’s open tickets by dispatch id. `onMyWay` needs `etaMinutes` (minutes until ' +
          `arrival, 1 to ${VISIT_ETA_MAX_MINUTES}); the others refuse it (400). Arrived needs no On my way; On my ` +
          'way may be sent again with a new estimate; complete needs a visit under way and ends it, and On my way ' +
          'or Arrived after it starts the next visit. Arrived twice, or complete with no visit under way, is 409 ' +
          '`visitOutOfOrder`. Each event goes on the claim’s timeline with the technician’s first name ("Sam is on ' +
          'the way - about 25 minutes"; complete is the timeline’s Work complete), and the homeowner gets a push ' +
          'notice and an e-mail. The ticket’s version and work status do not change. Answers the visit.' +
          AGREEMENT +
          IDEMPOTENCY,
        params: DispatchIdParams,
        body: VisitEventBody,
        response: { 200: VisitEventAnswer, ...changeAnswers },
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => {
        const answer = await recordVisitEvent(tx, t, currentUser(request), request.params.dispatchId, request.body, {
          push: app.push,
          mailer: app.mailer,
          brand: app.config.brand,
          sms: app.sms,
        });
        app.live.changed({ dispatchId: answer.dispatchId });
        return answer;
      }),
  );

  app.post(
    '/contractor/dispatch/:dispatchId/authorizationRequest',
    {
      config: TAKES_IDEMPOTENCY_KEY,
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Ask for a higher pre-authorized amount',
        operationId: 'requestAuthorization',
        description:
          'For one of the contractor’s open tickets whose parts would go over its pre-authorized amount: `amount` ' +
          'is the limit asked for (above the current one, else 400) and `note` says why (required). Photos go on ' +
          'the ticket as files. One request waits at a time: another while one is open is 409 ' +
          '`authorizationPending`. Staff decide it (POST /staff/authorizationRequests/{id}/decision); an approval ' +
          'raises the ticket’s limit, so the save refused with `preAuthorizedLimit` can be sent again. Answers the ' +
          `request.${AGREEMENT}${IDEMPOTENCY}`,
        params: DispatchIdParams,
        body: AuthorizationRequestBody,
        response: { 200: AuthorizationRequest, ...changeAnswers },
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => {
        const created = await requestAuthorization(
          tx,
          t,
          currentUser(request),
          request.params.dispatchId,
          request.body,
        );
        app.live.changed({ dispatchId: created.dispatchId });
        return created;
      }),
  );

  app.post(
    '/contractor/addFile',
    {
      config: {
        ...TAKES_IDEMPOTENCY_KEY,
        documentedBody: multipartBody({
          dispatchId: { description: 'The ticket the file is for.' },
          file: { file: true, description: 'The photo or document.' },
        }),
      },
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Add a file to a dispatch ticket',
        operationId: 'addDispatchFile',
        description:
          'Adds a photo or document to a ticket: multipart/form-data with fields `dispatchId` and `file`. At most ' +
          `${FILE_MAX_BYTES / 1024 / 1024} MB (413 above). The type is detected from the content: JPEG, PNG, WebP, ` +
          'HEIC/HEIF, GIF or PDF; anything else is 415. A photo over ' +
          `${IMAGE_MAX_PIXELS / 1_000_000} megapixels is 413; while the server is short of disk space, 507. The ` +
          'same content sent again to the same ticket answers the file stored the first time. Answers the file; ' +
          `the ticket's version goes up by one.${AGREEMENT}${IDEMPOTENCY}`,
        response: { 200: AddedFile, ...changeAnswers, 415: ErrorBody, 507: ErrorBody },
      },
    },
    async (request, reply) => {
      await app.uploadLimits.requireDiskSpace();
      const upload = await receiveUpload(request, app.fileStorage);
      try {
        const effect = async (tx: Tx) => {
          const file = await addFile(tx, t, currentUser(request), upload);
          app.live.changed({ dispatchId: upload.dispatchId });
          return file;
        };
        return await app.idempotent(request, reply, effect, { fingerprint: upload.fingerprint });
      } finally {
        await discardUnused(database.db, t, app.fileStorage, upload.storageName);
      }
    },
  );

  app.post(
    '/contractor/addFileFromUpload',
    {
      config: TAKES_IDEMPOTENCY_KEY,
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Add a finished resumable upload to a dispatch ticket',
        operationId: 'addDispatchFileFromUpload',
        description:
          'Attaches the bytes of a finished upload of the caller (tus 1.0 at `/api/uploads`, see docs/offline-sync.md) to ' +
          'a ticket, checked exactly as `POST /contractor/addFile` checks a file: the type is detected from the ' +
          'content (JPEG, PNG, WebP, HEIC/HEIF, GIF or PDF; anything else is 415; a photo over ' +
          `${IMAGE_MAX_PIXELS / 1_000_000} megapixels is 413), the file is named after \`fileName\` with the ` +
          'extension of its type, and the same content sent again to the same ticket answers the file stored the ' +
          'first time. An unknown upload, another user’s, or one not finished is 404; while the server is short ' +
          'of disk space, 507. Once attached, the upload is removed. Answers the file; the ticket’s version goes ' +
          `up by one.${AGREEMENT}${IDEMPOTENCY}`,
        body: AddFileFromUploadBody,
        response: { 200: AddedFile, ...changeAnswers, 415: ErrorBody, 507: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { dispatchId, uploadId, fileName } = request.body;
      let stored: StoredUpload | undefined;
      try {
        const effect = async (tx: Tx) => {
          // beforeEffect has stored the bytes before the effect runs.
          const file = await addFile(tx, t, caller, stored!);
          app.live.changed({ dispatchId });
          return file;
        };
        const answered = await app.idempotent(request, reply, effect, {
          // The bytes are copied once the key is claimed, so a repeat under the key never reads the upload.
          async beforeEffect() {
            const upload = await app.uploads.find(uploadId, caller.userId);
            if (!upload || !isFinished(upload)) throw notFound(fileMessages.uploadNotFinished);
            await app.uploadLimits.requireDiskSpace();
            stored = await storeUploadedBytes(await app.uploads.read(uploadId), dispatchId, fileName, app.fileStorage);
          },
        });
        if (stored && reply.statusCode === 200) await app.uploads.remove(uploadId);
        return answered;
      } finally {
        if (stored) await discardUnused(database.db, t, app.fileStorage, stored.storageName);
      }
    },
  );

  app.get(
    '/contractor/file/:fileId',
    {
      onRequest: app.requireUserType('contractor', 'employee'),
      schema: {
        tags,
        security,
        summary: 'Download a ticket file',
        operationId: 'getDispatchFile',
        description:
          'The bytes of a ticket file, with the content type detected at upload and `X-Content-Type-Options: ' +
          'nosniff`. Photos are served inline, anything else (a PDF) as an attachment; the download is named ' +
          'after the file’s label with the extension of its detected type. Only for the ticket’s contractor ' +
          'and staff; another contractor’s file answers 404 like an unknown one.',
        params: FileIdParams,
        response: { 200: FileBytes, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const found = await findFile(database.db, t, request.params.fileId);
      if (!found) throw notFound(fileMessages.notFound);
      if (found.contractorUserId !== caller.userId && !isStaff(caller)) throw notFound(fileMessages.notFound);
      const stored = await app.fileStorage.get(found.file.storageName);
      if (!stored) throw notFound(fileMessages.notFound);
      // The bytes are streamed as they are: the response schema describes the errors only.
      return (reply as FastifyReply)
        .headers(downloadHeaders(found.file))
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=3600')
        .send(stored.stream);
    },
  );

  app.get(
    '/contractor/closingItems/categories',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'List the closing-item categories of a ticket’s trade',
        operationId: 'listClosingItemCategories',
        description: 'The closing-item categories of the ticket’s trade (the contractor’s own ticket).',
        querystring: ClosingItemCategoriesQuery,
        response: { 200: ClosingItemCategoriesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findTicketRow(database.db, t, { dispatchId: request.query.dispatchId });
      if (!row) throw notFound(ticketMessages.notFound);
      // Another contractor's ticket answers like an unknown one, so ids cannot be probed.
      if (row.contractorUserId !== currentUser(request).userId) throw notFound(ticketMessages.notFound);
      return closingItemCategoriesForTrade(database.db, t, row.tradeId);
    },
  );

  app.get(
    '/contractor/closingItems',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'List the items of a closing-item category',
        operationId: 'listClosingItems',
        description:
          'The items of a closing-item category: parts (kind part, defaultPricePerUnit) and labour lines (kind ' +
          'labor, named "Labor (...)", defaultCostPerHour).',
        querystring: ClosingItemsQuery,
        response: { 200: ClosingItemsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const category = await findClosingItemCategory(database.db, t, request.query.closingItemCategoryId);
      if (!category) throw notFound('No closing-item category with this id.');
      return closingItemsOfCategory(database.db, t, category.id);
    },
  );
};
