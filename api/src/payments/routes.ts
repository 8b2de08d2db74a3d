import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Card payments: /order/getCustomerProfileToken, /order/getCustomerPaymentProfile (spec core section 7). */
export const paymentRoutes: FastifyPluginAsyncTypebox = async () => {};
