import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Profile, text opt-in and merge: /account/user... (spec core section 7). */
export const profileRoutes: FastifyPluginAsyncTypebox = async () => {};
