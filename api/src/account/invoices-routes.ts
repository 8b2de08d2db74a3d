import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Invoices: /account/invoices... (spec core section 7). */
export const accountInvoiceRoutes: FastifyPluginAsyncTypebox = async () => {};
