/**
 * Sign-in rate limits, kept in the database so any number of API processes share them (the counting is
 * api/src/plugins/rate-limit.ts, shared with the limits of public calls).
 * Only failures count: each password is counted before it is checked, so guesses sent together are checked
 * no more often than one at a time would be, and a right one takes its count back. Three keys (docs/decisions/002-tokens-and-sign-in.md):
 * - per IP and account: 10 failures in 15 minutes (a guesser at one address is stopped; the real user
 *   elsewhere is not affected);
 * - per IP: 50 failures in 15 minutes (one address trying many accounts);
 * - per account from anywhere: 30 failures in 5 minutes (spread-out guessing is slowed, and the short
 *   window means an attacker can hold a real user off for at most a few minutes at a time).
 */
import { messages } from '@hw/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Tables, Tx } from '../db/index.ts';
import { type CountedEvents, countUnderLimits, HttpError, type Limit, takeBack } from '../plugins/index.ts';

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

/**
 * A password about to be checked, counted as a failure before the check, so that guesses sent together are
 * checked only as often as the limits allow; a right password takes its count back (`forgiveAttempt`).
 * Throws TooManyAttemptsError when any of the limits is reached.
 */
async function countAttempt(database: Database, limits: Limit[], now: Date): Promise<CountedEvents> {
  const { wait, counted } = await database.transaction(async (tx) => {
    // Locked before the delete: two deletes of several keys' rows at once could each hold a row the other needs.
    await database.lockNames(
      tx,
      limits.map((limit) => limit.key),
    );
    await forgetOldFailures(tx, database.t, limits, now);
    return countUnderLimits(database, limits, now);
  });
  if (wait > 0) throw new TooManyAttemptsError(wait);
  return counted;
}

async function forgetOldFailures(tx: Tx, t: Tables, limits: Limit[], now: Date) {
  const keys = limits.map((limit) => limit.key);
  await tx
    .delete(t.loginFailures)
    .where(
      and(inArray(t.loginFailures.key, keys), lt(t.loginFailures.at, new Date(now.getTime() - LONGEST_WINDOW_MS))),
    );
}

/** Before checking a sign-in's password: refused while this address, this account or the pair has too many failures. */
export function countSignInAttempt(database: Database, ip: string, username: string, now = new Date()) {
  return countAttempt(database, limitsFor(ip, username), now);
}

/** Wrong current passwords given to changePassword count like failed sign-ins, per account. */
export const CHANGE_PASSWORD_LIMIT = { max: 10, windowMs: 15 * MINUTE } as const;
const changePasswordLimit = (userId: string): Limit => ({ key: `chpw:${userId}`, ...CHANGE_PASSWORD_LIMIT });

/** Before checking an account's current password (a password change, deleting the account). */
export function countPasswordChangeAttempt(database: Database, userId: string, now = new Date()) {
  return countAttempt(database, [changePasswordLimit(userId)], now);
}

/** The password was right: its attempt does not count. */
export async function forgiveAttempt(database: Database, counted: CountedEvents) {
  await database.transaction((tx) => takeBack(tx, database.t, counted));
}

/** A correct password from this address clears its own failures for the account. */
export async function clearSignInFailures(tx: Tx, t: Tables, ip: string, username: string) {
  const [ipAccount] = limitsFor(ip, username);
  if (ipAccount) await tx.delete(t.loginFailures).where(eq(t.loginFailures.key, ipAccount.key));
}
