/**
 * One-time sign-in codes for e-mailed links: stored hashed, used once, valid 30 minutes; a new owner's link to
 * create their password (in the order's mail, read perhaps in the evening) 7 days.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { randomSecret, sha256 } from './secrets.ts';

export const SIGN_IN_CODE_TTL_MS = 30 * 60 * 1000;
export const ACCOUNT_CREATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SignInCodePurpose = 'signIn' | 'passwordReset' | 'withUserHelper';

/** How long a staff helper value of /authenticate/withUser is kept as used (it expires after 5 minutes). */
const HELPER_MEMORY_MS = 10 * 60 * 1000;

/** Creates a code for the user and returns it; only its hash is stored. */
export async function createSignInCode(
  tx: Tx,
  t: Tables,
  userId: string,
  purpose: SignInCodePurpose,
  ttlMs = SIGN_IN_CODE_TTL_MS,
) {
  const code = randomSecret();
  await tx.insert(t.signInCodes).values({
    codeHash: sha256(code),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return code;
}

/** The link of an e-mail that signs the user in: the web app's token landing reads u and t. */
export function signInLink(publicOrigin: string, userId: string, code: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/token?u=${encodeURIComponent(userId)}&t=${encodeURIComponent(code)}`;
}

/** Uses the code up; its purpose, or undefined when it is unknown, expired, used or someone else's. */
export async function redeemSignInCode(tx: Tx, t: Tables, userId: string, code: string) {
  const now = new Date();
  const [row] = await tx
    .update(t.signInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.signInCodes.codeHash, sha256(code)),
        eq(t.signInCodes.userId, userId),
        isNull(t.signInCodes.usedAt),
        gt(t.signInCodes.expiresAt, now),
      ),
    )
    .returning({ purpose: t.signInCodes.purpose });
  return row?.purpose;
}

/** After a password change, outstanding reset links stop working. */
export async function voidPasswordResetCodes(tx: Tx, t: Tables, userId: string) {
  await tx
    .update(t.signInCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(t.signInCodes.userId, userId), eq(t.signInCodes.purpose, 'passwordReset'), isNull(t.signInCodes.usedAt)),
    );
}

/** How many codes of this purpose the user received since the given time (to cap reset e-mails). */
export async function countRecentCodes(
  db: Queryable,
  t: Tables,
  userId: string,
  purpose: SignInCodePurpose,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(t.signInCodes)
    .where(
      and(eq(t.signInCodes.userId, userId), eq(t.signInCodes.purpose, purpose), gt(t.signInCodes.createdAt, since)),
    );
  return row?.n ?? 0;
}

/**
 * Records a withUser helper value as used, by its canonical spelling (secrets.ts verifyHelper), so that
 * another spelling of the same bytes is the same helper; false when it was used before. The unique hash
 * decides between two uses at once, in this process or another.
 */
export async function useHelperOnce(tx: Tx, t: Tables, canonicalHelper: string, userId: string): Promise<boolean> {
  const now = new Date();
  const inserted = await tx
    .insert(t.signInCodes)
    .values({
      codeHash: sha256(canonicalHelper),
      userId,
      purpose: 'withUserHelper',
      expiresAt: new Date(now.getTime() + HELPER_MEMORY_MS),
      usedAt: now,
    })
    .onConflictDoNothing({ target: t.signInCodes.codeHash })
    .returning({ id: t.signInCodes.id });
  return inserted.length === 1;
}
