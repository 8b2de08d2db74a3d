import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The signed-in user's account: /account/... (spec core section 7). */
export const accountRoutes: FastifyPluginAsyncTypebox = async (_app) => {};
