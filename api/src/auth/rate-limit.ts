/**
 * Sign-in rate limits, kept in the database so any number of API processes share them (the counting is
 * api/src/plugins/rate-limit.ts, shared with the limits of public calls).
 * Only failures count. Three keys (docs/decisions/002-tokens-and-sign-in.md):
 * - per IP and account: 10 failures in 15 minutes (a guesser at one address is stopped; the real user
 *   elsewhere is not affected);
 * - per IP: 50 failures in 15 minutes (one address trying many accounts);
 * - per account from anywhere: 30 failures in 5 minutes (spread-out guessing is slowed, and the short
 *   window means an attacker can hold a real user off for at most a few minutes at a time).
 */
import { messages } from '@hw/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { HttpError, type Limit, longestWait } from '../plugins/index.ts';

const MINUTE = 60_000;

export const LOGIN_LIMITS = {
  ipAccount: { max: 10, windowMs: 15 * MINUTE },
  ip: { max: 50, windowMs: 15 * MINUTE },
  account: { max: 30, windowMs: 5 * MINUTE },
} as const;

const LONGEST_WINDOW_MS = 15 * MINUTE;

function limitsFor(ip: string, username: string): Limit[] {
  return [
    { key: `ipacct:${ip}|${username}`, ...LOGIN_LIMITS.ipAccount },
    { key: `ip:${ip}`, ...LOGIN_LIMITS.ip },
    { key: `acct:${username}`, ...LOGIN_LIMITS.account },
  ];
}

/** A refusal for too many failures, with how long until the next try may succeed (Retry-After). */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, [{ message: messages.login.tooManyAttempts, code: 'rateLimited' }]);
  }
}

/** Throws TooManyAttemptsError when any of the keys has reached its limit. */
async function refuseWhenLimited(db: Queryable, t: Tables, limits: Limit[], now: Date) {
  const wait = await longestWait(db, t, limits, now);
  if (wait > 0) throw new TooManyAttemptsError(wait);
}

/** Before checking a password: refused while this address, this account or the pair has too many failures. */
export async function refuseLimitedSignIn(db: Queryable, t: Tables, ip: string, username: string, now = new Date()) {
  await refuseWhenLimited(db, t, limitsFor(ip, username), now);
}

/** Wrong current passwords given to changePassword count like failed sign-ins, per account. */
export const CHANGE_PASSWORD_LIMIT = { max: 10, windowMs: 15 * MINUTE } as const;
const changePasswordLimit = (userId: string): Limit => ({ key: `chpw:${userId}`, ...CHANGE_PASSWORD_LIMIT });

export async function refuseLimitedPasswordChange(db: Queryable, t: Tables, userId: string, now = new Date()) {
  await refuseWhenLimited(db, t, [changePasswordLimit(userId)], now);
}

export async function recordPasswordChangeFailure(tx: Tx, t: Tables, userId: string, now = new Date()) {
  const { key, windowMs } = changePasswordLimit(userId);
  await tx
    .delete(t.loginFailures)
    .where(and(eq(t.loginFailures.key, key), lt(t.loginFailures.at, new Date(now.getTime() - windowMs))));
  await tx.insert(t.loginFailures).values({ key, at: now });
}

export async function recordSignInFailure(tx: Tx, t: Tables, ip: string, username: string, now = new Date()) {
  const keys = limitsFor(ip, username).map((l) => l.key);
  await tx
    .delete(t.loginFailures)
    .where(
      and(inArray(t.loginFailures.key, keys), lt(t.loginFailures.at, new Date(now.getTime() - LONGEST_WINDOW_MS))),
    );
  await tx.insert(t.loginFailures).values(keys.map((key) => ({ key, at: now })));
}

/** A correct password from this address clears its own failures for the account. */
export async function clearSignInFailures(tx: Tx, t: Tables, ip: string, username: string) {
  const [ipAccount] = limitsFor(ip, username);
  if (ipAccount) await tx.delete(t.loginFailures).where(eq(t.loginFailures.key, ipAccount.key));
}
