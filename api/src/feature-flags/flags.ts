/**
 * Feature flags: staff with the admin role switch them; every API process reads
 * them straight from the table (POST /order checks OnlineOrdering per request), so a change gates requests at
 * once. `isUpdating` is true for FEATURE_FLAG_SETTLE_SECONDS after a flag's last change, so that a screen
 * following the screens' rule (reload every 1 s while any flag isUpdating) sees the change settle. The time of
 * a change is its entry in the staff audit log, written in the same transaction as the change.
 */
import { FEATURE_FLAG_SETTLE_SECONDS, type FeatureFlagState } from '@hw/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { notFound } from '../plugins/index.ts';

const SETTLE_MS = FEATURE_FLAG_SETTLE_SECONDS * 1000;

export function isUpdating(changedAt: Date | null, now: Date): boolean {
  return changedAt !== null && now.getTime() - changedAt.getTime() < SETTLE_MS;
}

/** The keys of the flags changed within the settle time (the audit log's index on time keeps this short). */
async function updatingKeys(db: Queryable, t: Tables, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ key: t.staffAudit.target, at: t.staffAudit.at })
    .from(t.staffAudit)
    .where(and(gt(t.staffAudit.at, new Date(now.getTime() - SETTLE_MS)), eq(t.staffAudit.action, 'featureFlagChange')));
  return new Set(rows.filter((row) => isUpdating(row.at, now)).map((row) => row.key));
}

export async function listFeatureFlags(db: Queryable, t: Tables, now = new Date()): Promise<FeatureFlagState[]> {
  const rows = await db.select().from(t.featureFlags).orderBy(asc(t.featureFlags.key));
  const updating = await updatingKeys(db, t, now);
  return rows.map((row) => ({
    key: row.key,
    isEnabled: row.isEnabled,
    isUpdating: updating.has(row.key),
    description: row.description,
  }));
}

/**
 * Sets a flag and logs the change (an unknown key is 404). Setting the value it already has changes nothing
 * and logs nothing.
 */
export async function setFeatureFlag(
  tx: Tx,
  t: Tables,
  change: { key: string; isEnabled: boolean; actorUserId: string; now: Date },
): Promise<void> {
  const [flag] = await tx.select().from(t.featureFlags).where(eq(t.featureFlags.key, change.key)).limit(1);
  if (!flag) throw notFound(`No feature flag ${change.key}.`);
  if (flag.isEnabled === change.isEnabled) return;
  await tx.update(t.featureFlags).set({ isEnabled: change.isEnabled }).where(eq(t.featureFlags.key, change.key));
  await recordStaffAction(tx, t, {
    actorUserId: change.actorUserId,
    action: 'featureFlagChange',
    target: change.key,
    detail: { wasEnabled: flag.isEnabled, isEnabled: change.isEnabled },
    at: change.now,
  });
}
