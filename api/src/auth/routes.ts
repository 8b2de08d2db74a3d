import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** POST /authenticate and its family (spec core section 7). */
export const authRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
