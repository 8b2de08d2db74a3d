/** Random secrets and their stored hashes: refresh tokens and sign-in codes are kept only as SHA-256. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

const HELPER_TTL_MS = 5 * 60 * 1000;

export interface HelperClaims {
  /** The user to sign in. */
  userId: string;
  /** The staff member who asked for the helper value. */
  staffUserId: string;
}

function helperKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('authenticate/withUser helper').digest();
}

/**
 * The helper value of /authenticate/withUser: the claims and an expiry, signed with HMAC-SHA256
 * under a key derived from the access-token secret. Valid for 5 minutes.
 */
export function signHelper(secret: string, claims: HelperClaims, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: claims.userId, s: claims.staffUserId, e: now + HELPER_TTL_MS }));
  const body = payload.toString('base64url');
  const mac = createHmac('sha256', helperKey(secret)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a genuine, unexpired helper value; undefined otherwise. */
export function verifyHelper(secret: string, helper: string, now = Date.now()): HelperClaims | undefined {
  const [body, mac, extra] = helper.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = createHmac('sha256', helperKey(secret)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      u?: unknown;
      s?: unknown;
      e?: unknown;
    };
    if (typeof claims.u !== 'string' || typeof claims.s !== 'string' || typeof claims.e !== 'number') return undefined;
    if (claims.e <= now) return undefined;
    return { userId: claims.u, staffUserId: claims.s };
  } catch {
    return undefined;
  }
}
