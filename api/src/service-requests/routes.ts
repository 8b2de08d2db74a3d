/**
 * Service requests: every route, one file per task: filing (may a contract take one, its items, an item's flow,
 * filing), notes and status updates, cancelling, the decision on a claim, the history, photos and visits.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceRequestCancelRoute } from './cancel-route.ts';
import { decisionRoutes } from './decision-routes.ts';
import { serviceRequestFilingRoutes } from './filing-routes.ts';
import { serviceRequestHistoryRoutes } from './history-routes.ts';
import { serviceRequestNoteRoutes } from './note-routes.ts';
import { serviceRequestPhotoRoute } from './photo-route.ts';
import { serviceRequestVisitRoutes } from './visit-routes.ts';

export const serviceRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(decisionRoutes);
  await app.register(serviceRequestHistoryRoutes);
  await app.register(serviceRequestPhotoRoute);
  await app.register(serviceRequestVisitRoutes);
  await app.register(serviceRequestFilingRoutes);
  await app.register(serviceRequestNoteRoutes);
  await app.register(serviceRequestCancelRoute);
};
