/**
 * Decorates `app.push` (push/notifier.ts) and `app.vapidKeys`. Registered at the root of the app
 * (api/src/app.ts), so every feature can tell users' devices; the sender is web-push unless the app is built with another.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endpointProblem } from './endpoint.ts';
import { type PushNotifier, pushNotifier } from './notifier.ts';
import { type PushSender, webPushSender } from './sender.ts';
import { type VapidKeys, vapidKeyCache } from './vapid-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushNotifier;
    vapidKeys: () => Promise<VapidKeys>;
  }
}

export const pushPlugin = fp(
  async (app: FastifyInstance, options: { sender?: PushSender }) => {
    const vapidKeys = vapidKeyCache(app.database);
    app.decorate('vapidKeys', vapidKeys);
    app.decorate(
      'push',
      pushNotifier({
        database: app.database,
        sender: options.sender ?? webPushSender(),
        vapidKeys,
        subject: `mailto:${app.config.brand.customerCareEmail}`,
        isPushService: (endpoint) => endpointProblem(endpoint, app.config.pushAllowAnyEndpoint) === undefined,
        later: (task) => app.afterResponse(task),
        log: app.log,
      }),
    );
  },
  { name: 'push' },
);
