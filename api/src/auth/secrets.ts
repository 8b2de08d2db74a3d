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

/**
 * The bytes of base64 or base64url text, read strictly: one alphabet, padding absent or exact, and no other
 * character or stray bit. Lenient decoders skip unknown characters and ignore the unused low bits of the
 * last character, so that many spellings would decode to the same bytes; here each byte string has exactly
 * two spellings per alphabet (padded and unpadded). Undefined for anything else.
 */
export function decodeBase64Strict(text: string): Buffer | undefined {
  const match = /^([A-Za-z0-9+/]*|[A-Za-z0-9_-]*)(={0,2})$/.exec(text);
  if (!match) return undefined;
  const digits = match[1] ?? '';
  const padding = match[2] ?? '';
  if (digits.length % 4 === 1) return undefined;
  if (padding && (digits.length + padding.length) % 4 !== 0) return undefined;
  const urlDigits = digits.replaceAll('+', '-').replaceAll('/', '_');
  const bytes = Buffer.from(urlDigits, 'base64url');
  return bytes.toString('base64url') === urlDigits ? bytes : undefined;
}

/** A genuine, unexpired helper value: its claims and its canonical spelling (what marks it used). */
export interface VerifiedHelper extends HelperClaims {
  /** Both parts as unpadded base64url: every spelling of the same helper has this one form. */
  canonical: string;
}

/**
 * Checks a helper value in any spelling of its bytes (base64 or base64url, with or without padding); the
 * signature covers the canonical spelling of the payload. Undefined when forged, malformed or expired.
 */
export function verifyHelper(secret: string, helper: string, now = Date.now()): VerifiedHelper | undefined {
  const [bodyText, macText, extra] = helper.split('.');
  if (bodyText === undefined || macText === undefined || extra !== undefined) return undefined;
  const payload = decodeBase64Strict(bodyText);
  const given = decodeBase64Strict(macText);
  if (!payload?.length || !given) return undefined;
  const body = payload.toString('base64url');
  const expected = createHmac('sha256', helperKey(secret)).update(body).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(payload.toString('utf8')) as { u?: unknown; s?: unknown; e?: unknown };
    if (typeof claims.u !== 'string' || typeof claims.s !== 'string' || typeof claims.e !== 'number') return undefined;
    if (claims.e <= now) return undefined;
    return { userId: claims.u, staffUserId: claims.s, canonical: `${body}.${given.toString('base64url')}` };
  } catch {
    return undefined;
  }
}
