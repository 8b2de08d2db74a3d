/**
 * Account consolidation: what moves when one account is merged into another, in the caller's transaction.
 * Used by PUT /account/user/merge, both with the other account's password and for the accounts of the same
 * person found at sign-in (the rule of which those are: @hw/shared account-merge.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import { findSameOwnerAccounts, revokeOtherFamilies, type UserRow } from '../auth/index.ts';
import type { Tables, Tx } from '../db/index.ts';

/**
 * Takes the row lock of a user that is not merged, so that two merges naming the same accounts run one
 * after the other; false when the user is gone or merged.
 */
export async function lockUnmerged(tx: Tx, t: Tables, userId: string): Promise<boolean> {
  const rows = await tx
    .update(t.users)
    .set({ mergedIntoUserId: null })
    .where(and(eq(t.users.id, userId), isNull(t.users.mergedIntoUserId)))
    .returning({ id: t.users.id });
  return rows.length === 1;
}

/**
 * Moves everything of `other` to `into` and marks `other` merged: contracts owned or ordered, cards (the
 * receiving account's default card stays the default), notices and service requests. The merged account
 * loses its password, sessions and unused sign-in links. Both accounts must be locked (lockUnmerged) first.
 * Answers the ids of the contracts that moved.
 */
export async function mergeAccountInto(tx: Tx, t: Tables, into: string, other: UserRow): Promise<Set<string>> {
  const owned = await tx
    .update(t.contracts)
    .set({ ownerUserId: into })
    .where(eq(t.contracts.ownerUserId, other.id))
    .returning({ contractId: t.contracts.contractId });
  const ordered = await tx
    .update(t.contracts)
    .set({ orderedByUserId: into })
    .where(eq(t.contracts.orderedByUserId, other.id))
    .returning({ contractId: t.contracts.contractId });
  const [defaultCard] = await tx
    .select({ creditCardId: t.paymentMethods.creditCardId })
    .from(t.paymentMethods)
    .where(and(eq(t.paymentMethods.userId, into), eq(t.paymentMethods.isDefault, true)))
    .limit(1);
  await tx
    .update(t.paymentMethods)
    .set({ userId: into, ...(defaultCard ? { isDefault: false } : {}) })
    .where(eq(t.paymentMethods.userId, other.id));
  await tx.update(t.notices).set({ userId: into }).where(eq(t.notices.userId, other.id));
  await tx
    .update(t.serviceRequests)
    .set({ requestedByUserId: into })
    .where(eq(t.serviceRequests.requestedByUserId, other.id));
  // Accounts merged into the other one earlier now point at where everything went.
  await tx.update(t.users).set({ mergedIntoUserId: into }).where(eq(t.users.mergedIntoUserId, other.id));
  await tx.update(t.users).set({ mergedIntoUserId: into, passwordHash: null }).where(eq(t.users.id, other.id));
  await tx
    .update(t.signInCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(t.signInCodes.userId, other.id), isNull(t.signInCodes.usedAt)));
  await revokeOtherFamilies(tx, t, other.id, undefined);
  const moved = new Set([...owned, ...ordered].map((row) => row.contractId));
  await recordStaffAction(tx, t, {
    actorUserId: into,
    action: 'accountMerge',
    target: other.id,
    detail: { mergedEmail: other.email, contractsMoved: moved.size },
  });
  return moved;
}

/**
 * Merges every account of the same person into the signed-in one. Found again inside the transaction and
 * locked in id order with the caller, so running it twice, or twice at once, merges each account once: an
 * account another merge took in meanwhile is skipped. Undefined when the caller itself is gone or merged.
 */
export async function mergeSameOwnerAccounts(
  tx: Tx,
  t: Tables,
  caller: UserRow,
): Promise<{ accountsMerged: number; contractsMoved: number } | undefined> {
  const others = await findSameOwnerAccounts(tx, t, caller);
  const locked = new Set<string>();
  for (const id of [caller.id, ...others.map((other) => other.id)].sort()) {
    if (await lockUnmerged(tx, t, id)) locked.add(id);
    else if (id === caller.id) return undefined;
  }
  const moved = new Set<string>();
  let accountsMerged = 0;
  for (const other of others) {
    if (!locked.has(other.id)) continue;
    for (const contractId of await mergeAccountInto(tx, t, caller.id, other)) moved.add(contractId);
    accountsMerged += 1;
  }
  return { accountsMerged, contractsMoved: moved.size };
}
