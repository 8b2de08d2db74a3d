import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Real-estate partners: /partners/... (spec core section 7). */
export const partnerRoutes: FastifyPluginAsyncTypebox = async () => {};
