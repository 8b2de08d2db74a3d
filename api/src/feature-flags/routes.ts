/** Feature flags: the list (anyone) and the switch (staff with the admin role): /feature.... */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, FEATURE_FLAG_SETTLE_SECONDS, FeatureFlagList, FeatureFlagParams } from '@hw/shared';
import { currentUser, requireStaffRole } from '../plugins/index.ts';
import { listFeatureFlags, setFeatureFlag } from './flags.ts';

const tags = ['features'];
const isUpdatingRule =
  `\`isUpdating\` is true for ${FEATURE_FLAG_SETTLE_SECONDS} s after the flag's last change (clients reload the ` +
  'list every 1 s while any flag isUpdating); the server itself applies a change at once.';

export const featureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;

  app.get(
    '/feature',
    {
      schema: {
        tags,
        security: [],
        summary: 'List the feature flags',
        operationId: 'listFeatureFlags',
        description: `Every flag by key: key, isEnabled, isUpdating, description. ${isUpdatingRule}`,
        response: { 200: FeatureFlagList, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // isUpdating changes with time: never answer a copy.
      reply.header('cache-control', 'no-cache');
      return listFeatureFlags(database.db, database.t);
    },
  );

  app.put(
    '/feature/flag/:key/:isEnabled',
    {
      onRequest: requireStaffRole(app, 'admin'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Switch a feature flag',
        operationId: 'setFeatureFlag',
        description:
          'Staff with the admin role (other callers 403). Sets the flag (`isEnabled` true or false; an unknown key ' +
          'is 404) and answers the whole list as GET /feature does. A change is written to the audit log; ' +
          `setting the value the flag already has changes nothing. ${isUpdatingRule} OnlineOrdering (the web app's ` +
          'canOrder) gates POST /order here too (off: 403); LimitsAndExclusions, ChatWidget and ' +
          'ContractorDashboardCharts gate screens of the web app.',
        params: FeatureFlagParams,
        response: { 200: FeatureFlagList, ...errorResponses },
      },
    },
    async (request) => {
      const now = new Date();
      const actorUserId = currentUser(request).userId;
      return database.transaction(async (tx) => {
        await setFeatureFlag(tx, database.t, { ...request.params, actorUserId, now });
        return listFeatureFlags(tx, database.t, now);
      });
    },
  );
};
