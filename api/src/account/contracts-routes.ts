import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Contracts: /account/contract/... (spec core section 7). */
export const accountContractRoutes: FastifyPluginAsyncTypebox = async () => {};
