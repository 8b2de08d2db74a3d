/** Web Push subscriptions of a signed-in user's devices: /account/push/.... */
import { type Static, Type } from 'typebox';

export const PUSH_ENDPOINT_MAX_LENGTH = 2_000;

const base64url = (description: string, maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$', description });

/** The browser's PushSubscription as `subscription.toJSON()` gives it (expirationTime and others are dropped). */
export const PushSubscriptionBody = Type.Object({
  endpoint: Type.String({
    minLength: 1,
    maxLength: PUSH_ENDPOINT_MAX_LENGTH,
    pattern: '^https?://',
    description: 'The push service’s address for this device.',
  }),
  keys: Type.Object({
    p256dh: base64url('The device’s P-256 public key (base64url).', 200),
    auth: base64url('The device’s authentication secret (base64url).', 100),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushEndpointBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX_LENGTH }),
});
export type PushEndpointBody = Static<typeof PushEndpointBody>;

export const PushPublicKeyResponse = Type.Object({
  publicKey: Type.String({ description: 'The server’s VAPID public key (base64url), for `applicationServerKey`.' }),
});
export type PushPublicKeyResponse = Static<typeof PushPublicKeyResponse>;

export const PushSubscriptionResult = Type.Object({ result: Type.Boolean() });
