/**
 * Staff acting as a user: POST /authenticate/as/{userId} and /as/me, and sign-in on behalf through
 * the signed helper value of /authenticate/withUser. One audit row per start and per end.
 */
import { type AuthResponse, isStaffUserType, messages } from '@hw/shared';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../plugins/index.ts';
import { ANONYMOUS_CALLER_ID, forbidden, notFound, unauthorized } from '../plugins/index.ts';
import { findUserById, insertAudit, revokeFamily, type UserRow } from './queries.ts';
import { signHelper, type VerifiedHelper, verifyHelper } from './secrets.ts';
import { startSession } from './service.ts';
import { useHelperOnce } from './sign-in-codes.ts';

/**
 * Accounts with no person behind them: the owner of signed-out callers' Idempotency-Keys, and any account of
 * user type `unknown` (the app gives that type to no person). Nobody signs in as them, staff included.
 */
export function isSystemAccount(user: Pick<UserRow, 'id' | 'userType'>): boolean {
  return user.id === ANONYMOUS_CALLER_ID || user.userType === 'unknown';
}

/**
 * A user staff may act as: exists, is a person and is not staff. A system account answers 404 like an unknown
 * id: to staff it is not a user (the staff user search leaves it out too).
 */
async function impersonationTarget(app: FastifyInstance, userId: string): Promise<UserRow> {
  const target = await findUserById(app.database.db, app.database.t, userId);
  // An erased account has no one left to act for.
  if (!target || isSystemAccount(target) || target.erasedAt) throw notFound('No user with this id.');
  if (isStaffUserType(target.userType)) throw forbidden('Staff cannot act as other staff.');
  return target;
}

async function startImpersonation(app: FastifyInstance, staffUserId: string, target: UserRow, fingerprint?: string) {
  const { database } = app;
  return database.transaction(async (tx) => {
    await insertAudit(tx, database.t, { staffUserId, targetUserId: target.id, action: 'start' });
    return startSession(app, tx, target, { impersonatorId: staffUserId, fingerprint });
  });
}

/** POST /authenticate/as/{userId}; the caller has passed requireStaff. */
export async function impersonate(app: FastifyInstance, staff: CurrentUser, userId: string): Promise<AuthResponse> {
  if (staff.impersonatorId) throw forbidden(messages.impersonation.failure);
  const target = await impersonationTarget(app, userId);
  return startImpersonation(app, staff.userId, target);
}

/** POST /authenticate/as/me: ends the impersonation session and signs the staff member back in. */
export async function endImpersonation(app: FastifyInstance, current: CurrentUser): Promise<AuthResponse> {
  const { database } = app;
  const staffUserId = current.impersonatorId;
  if (!staffUserId) throw forbidden(messages.impersonation.failure);
  const staff = await findUserById(database.db, database.t, staffUserId);
  if (!staff || !isStaffUserType(staff.userType)) throw forbidden(messages.impersonation.failure);
  return database.transaction(async (tx) => {
    if (current.sessionFamilyId) {
      await revokeFamily(tx, database.t, current.sessionFamilyId, current.userId, new Date());
    }
    await insertAudit(tx, database.t, { staffUserId, targetUserId: current.userId, action: 'end' });
    return startSession(app, tx, staff);
  });
}

/** POST /authenticate/withUser/helper: a 5-minute helper value and the web path that uses it. */
export async function issueWithUserHelper(app: FastifyInstance, secret: string, staff: CurrentUser, userId: string) {
  if (staff.impersonatorId) throw forbidden(messages.impersonation.failure);
  const target = await impersonationTarget(app, userId);
  const helper = signHelper(secret, { userId: target.id, staffUserId: staff.userId });
  // Our users have one id; the second path segment (a legacy id elsewhere) repeats it.
  const id = encodeURIComponent(target.id);
  return { helper, url: `/loginWithUser/${id}/${id}?h=${encodeURIComponent(helper)}` };
}

/** grant_type user: signs in on behalf of the user named by a genuine helper value. */
export async function signInWithHelper(
  app: FastifyInstance,
  secret: string,
  input: { webuserid: string; wmuserid: string; helper: string; fingerprint?: string | undefined },
): Promise<AuthResponse> {
  const claims: VerifiedHelper | undefined = verifyHelper(secret, input.helper);
  if (!claims || claims.userId !== input.webuserid || input.wmuserid !== input.webuserid) {
    throw unauthorized(messages.login.linkInvalid, 'invalidCredentials');
  }
  const staff = await findUserById(app.database.db, app.database.t, claims.staffUserId);
  if (!staff || !isStaffUserType(staff.userType)) throw unauthorized(messages.login.linkInvalid, 'invalidCredentials');
  const target = await impersonationTarget(app, claims.userId);
  const { database } = app;
  // The helper travels in a URL (history, logs): it signs in once, within its five minutes, in any spelling.
  return database.transaction(async (tx) => {
    if (!(await useHelperOnce(tx, database.t, claims.canonical, target.id)))
      throw unauthorized(messages.login.linkInvalid, 'invalidCredentials');
    return startImpersonation(app, staff.id, target, input.fingerprint);
  });
}
