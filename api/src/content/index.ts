/** The public website's content: resources, reviews, representatives, company, contact and brochure. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { companyRoutes } from './company-routes.ts';
import { contactRoutes } from './contact-routes.ts';
import { flyerRoutes } from './flyer-routes.ts';
import { forumRoutes } from './forum-routes.ts';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(forumRoutes);
  await app.register(companyRoutes);
  await app.register(contactRoutes);
  await app.register(flyerRoutes);
};
export { articleImageName, categoryBannerName, illustrationUrl } from './illustrations.ts';
export { legacyArticlePath } from './queries.ts';
