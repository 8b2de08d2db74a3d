/** The signed-in user's devices for push notices: /account/push/.... */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  PushEndpointBody,
  PushPublicKeyResponse,
  PushSubscriptionBody,
  PushSubscriptionResult,
} from '@hw/shared';
import { and, eq } from 'drizzle-orm';
import { currentUser, invalidFields } from '../plugins/index.ts';
import { endpointProblem } from './endpoint.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.get(
    '/account/push/publicKey',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The server’s key for push subscriptions',
        operationId: 'getPushPublicKey',
        description:
          'The VAPID public key (base64url) to subscribe a device with (`applicationServerKey`). The same for ' +
          'every user and every API process.',
        response: { 200: PushPublicKeyResponse, ...errorResponses },
      },
    },
    async () => ({ publicKey: (await app.vapidKeys()).publicKey }),
  );

  app.post(
    '/account/push/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Turn on push notices on this device',
        operationId: 'addPushSubscription',
        description:
          'Stores the browser’s PushSubscription (`subscription.toJSON()`: endpoint, keys.p256dh, keys.auth) for the ' +
          'caller. An endpoint is one device: subscribing it again replaces its keys and makes it the caller’s, ' +
          'whoever had it before. The endpoint must be an https address of a browser’s push service (FCM, Mozilla, ' +
          'Apple, Windows); any other is 400. The caller is then told of what concerns them (a ' +
          'technician: new dispatches and changes to their open tickets made by others; a homeowner: a scheduled ' +
          'visit and a new status of their claim) by a title and a link only.',
        body: PushSubscriptionBody,
        response: { 200: PushSubscriptionResult, ...errorResponses },
      },
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      const problem = endpointProblem(endpoint, app.config.pushAllowAnyEndpoint);
      if (problem) throw invalidFields([{ field: 'endpoint', message: problem }]);
      const userId = currentUser(request).userId;
      const now = new Date();
      await database.transaction(async (tx) => {
        await tx
          .insert(t.pushSubscriptions)
          .values({ endpoint, userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: t.pushSubscriptions.endpoint,
            set: { userId, p256dh: keys.p256dh, auth: keys.auth, updatedAt: now },
          });
      });
      return { result: true };
    },
  );

  app.delete(
    '/account/push/subscriptions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Turn off push notices on this device',
        operationId: 'deletePushSubscription',
        description:
          'Deletes the caller’s subscription of this endpoint. `result` is false when the caller has none for it ' +
          '(never subscribed, or another user’s): nothing is deleted.',
        body: PushEndpointBody,
        response: { 200: PushSubscriptionResult, ...errorResponses },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const deleted = await database.transaction((tx) =>
        tx
          .delete(t.pushSubscriptions)
          .where(and(eq(t.pushSubscriptions.endpoint, request.body.endpoint), eq(t.pushSubscriptions.userId, userId)))
          .returning({ endpoint: t.pushSubscriptions.endpoint }),
      );
      return { result: deleted.length > 0 };
    },
  );
};
