/**
 * Sessions: each sign-in starts a refresh-token family and answers with the auth response (tokens,
 * roles and the user). Refresh tokens rotate on every use; a rotated token presented again revokes its family.
 */
import { type AuthResponse, messages, rolesFor } from '@hw/shared';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/index.ts';
import { httpError, unauthorized } from '../plugins/index.ts';
import { verifyPassword } from './passwords.ts';
import {
  findRefreshToken,
  findSameOwnerAccounts,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  markRotated,
  revokeFamily,
  toAuthUser,
  type UserRow,
} from './queries.ts';
import { clearSignInFailures, countSignInAttempt, forgiveAttempt } from './rate-limit.ts';
import { randomSecret, sha256 } from './secrets.ts';
import { redeemSignInCode, voidPasswordResetCodes } from './sign-in-codes.ts';

/** Absolute lifetime of a session: refreshing never extends it past this from the sign-in. */
export const REFRESH_FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionOptions {
  fingerprint?: string | undefined;
  impersonatorId?: string | undefined;
  passwordReset?: boolean;
  /** Continue an existing family (refresh) instead of starting one. */
  family?: { id: string; startedAt: Date };
}

/** Stores a new refresh token and signs an access token; call inside a transaction. */
export async function startSession(
  app: FastifyInstance,
  tx: Tx,
  user: UserRow,
  opts: SessionOptions = {},
): Promise<AuthResponse> {
  const { t } = app.database;
  const refreshToken = randomSecret();
  const familyId = opts.family?.id ?? crypto.randomUUID();
  const familyStartedAt = opts.family?.startedAt ?? new Date();
  await tx.insert(t.refreshTokens).values({
    tokenHash: sha256(refreshToken),
    familyId,
    userId: user.id,
    impersonatorId: opts.impersonatorId ?? null,
    passwordReset: opts.passwordReset ?? false,
    fingerprint: opts.fingerprint ?? '',
    familyStartedAt,
    expiresAt: new Date(familyStartedAt.getTime() + REFRESH_FAMILY_LIFETIME_MS),
  });
  const roles = rolesFor(user.userType, user.roles);
  const access = app.issueAccessToken({
    userId: user.id,
    userType: user.userType,
    roles,
    sessionFamilyId: familyId,
    ...(opts.impersonatorId ? { impersonatorId: opts.impersonatorId } : {}),
    ...(opts.passwordReset ? { passwordReset: true } : {}),
  });
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    tokenExpires: access.expiresAt.toISOString(),
    roles,
    isAuthenticated: true,
    isImpersonated: Boolean(opts.impersonatorId),
    forgotPassword: opts.passwordReset ?? false,
    user: toAuthUser(user),
  };
}

/** A sign-in's answer names how many other accounts of the same person could be merged into this one. */
async function withOtherAccounts(app: FastifyInstance, tx: Tx, user: UserRow, response: AuthResponse) {
  const found = (await findSameOwnerAccounts(tx, app.database.t, user)).length;
  return found > 0 ? { ...response, otherAccountsFound: found } : response;
}

const signInFailed = () => httpError(401, 'invalidCredentials', messages.login.errorText);

/**
 * A user name and password checked as a sign-in checks them (rate limited, failures counted), also for
 * PUT /account/user/merge. Wrong password, unknown user, an account merged into another and one whose e-mail
 * address is not verified yet fail alike.
 */
export async function verifySignInPassword(
  app: FastifyInstance,
  input: { username: string; password: string; ip: string },
): Promise<UserRow> {
  const { database } = app;
  const { db, t } = database;
  const username = input.username.trim().toLowerCase();
  const attempt = await countSignInAttempt(database, input.ip, username);
  const user = await findUserByEmail(db, t, username);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!ok || !user || user.mergedIntoUserId || user.erasedAt || user.emailUnverifiedSince) throw signInFailed();
  await forgiveAttempt(database, attempt);
  return user;
}

/** grant_type password. */
export async function signInWithPassword(
  app: FastifyInstance,
  input: { username: string; password: string; fingerprint?: string | undefined; ip: string },
): Promise<AuthResponse> {
  const { database } = app;
  const user = await verifySignInPassword(app, input);
  return database.transaction(async (tx) => {
    await clearSignInFailures(tx, database.t, input.ip, input.username.trim().toLowerCase());
    const response = await startSession(app, tx, user, { fingerprint: input.fingerprint });
    return withOtherAccounts(app, tx, user, response);
  });
}

/**
 * grant_type code: a one-time code from an e-mailed link. A password-reset code sets forgotPassword. The link
 * reached the account's address: it is verified.
 */
export async function signInWithCode(
  app: FastifyInstance,
  input: { userId: string; code: string; fingerprint?: string | undefined },
): Promise<AuthResponse> {
  const { database } = app;
  const response = await database.transaction(async (tx) => {
    const purpose = await redeemSignInCode(tx, database.t, input.userId, input.code);
    if (!purpose) return undefined;
    // One reset link used: the others sent before it stop working.
    if (purpose === 'passwordReset') await voidPasswordResetCodes(tx, database.t, input.userId);
    const user = await findUserById(tx, database.t, input.userId);
    if (!user || user.mergedIntoUserId || user.erasedAt) return undefined;
    if (user.emailUnverifiedSince) await markEmailVerified(tx, database.t, user.id);
    const session = await startSession(app, tx, user, {
      fingerprint: input.fingerprint,
      passwordReset: purpose === 'passwordReset',
    });
    return withOtherAccounts(app, tx, user, session);
  });
  if (!response) throw unauthorized(messages.login.linkInvalid, 'invalidCredentials');
  return response;
}

type RefreshOutcome = { ok: true; response: AuthResponse } | { ok: false };

/** grant_type refresh_token: rotates the token; a rotated token presented again revokes its family. */
export async function refreshSession(
  app: FastifyInstance,
  input: { refreshToken: string; fingerprint?: string | undefined },
): Promise<AuthResponse> {
  const { database } = app;
  const { t } = database;
  const outcome = await database.transaction(async (tx): Promise<RefreshOutcome> => {
    const now = new Date();
    const row = await findRefreshToken(tx, t, sha256(input.refreshToken));
    if (!row || row.revokedAt || row.expiresAt <= now) return { ok: false };
    if (row.rotatedAt) {
      await revokeFamily(tx, t, row.familyId, row.userId, now);
      return { ok: false };
    }
    // A token is bound to the device that received it; another fingerprint is refused without revoking.
    if (row.fingerprint && input.fingerprint !== row.fingerprint) return { ok: false };
    if (!(await markRotated(tx, t, row.id, now))) {
      await revokeFamily(tx, t, row.familyId, row.userId, now);
      return { ok: false };
    }
    const user = await findUserById(tx, t, row.userId);
    if (!user || user.mergedIntoUserId || user.erasedAt) return { ok: false };
    // A session from a password-reset link keeps its power over the password in the access token it was opened
    // with only: the refreshed one, like any other, needs the current password.
    const response = await startSession(app, tx, user, {
      fingerprint: row.fingerprint,
      impersonatorId: row.impersonatorId ?? undefined,
      family: { id: row.familyId, startedAt: row.familyStartedAt },
    });
    return { ok: true, response };
  });
  if (!outcome.ok) throw unauthorized(messages.login.sessionExpired);
  return outcome.response;
}

/** Ends the family of the given refresh token (when it is the caller's) and of the current session. */
export async function signOut(app: FastifyInstance, userId: string, refreshToken?: string, familyId?: string) {
  const { database } = app;
  const { t } = database;
  await database.transaction(async (tx) => {
    const now = new Date();
    if (refreshToken) {
      const row = await findRefreshToken(tx, t, sha256(refreshToken));
      if (row && row.userId === userId) await revokeFamily(tx, t, row.familyId, userId, now);
    }
    if (familyId) await revokeFamily(tx, t, familyId, userId, now);
  });
}
