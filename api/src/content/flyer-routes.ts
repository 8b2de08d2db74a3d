/** GET /account/agent/flyer: the brochure co-branded with the signed-in agent, to hand to buyers and sellers. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, REAL_ESTATE_USER_TYPES } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { currentUser, notFound } from '../plugins/index.ts';
import { renderBrochure } from './brochure.ts';
import { PdfFile } from './responses.ts';

export const flyerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, t } = app.database;
  const { brand, publicOrigin } = app.config;

  app.get(
    '/account/agent/flyer',
    {
      onRequest: app.requireUserType(...REAL_ESTATE_USER_TYPES),
      schema: {
        tags: ['content'],
        security: [{ bearer: [] }],
        summary: 'Download the agent’s co-branded brochure',
        operationId: 'getAgentFlyer',
        description:
          'The English brochure (as GET /brochure/en-US.pdf) with a band naming the signed-in agent, their primary ' +
          'phone and e-mail as in their profile. Only realEstateAgent, titleCompanyAgent and agentAssistant users; ' +
          'anyone else is 403.',
        response: { 200: PdfFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const [agent] = await db.select().from(t.users).where(eq(t.users.id, caller.userId)).limit(1);
      if (!agent) throw notFound('No such user.');
      const phone = agent.phones.find((p) => p.isPrimary)?.number ?? agent.phones[0]?.number ?? '';
      const name = `${agent.firstName} ${agent.lastName}`.trim();
      const pdf = await renderBrochure('en-US', brand, publicOrigin, { name, phone, email: agent.email });
      const fileName = `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
