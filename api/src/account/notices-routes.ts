import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Notices: /account/notice... (spec core section 7). */
export const noticeRoutes: FastifyPluginAsyncTypebox = async () => {};
