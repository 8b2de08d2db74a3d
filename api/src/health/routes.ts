/**
 * Health for load balancers and orchestrators. Live: the process answers. Ready: it can serve (the
 * database answers, every migration of this build is applied, file storage takes a write). While the
 * process drains after SIGTERM the server answers 503 to every new request, this one included, so a
 * balancer stops sending traffic before the process exits.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, StatusResponse } from '@hw/shared';
import { httpError } from '../plugins/index.ts';

const tags = ['health'];
/** Health answers are never cached anywhere. */
const NO_STORE = 'no-store';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        tags,
        security: [],
        summary: 'The process answers',
        operationId: 'getLiveness',
        description:
          '200 while the process serves requests; no dependency is checked. 503 while it is shutting down; 400, as ' +
          'every route, for an address holding text no field takes (a NUL or other control character).',
        response: { 200: StatusResponse, 400: errorResponses[400], 503: errorResponses[500] },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { status: 'ok' as const };
    },
  );

  async function storageTakesAWrite(): Promise<boolean> {
    const name = `health/probe-${randomUUID()}`;
    try {
      await app.fileStorage.put(name, Readable.from([Buffer.from('ok')]), 'text/plain');
      await app.fileStorage.remove(name);
      return true;
    } catch {
      return false;
    }
  }

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        security: [],
        summary: 'The process can serve',
        operationId: 'getReadiness',
        description:
          '200 when the database answers, every migration of this build is applied and file storage takes a ' +
          'write; otherwise 503 naming what is not ready. 503 too while the process is shutting down.',
        response: { 200: StatusResponse, ...errorResponses, 503: errorResponses[500] },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      const problems: string[] = [];
      if (!(await app.database.ping())) problems.push('the database is not answering');
      else if ((await app.database.pendingMigrations()) > 0) problems.push('database migrations are not applied');
      if (!(await storageTakesAWrite())) problems.push('file storage does not take a write');
      if (problems.length) throw httpError(503, 'serverError', `Not ready: ${problems.join('; ')}.`);
      return { status: 'ok' as const };
    },
  );
};
