/**
 * Delivery of one push message to one device. `webPushSender` encrypts it (RFC 8291, aes128gcm) and signs it
 * with the VAPID keys (web-push), then posts it to the device's push service; tests give the app another
 * `PushSender` or point subscriptions at a push service of their own.
 */
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service no longer knows the subscription (404, 410); it should be deleted. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** Throws when the push service refuses otherwise or cannot be reached. */
  send(target: PushTarget, payload: string, vapid: VapidKeys & { subject: string }): Promise<PushOutcome>;
}

export class PushRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly endpointOrigin: string,
  ) {
    super(`The push service at ${endpointOrigin} answered ${statusCode}.`);
  }
}

/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export function webPushSender(): PushSender {
  return {
    async send(target, payload, vapid) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new PushRefusedError(response.status, new URL(target.endpoint).origin);
      return 'sent';
    },
  };
}
