import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Contractor calls: dispatch tickets, closing items, files, agreement, statistics (spec core section 7). */
export const contractorRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
