/**
 * Sign-in records the server keeps only while they can be used: refresh tokens (a session on a device), the codes
 * of e-mailed sign-in and password-reset links, and the staff helper values already used. An expired record is
 * refused whatever it holds, so keeping it serves nothing; it is removed a day after it expired. The day's margin
 * means a record expiring while a request reads it is never removed under that request.
 */
export const EXPIRED_SIGN_IN_RECORD_KEPT_MS = 24 * 60 * 60 * 1000;

/** As of `now`, the sign-in records that expired at or before this moment are removed. */
export const signInRecordsRemovedUpTo = (now: Date): Date => new Date(now.getTime() - EXPIRED_SIGN_IN_RECORD_KEPT_MS);

/** Whether a sign-in record expiring at `expiresAt` is removed as of `now`. */
export const isSignInRecordRemoved = (expiresAt: Date, now: Date): boolean =>
  expiresAt.getTime() <= signInRecordsRemovedUpTo(now).getTime();
