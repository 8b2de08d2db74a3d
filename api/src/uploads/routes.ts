/**
 * The tus 1.0 endpoint (POST to create, HEAD for the offset, PATCH to append, DELETE to drop) at
 * /api/uploads, for signed-in users. Each upload is its creator's: the server writes the creator's id
 * into its metadata, and any other caller is answered 404 as for an unknown upload. GET is not offered:
 * finished bytes are read only by the attach calls. A creation counts against the user's quota and is
 * recorded before tus makes it; creations and appends are refused while the disk is short of space
 * (./limits.ts).
 */
import type { IncomingMessage } from 'node:http';
import { ErrorBody, FILE_MAX_BYTES } from '@hw/shared';
import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser, httpError } from '../plugins/index.ts';
import { reservedBytes } from './limits.ts';
import { OWNER_METADATA_KEY } from './store.ts';

export const UPLOADS_PATH = '/api/uploads';
export const uploadMessages = {
  notFound: 'No upload with this id.',
  tusResumable: 'Send the header Tus-Resumable: 1.0.0 (uploads speak the tus 1.0 protocol).',
} as const;

const notFound = { status_code: 404, body: `${uploadMessages.notFound}\n` };

/** Who makes a request to tus, and the id recorded for the upload a creation makes. */
interface Call {
  userId: string;
  uploadId?: string;
}

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const calls = new WeakMap<IncomingMessage, Call>();
  const callOf = (req: { runtime?: { node?: { req?: IncomingMessage } } }) => {
    const raw = req.runtime?.node?.req;
    return raw ? calls.get(raw) : undefined;
  };
  const callerOf = (req: { runtime?: { node?: { req?: IncomingMessage } } }) => callOf(req)?.userId;
  const { datastore } = app.uploads;
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: FILE_MAX_BYTES,
    namingFunction(req) {
      const uploadId = callOf(req as never)?.uploadId;
      if (!uploadId) throw { status_code: 401, body: 'Sign in to upload.\n' };
      return uploadId;
    },
    // The Location names the upload under this site's path, whatever host or proxy the request came through.
    relativeLocation: true,
    allowedOrigins: [app.config.publicOrigin],
    async onUploadCreate(req, upload) {
      const owner = callerOf(req as never);
      if (!owner) throw { status_code: 401, body: 'Sign in to upload.\n' };
      return { metadata: { ...upload.metadata, [OWNER_METADATA_KEY]: owner } };
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST') return;
      const owner = callerOf(req as never);
      const upload = await datastore.getUpload(uploadId).catch(() => undefined);
      if (!owner || !upload || upload.metadata?.[OWNER_METADATA_KEY] !== owner) throw notFound;
      // A cancelled upload stops counting against its owner before the answer leaves: a new upload started at
      // once is not refused for it.
      if (req.method === 'DELETE') await app.uploads.forget(uploadId);
    },
  });

  // The body of a PATCH (and of a creation with data) is the upload's bytes: tus reads the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // Refused here rather than by tus, so that the answer has the API's error body.
    if (request.headers['tus-resumable'] !== '1.0.0') {
      throw httpError(412, 'validation', uploadMessages.tusResumable, 'Tus-Resumable');
    }
    const call: Call = { userId: currentUser(request).userId };
    if (request.method === 'POST' || request.method === 'PATCH') await app.uploadLimits.requireDiskSpace();
    if (request.method === 'POST') {
      const length = request.headers['upload-length'];
      call.uploadId = await app.uploadLimits.reserve(
        call.userId,
        reservedBytes(typeof length === 'string' ? length : undefined),
      );
    }
    calls.set(request.raw, call);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
    // A creation tus refused holds nothing.
    const created = request.method === 'POST' && reply.raw.statusCode === 201;
    if (call.uploadId && !created) await app.uploads.forget(call.uploadId);
  };
  const tusHeader = (description: string) => ({ description, type: 'string' });
  const documented = (summary: string, operationId: string, description: string, answers: Record<number, object>) => ({
    tags: ['uploads'],
    security: [{ bearer: [] }],
    summary,
    operationId,
    description: `${description} Every request sends \`Tus-Resumable: 1.0.0\` (412 otherwise). Only the upload's creator sees it; to anyone else it is 404.`,
    response: {
      ...Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, { ...answer, type: 'null' }])),
      400: ErrorBody,
      401: ErrorBody,
      // tus's own refusal, in its words.
      404: Type.Unsafe<unknown>({
        description: 'No such upload, or not the caller’s.',
        content: { 'text/plain': { schema: { type: 'string' } } },
      }),
      412: ErrorBody,
      413: ErrorBody,
      429: ErrorBody,
      507: ErrorBody,
    },
  });
  const handler = handle;
  const onRequest = app.requireUser;
  app.route({
    method: 'POST',
    url: '/uploads',
    onRequest,
    handler,
    schema: documented(
      'Start a resumable upload',
      'createUpload',
      'Creates an upload (tus 1.0 creation): `Upload-Length` gives its size in bytes, at most ' +
        `${FILE_MAX_BYTES} (413 above), and \`Upload-Metadata\` may name the file. Counts against the caller's ` +
        'unfinished uploads (429 over the count, 413 over the bytes); 507 while the server is short of disk space.',
      {
        201: {
          description: 'Created: `Location` is the upload’s address.',
          headers: { Location: tusHeader('The upload’s address.') },
        },
      },
    ),
  });
  app.route({
    method: 'HEAD',
    url: '/uploads/:uploadId',
    onRequest,
    handler,
    schema: documented(
      'How much of an upload has arrived',
      'getUploadOffset',
      'Answers how many bytes the server has.',
      {
        200: { description: 'The offset.', headers: { 'Upload-Offset': tusHeader('Bytes received so far.') } },
      },
    ),
  });
  app.route({
    method: 'PATCH',
    url: '/uploads/:uploadId',
    onRequest,
    handler,
    schema: documented(
      'Append to an upload',
      'appendToUpload',
      'Sends the next bytes (`Content-Type: application/offset+octet-stream`) from `Upload-Offset`, which must ' +
        'equal the bytes the server has (409 otherwise). 507 while the server is short of disk space. Once all ' +
        'bytes have arrived, attach the upload with its id (the attach calls of tickets and service requests).',
      { 204: { description: 'Appended.', headers: { 'Upload-Offset': tusHeader('Bytes received so far.') } } },
    ),
  });
  app.route({
    method: 'DELETE',
    url: '/uploads/:uploadId',
    onRequest,
    handler,
    schema: documented('Drop an upload', 'deleteUpload', 'Drops an unfinished upload and its bytes.', {
      204: { description: 'Dropped.' },
    }),
  });
};
