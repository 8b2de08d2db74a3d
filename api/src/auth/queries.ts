import { type AuthUser, accountEmailKey, PASSWORD_RESET_CHANGE_MINUTES, sameOwnerAccounts } from '@hw/shared';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { forgetSessionFamily } from '../plugins/index.ts';

export type UserRow = Tables['users']['$inferSelect'];
export type RefreshTokenRow = Tables['refreshTokens']['$inferSelect'];

/** The user object of the auth response and of GET /account/user/{id}. */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    userType: user.userType,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phones: user.phones.map((p) => ({ number: p.number, isPrimary: p.isPrimary, type: p.type })),
    isOptedInToSms: user.isOptedInToSms,
    preferredLanguage: user.preferredLanguage,
    isAnonymous: false,
    isAuthenticated: true,
  };
}

/** E-mail addresses are kept lower-case; sign-in names are matched the same way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, t: Tables, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(t.users)
    .where(eq(t.users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(db: Queryable, t: Tables, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, id)).limit(1);
  return user;
}

export async function findRefreshToken(
  db: Queryable,
  t: Tables,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** A link mailed to the account's address was used: the address is its holder's. */
export async function markEmailVerified(tx: Tx, t: Tables, userId: string): Promise<void> {
  await tx.update(t.users).set({ emailUnverifiedSince: null }).where(eq(t.users.id, userId));
}

/** Marks a token rotated unless another request did first; false when it lost that race. */
export async function markRotated(tx: Tx, t: Tables, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(t.refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(t.refreshTokens.id, id), isNull(t.refreshTokens.rotatedAt), isNull(t.refreshTokens.revokedAt)))
    .returning({ id: t.refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(tx: Tx, t: Tables, familyId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(t.refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(t.refreshTokens.familyId, familyId),
        eq(t.refreshTokens.userId, userId),
        isNull(t.refreshTokens.revokedAt),
      ),
    );
  forgetSessionFamily(familyId);
}

/** Every session of the user except the one given (after a password change). */
export async function revokeOtherFamilies(tx: Tx, t: Tables, userId: string, keepFamilyId: string | undefined) {
  const revoked = await tx
    .update(t.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(t.refreshTokens.userId, userId),
        isNull(t.refreshTokens.revokedAt),
        keepFamilyId ? ne(t.refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: t.refreshTokens.familyId });
  for (const { familyId } of revoked) forgetSessionFamily(familyId);
}

/** How long after its opening a password-reset session may set a new password without the current one. */
export const PASSWORD_RESET_POWER_MS = PASSWORD_RESET_CHANGE_MINUTES * 60 * 1000;

/** The conditions under which a family still holds its one password change without the current password. */
function passwordResetPower(t: Tables, familyId: string, userId: string, now: Date) {
  return and(
    eq(t.refreshTokens.familyId, familyId),
    eq(t.refreshTokens.userId, userId),
    eq(t.refreshTokens.passwordReset, true),
    isNull(t.refreshTokens.revokedAt),
    gt(t.refreshTokens.expiresAt, now),
    gt(t.refreshTokens.familyStartedAt, new Date(now.getTime() - PASSWORD_RESET_POWER_MS)),
  );
}

/**
 * True when the family was opened from a password-reset link less than 15 minutes ago, is live, and has not
 * used its one password change yet. A first look, before the password is hashed; claimPasswordResetPower
 * decides.
 */
export async function isLivePasswordResetFamily(db: Queryable, t: Tables, familyId: string, userId: string, now: Date) {
  const rows = await db
    .select({ id: t.refreshTokens.id })
    .from(t.refreshTokens)
    .where(passwordResetPower(t, familyId, userId, now))
    .limit(1);
  return rows.length > 0;
}

/**
 * Uses up the family's one password change without the current password: a conditional update, so of two
 * changes at once (in one process or two) only one finds the mark still set. False when it was already used,
 * the 15 minutes are over or the session ended.
 */
export async function claimPasswordResetPower(tx: Tx, t: Tables, familyId: string, userId: string, now: Date) {
  const claimed = await tx
    .update(t.refreshTokens)
    .set({ passwordReset: false })
    .where(passwordResetPower(t, familyId, userId, now))
    .returning({ id: t.refreshTokens.id });
  if (claimed.length === 0) return false;
  // Every token of the family gives the power up (a refreshed token never had it).
  await endPasswordResetMode(tx, t, familyId);
  return true;
}

export async function endPasswordResetMode(tx: Tx, t: Tables, familyId: string) {
  await tx.update(t.refreshTokens).set({ passwordReset: false }).where(eq(t.refreshTokens.familyId, familyId));
}

export async function insertAudit(
  tx: Tx,
  t: Tables,
  row: { staffUserId: string; targetUserId: string; action: 'start' | 'end' },
) {
  const at = new Date();
  await tx.insert(t.impersonationAudit).values({ ...row, at });
  // The staff audit log (GET /staff/audit) has every start and end too.
  await recordStaffAction(tx, t, {
    actorUserId: row.staffUserId,
    action: row.action === 'start' ? 'impersonationStart' : 'impersonationEnd',
    target: row.targetUserId,
    at,
  });
}

/** The other accounts of the signed-in user's person that can be merged into it without their passwords. */
export async function findSameOwnerAccounts(db: Queryable, t: Tables, user: UserRow): Promise<UserRow[]> {
  const candidates = await db
    .select()
    .from(t.users)
    .where(and(sql`lower(trim(email)) = ${accountEmailKey(user.email)}`, isNull(t.users.mergedIntoUserId)));
  return sameOwnerAccounts(user, candidates).sort((a, b) => (a.id < b.id ? -1 : 1));
}
