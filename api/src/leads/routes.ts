import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Leads and quotes: POST /lead, POST /order/quote (spec core section 7). */
export const leadRoutes: FastifyPluginAsyncTypebox = async () => {};
