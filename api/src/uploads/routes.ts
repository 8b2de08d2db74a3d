/**
 * The tus 1.0 endpoint (POST to create, HEAD for the offset, PATCH to append, DELETE to drop) at
 * /api/uploads, for signed-in users. Each upload is its creator's: the server writes the creator's id
 * into its metadata, and any other caller is answered 404 as for an unknown upload. GET is not offered:
 * finished bytes are read only by the attach calls.
 */
import type { IncomingMessage } from 'node:http';
import { FILE_MAX_BYTES } from '@hw/shared';
import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, httpError } from '../plugins/index.ts';
import { OWNER_METADATA_KEY } from './store.ts';

export const UPLOADS_PATH = '/api/uploads';
export const uploadMessages = {
  notFound: 'No upload with this id.',
  tusResumable: 'Send the header Tus-Resumable: 1.0.0 (uploads speak the tus 1.0 protocol).',
} as const;

const notFound = { status_code: 404, body: `${uploadMessages.notFound}\n` };

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const callers = new WeakMap<IncomingMessage, string>();
  const callerOf = (req: { runtime?: { node?: { req?: IncomingMessage } } }) => {
    const raw = req.runtime?.node?.req;
    return raw ? callers.get(raw) : undefined;
  };
  const { datastore } = app.uploads;
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: FILE_MAX_BYTES,
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
    callers.set(request.raw, currentUser(request).userId);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  const route = { onRequest: app.requireUser, schema: { hide: true } };
  app.route({ method: 'POST', url: '/uploads', ...route, handler: handle });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/uploads/:uploadId', ...route, handler: handle });
};
