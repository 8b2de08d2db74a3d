import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Orders: price breakdown, order, quick order, payment (spec core section 7). */
export const orderRoutes: FastifyPluginAsyncTypebox = async () => {};
