/**
 * Sign-in rate limits, kept in the database so any number of API processes share them.
 * Only failures count. Three keys (docs/decisions/002-tokens-and-sign-in.md):
 * - per IP and account: 10 failures in 15 minutes (a guesser at one address is stopped; the real user
 *   elsewhere is not affected);
 * - per IP: 50 failures in 15 minutes (one address trying many accounts);
 * - per account from anywhere: 30 failures in 5 minutes (spread-out guessing is slowed, and the short
 *   window means an attacker can hold a real user off for at most a few minutes at a time).
 */
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';

const MINUTE = 60_000;

interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

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

/** True when any key has reached its limit within its window. */
export async function isSignInLimited(db: Queryable, t: Tables, ip: string, username: string, now = new Date()) {
  for (const limit of limitsFor(ip, username)) {
    const since = new Date(now.getTime() - limit.windowMs);
    const [row] = await db
      .select({ n: count() })
      .from(t.loginFailures)
      .where(and(eq(t.loginFailures.key, limit.key), gt(t.loginFailures.at, since)));
    if ((row?.n ?? 0) >= limit.max) return true;
  }
  return false;
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
