/** Dispatch tickets, notes, files and closing items: /contractor/.... */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddedFile,
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
  NOTE_MAX_LENGTH,
  VersionConflictBody,
} from '@hw/shared';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { currentUser, isStaff } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { addFile, discardUnused, downloadHeaders, fileMessages, findFile, receiveUpload } from './files.ts';
import {
  closingItemCategoriesForTrade,
  closingItemsOfCategory,
  findClosingItemCategory,
  findTicketRow,
  loadTicket,
  searchTicketsJson,
} from './queries.ts';
import { createNote, ticketMessages, updateTicket } from './tickets.ts';

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
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
});
/** The detail answer's schema, by which each ticket of a search page is serialized once. */
const ticketSchema = DispatchTicket as unknown as Record<string, unknown>;
const AGREEMENT = ' Refused with 403 until the service agreement is accepted (POST /contractor/agreement).';

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
      app.idempotent(request, reply, (tx) => createNote(tx, t, currentUser(request), request.body)),
  );

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
          'part without dispatchPartId is new, a stored part left out is removed. Negative amounts, units or hours ' +
          'are 400. `version` must be the current one, else 409 with `currentVersion`. Over the pre-authorized ' +
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
      app.idempotent(request, reply, (tx) =>
        updateTicket(tx, t, currentUser(request), request.params.dispatchId, request.body, app.push),
      ),
  );

  app.post(
    '/contractor/addFile',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Add a file to a dispatch ticket',
        operationId: 'addDispatchFile',
        description:
          'Adds a photo or document to a ticket: multipart/form-data with fields `dispatchId` and `file`. At most ' +
          `${FILE_MAX_BYTES / 1024 / 1024} MB (413 above). The type is detected from the content: JPEG, PNG, WebP, ` +
          'HEIC/HEIF, GIF or PDF; anything else is 415. The same content sent again to the same ticket answers ' +
          `the file stored the first time. Answers the file; the ticket's version goes up by one.${AGREEMENT}` +
          IDEMPOTENCY,
        response: { 200: AddedFile, ...changeAnswers, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.fileStorage);
      try {
        return await app.idempotent(request, reply, (tx) => addFile(tx, t, currentUser(request), upload), {
          fingerprint: upload.fingerprint,
        });
      } finally {
        await discardUnused(database.db, t, app.fileStorage, upload.storageName);
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
