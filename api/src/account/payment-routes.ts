import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Payment methods: /account/payment/... (spec core section 7). */
export const accountPaymentRoutes: FastifyPluginAsyncTypebox = async () => {};
