/**
 * Whether a session family (the refresh-token family an access token carries as `fid`) is still live.
 * Access tokens outlive a logout, a password change or a detected token reuse by up to their 15 minutes
 * unless every request checks the family. The answer is cached so the common request costs no query:
 * a family revoked by this process is known at once; one revoked by another process is seen within
 * LIVE_CACHE_MS, when the cached "live" answer expires.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';

const LIVE_CACHE_MS = 5_000;
/** Revoked families are remembered as long as an access token of theirs could still be presented. */
const REVOKED_MEMORY_MS = 20 * 60_000;
const MAX_ENTRIES = 20_000;

const liveUntil = new Map<string, number>();
const revokedAt = new Map<string, number>();

function prune(map: Map<string, number>, now: number) {
  if (map.size < MAX_ENTRIES) return;
  for (const [key, until] of map) if (until < now) map.delete(key);
  if (map.size >= MAX_ENTRIES) map.clear();
}

/** Called wherever a family is revoked: tokens of that family are refused from now on. */
export function forgetSessionFamily(familyId: string): void {
  const now = Date.now();
  liveUntil.delete(familyId);
  prune(revokedAt, now);
  revokedAt.set(familyId, now + REVOKED_MEMORY_MS);
}

export async function isSessionFamilyLive(db: Queryable, t: Tables, familyId: string): Promise<boolean> {
  const now = Date.now();
  const revoked = revokedAt.get(familyId);
  if (revoked !== undefined && revoked > now) return false;
  const live = liveUntil.get(familyId);
  if (live !== undefined && live > now) return true;
  const rows = await db
    .select({ id: t.refreshTokens.id })
    .from(t.refreshTokens)
    .where(
      and(
        eq(t.refreshTokens.familyId, familyId),
        isNull(t.refreshTokens.revokedAt),
        gt(t.refreshTokens.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (rows.length === 0) {
    forgetSessionFamily(familyId);
    return false;
  }
  prune(liveUntil, now);
  liveUntil.set(familyId, now + LIVE_CACHE_MS);
  return true;
}
