/**
 * The tus 1.0 endpoint (POST to create, HEAD for the offset, PATCH to append, DELETE to drop) at
 * /api/uploads, for signed-in users. Each upload is its creator's: the server writes the creator's id
 * into its metadata, and any other caller is answered 404 as for an unknown upload. GET is not offered:
 * finished bytes are read only by the attach calls. A creation counts against the user's quota and is
 * recorded before tus makes it; creations and appends are refused while the disk is short of space
 * (./limits.ts).
 */
import type { IncomingMessage } from 'node:http';
import { FILE_MAX_BYTES } from '@hw/shared';
import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
    // A creation tus refused holds nothing; a cancelled upload no longer counts.
    const created = request.method === 'POST' && reply.raw.statusCode === 201;
    if (call.uploadId && !created) await app.uploads.forget(call.uploadId);
    if (request.method === 'DELETE' && reply.raw.statusCode === 204) {
      await app.uploads.forget((request.params as { uploadId: string }).uploadId);
    }
  };
  const route = { onRequest: app.requireUser, schema: { hide: true } };
  app.route({ method: 'POST', url: '/uploads', ...route, handler: handle });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/uploads/:uploadId', ...route, handler: handle });
};
