import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountResponse, AuthUser, errorResponses, IdParams } from '@hw/shared';
import { findUserById, toAuthUser } from '../auth/index.ts';
import { currentUser, forbidden, isStaff, notFound } from '../plugins/index.ts';
import { contractMoneyRoutes } from './contract-money-routes.ts';
import { contractsOwnedBy } from './contracts.ts';
import { accountContractRoutes } from './contracts-routes.ts';
import { accountInvoiceRoutes } from './invoices-routes.ts';
import { messagePreferenceRoutes } from './message-preferences-routes.ts';
import { noticeRoutes } from './notices-routes.ts';
import { accountPaymentRoutes } from './payment-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** The signed-in user's account: /account/.... */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(accountContractRoutes);
  await app.register(contractMoneyRoutes);
  await app.register(accountInvoiceRoutes);
  await app.register(accountPaymentRoutes);
  await app.register(noticeRoutes);
  await app.register(profileRoutes);
  await app.register(messagePreferenceRoutes);

  app.get(
    '/account/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        summary: 'The signed-in user’s account',
        operationId: 'getAccount',
        description: 'The signed-in user’s record and the contracts they own (with their contractId), newest first.',
        response: { 200: AccountResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const user = await findUserById(app.database.db, app.database.t, caller.userId);
      if (!user) throw notFound('No user with this id.');
      return {
        user: toAuthUser(user),
        contracts: await contractsOwnedBy(app.database.db, app.database.t, caller.userId),
      };
    },
  );

  app.get(
    '/account/user/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        summary: 'Get a user record',
        operationId: 'getAccountUser',
        description: 'The signed-in user’s own record (staff may read anyone’s); another user’s id is 403.',
        params: IdParams,
        response: { 200: AuthUser, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (request.params.id !== caller.userId && !isStaff(caller)) throw forbidden();
      const user = await findUserById(app.database.db, app.database.t, request.params.id);
      if (!user) throw notFound('No user with this id.');
      return toAuthUser(user);
    },
  );
};
