import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Service request history: /account/servicerequest... (spec core section 7). */
export const serviceRequestHistoryRoutes: FastifyPluginAsyncTypebox = async () => {};
