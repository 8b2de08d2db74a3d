/**
 * Push notices on this device: whether the browser can take them, and turning them on (permission, a
 * subscription with the server's VAPID key, stored by POST /api/account/push/subscriptions) and off
 * (unsubscribed here, deleted there). The service worker shows them (sw/src/sw.ts).
 */

import { PushPublicKeyResponse } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { apiDelete, apiGet, apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

/** unsupported: no service worker, Push API or notifications; denied: the user blocked notifications for this site. */
export type PushAvailability = 'unsupported' | 'denied' | 'available';

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  permission: NotificationPermission | undefined;
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    hasServiceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    permission: typeof Notification === 'undefined' ? undefined : Notification.permission,
  };
}

export function pushAvailability(env: PushEnvironment): PushAvailability {
  if (!env.hasServiceWorker || !env.hasPushManager || env.permission === undefined) return 'unsupported';
  return env.permission === 'denied' ? 'denied' : 'available';
}

/** What the switch says, in the page's language (read when shown). */
export const pushMessages = {
  get unsupported() {
    return m.push_device_unsupported();
  },
  get denied() {
    return m.push_device_denied();
  },
  get notAllowed() {
    return m.push_device_not_allowed();
  },
  get failed() {
    return m.push_device_failed();
  },
  get on() {
    return m.push_device_on();
  },
  get off() {
    return m.push_device_off();
  },
};

/** The VAPID key as the Push API takes it: the bytes of its base64url text. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** This device's subscription, when there is one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ? existing.pushManager.getSubscription() : null;
}

/** Asks for permission and subscribes; false when the user did not allow notifications. */
export async function turnOnPush(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const answer = await apiGet('/api/account/push/publicKey', undefined, { auth: true });
  const { publicKey } = checkedResponse(PushPublicKeyResponse, answer, 'GET /api/account/push/publicKey');
  const pushManager = (await registration()).pushManager;
  const subscription = await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  await apiPost('/api/account/push/subscriptions', { endpoint, keys }, { auth: true });
  return true;
}

export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiDelete('/api/account/push/subscriptions', { endpoint: subscription.endpoint }, { auth: true });
  await subscription.unsubscribe();
}
