import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogSource } from './catalog.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The plan catalogue snapshot (./catalog.ts), read by the offer and order routes. */
    catalog: ReturnType<typeof catalogSource>;
  }
}

export const catalogPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('catalog', catalogSource(app.database));
});
