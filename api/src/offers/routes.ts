import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Offers, coupons and limits and exclusions (spec core section 7). */
export const offerRoutes: FastifyPluginAsyncTypebox = async () => {};
