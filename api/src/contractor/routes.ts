/**
 * Contractor calls: dispatch tickets, closing items, files, agreement, statistics (spec core section 7).
 * Every route needs a signed-in contractor (files and profiles: also staff); every change goes through
 * `app.idempotent` (api/src/plugins/idempotency.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FILE_MAX_BYTES } from '@hw/shared';
import { accountRoutes } from './account-routes.ts';
import { ticketRoutes } from './ticket-routes.ts';

export const contractorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only here (POST /contractor/addFile): one file, a few small fields.
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });
  await app.register(ticketRoutes);
  await app.register(accountRoutes);
};
