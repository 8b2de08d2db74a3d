/**
 * The checkout token of POST /order/getCustomerProfileToken: `<claims>.<mac>`, the customer profile id and
 * an expiry signed with HMAC-SHA256 under the server secret. It lets its holder add cards to that profile for
 * 15 minutes, and pay with them for a day (an order may wait in an offline queue): it is how the server
 * knows that a payment naming gateway ids comes from the person who typed the card.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PROFILE_TOKEN_TTL_MS = 15 * 60 * 1000;
/** How long after the card form closes a card typed in it may still pay. */
export const PROFILE_TOKEN_CHARGE_MS = 24 * 60 * 60 * 1000;

export function profileTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('order/getCustomerProfileToken').digest();
}

export function signProfileToken(key: Buffer, customerProfileId: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: customerProfileId, e: now + PROFILE_TOKEN_TTL_MS })).toString(
    'base64url',
  );
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The customer profile id of a genuine token still valid for `use`; undefined otherwise. */
export function verifyProfileToken(
  key: Buffer,
  token: string,
  use: 'addCard' | 'charge' = 'addCard',
  now = Date.now(),
): string | undefined {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; e?: unknown };
    if (typeof claims.p !== 'string' || typeof claims.e !== 'number') return undefined;
    const until = use === 'charge' ? claims.e + PROFILE_TOKEN_CHARGE_MS : claims.e;
    return until > now ? claims.p : undefined;
  } catch {
    return undefined;
  }
}
