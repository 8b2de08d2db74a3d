/** Push notices: subscriptions, the sender and the notifier. What other folders use comes from here. */
export type { PushNotifier } from './notifier.ts';
export { pushPlugin } from './plugin.ts';
export { pushRoutes } from './routes.ts';
export type { PushSender } from './sender.ts';
