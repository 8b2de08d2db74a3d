/**
 * POST /log/clientError: an unexpected error in a visitor's browser, written to this server's log (with the
 * request id, at warn) so that it is seen where the server's own faults are. Anonymous and never stored in
 * the database; limited per client address, so a page failing in a loop cannot flood the log.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLIENT_ERROR_BODY_LIMIT_BYTES, ClientErrorReport, errorResponses } from '@hw/shared';
import { Type } from 'typebox';
import { RATE_LIMITED_PER_CLIENT } from '../plugins/index.ts';

export const clientLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/log/clientError',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES,
      schema: {
        tags: ['log'],
        security: [],
        summary: 'Report an unexpected error in the browser',
        operationId: 'reportClientError',
        description:
          'Anyone. `message`, `stack`, `url`, `userAgent` and `kind` (error or unhandledRejection), each within ' +
          `its length; the body at most ${CLIENT_ERROR_BODY_LIMIT_BYTES / 1024} KB. Written to the server's log, ` +
          'never stored; answered 204. ' +
          RATE_LIMITED_PER_CLIENT,
        body: ClientErrorReport,
        response: { 204: Type.Null(), ...errorResponses },
      },
      preHandler: app.rateLimit({ scope: 'clientError', subject: () => undefined }),
    },
    async (request, reply) => {
      const report = request.body;
      request.log.warn(
        {
          clientError: {
            kind: report.kind,
            message: report.message,
            stack: report.stack,
            url: report.url,
            userAgent: report.userAgent,
          },
        },
        'client error',
      );
      return reply.status(204).send(null);
    },
  );
};
