/**
 * POST /live/ticket trades the caller's access token for a one-minute stream ticket (./stream-ticket.ts);
 * GET /live?ticket= is the stream: server-sent events `change` ({kind, id}) for the ticket's user, a
 * keep-alive comment every LIVE_HEARTBEAT_SECONDS, ended when the process shuts down or the session ends.
 * A ticket opens one stream, and a user holds at most LIVE_STREAMS_PER_USER at a process: a newer one ends
 * their oldest.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, LIVE_HEARTBEAT_SECONDS, LiveStreamQuery, LiveTicketResponse } from '@hw/shared';
import { Type } from 'typebox';
import { currentUser, isSessionFamilyLive, unauthorized } from '../plugins/index.ts';
import type { LiveStream } from './plugin.ts';
import { issueLiveTicket, readLiveTicket, useLiveTicketOnce } from './stream-ticket.ts';

const tags = ['live'];

/** A person's devices and tabs each hold one; more from one user is a script. */
export const LIVE_STREAMS_PER_USER = 5;

export const liveMessages = {
  ticketInvalid: 'The live ticket is missing, not valid or expired. Ask POST /api/live/ticket for a new one.',
  ticketUsed: 'This live ticket has already opened a stream. Ask POST /api/live/ticket for a new one.',
  sessionEnded: 'Your session has ended. Please sign in again.',
};

/** The stream is written by hand, event by event; this only documents it. */
const EventStream = Type.Unsafe<unknown>({
  description: 'Server-sent events until the stream ends.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
});

export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;

  app.post(
    '/live/ticket',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'A ticket to open the live change stream',
        operationId: 'createLiveTicket',
        description:
          'A ticket for one `GET /api/live?ticket=`, good for one minute and for nothing else: the browser’s ' +
          'EventSource sends no Authorization header, and the access token never goes into an address.',
        response: { 200: LiveTicketResponse, ...errorResponses },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { ticket, expiresAt } = issueLiveTicket(app.keyRing.serverSecret, currentUser(request));
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  );

  /** Ends the user's oldest streams at this process until a new one keeps them within the cap. */
  function endOldestBeyondCap(userId: string) {
    const theirs = [...app.live.streams].filter((stream) => stream.userId === userId);
    for (const oldest of theirs.slice(0, Math.max(0, theirs.length - LIVE_STREAMS_PER_USER + 1))) oldest.end();
  }

  const sessionLive = (familyId: string | undefined) =>
    familyId ? isSessionFamilyLive(database.db, database.t, familyId) : Promise.resolve(true);

  app.get(
    '/live',
    {
      schema: {
        tags,
        security: [],
        summary: 'The live change stream',
        operationId: 'getLiveChanges',
        description:
          'Server-sent events (`text/event-stream`) for the user of `ticket` (from `POST /api/live/ticket`): ' +
          '`event: change` with `data: {"kind":"dispatch"|"serviceRequest"|"contract"|"dataRequest","id":…}` when a ' +
          `ticket, a claim, a contract's invoices or (for staff) a privacy request the user sees has changed (read it again), and a comment every ${LIVE_HEARTBEAT_SECONDS} s. A ` +
          'missing, forged, expired or already used ticket is 401 `unauthorized`. The stream ends when the ' +
          `session ends, the server shuts down, or the user opens more than ${LIVE_STREAMS_PER_USER} streams ` +
          '(their oldest ends); reconnect with a new ticket and read again what is on screen.',
        querystring: LiveStreamQuery,
        response: { 200: EventStream, ...errorResponses },
      },
    },
    async (request, reply) => {
      const claims = readLiveTicket(app.keyRing.serverSecret, request.query.ticket ?? '');
      if (!claims) throw unauthorized(liveMessages.ticketInvalid);
      if (!(await sessionLive(claims.fid))) throw unauthorized(liveMessages.sessionEnded);
      if (!(await database.transaction((tx) => useLiveTicketOnce(tx, database.t, claims)))) {
        throw unauthorized(liveMessages.ticketUsed);
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies that buffer answers (nginx) would hold the events back.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
      });
      raw.write(': connected\n\n');

      let ended = false;
      const unsubscribe = app.live.feed.subscribe(claims.sub, (event) => {
        if (!ended) raw.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => {
        raw.write(': heartbeat\n\n');
        // A logout or a password change elsewhere ends the stream too.
        sessionLive(claims.fid).then(
          (live) => live || stream.end(),
          () => undefined,
        );
      }, LIVE_HEARTBEAT_SECONDS * 1000);
      const stream: LiveStream = {
        userId: claims.sub,
        end() {
          cleanUp();
          if (!raw.writableEnded) raw.end();
        },
      };
      function cleanUp() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        app.live.streams.delete(stream);
      }
      endOldestBeyondCap(claims.sub);
      app.live.streams.add(stream);
      raw.on('close', cleanUp);
      request.raw.on('close', () => {
        if (raw.writableFinished || raw.destroyed) cleanUp();
      });
    },
  );
};
