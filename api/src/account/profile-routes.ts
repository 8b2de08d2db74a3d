import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthUser,
  errorResponses,
  isStaffUserType,
  MergeAccountsBody,
  MergeAccountsResponse,
  messages,
  normalizeProfile,
  phonesForSmsOptIn,
  SaveProfileBody,
  SmsOptInBody,
  type UserType,
} from '@hw/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { findUserById, toAuthUser } from '../auth/index.ts';
import { revokeOtherFamilies } from '../auth/queries.ts';
import { TooManyAttemptsError } from '../auth/rate-limit.ts';
import { verifySignInPassword } from '../auth/service.ts';
import type { Tx } from '../db/index.ts';
import { currentUser } from '../plugins/auth.ts';
import { forbidden, httpError, invalidFields, unauthorized } from '../plugins/errors.ts';
import { recordStaffAction } from '../staff/index.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

export const mergeMessages = {
  callerNotMergeable: 'Staff and contractor accounts cannot take in other accounts.',
  sameAccount: 'This is the account you are signed in to. Enter the other account’s sign-in.',
  otherNotMergeable: 'This account cannot be merged into yours. Please call us for assistance.',
} as const;

/** Homeowners and agents hold contracts and cards; staff and contractor accounts are never merged. */
const isMergeable = (userType: UserType) => !isStaffUserType(userType) && userType !== 'contractor';

const mergeRefused = (message: string, field?: string) => httpError(422, 'validation', message, field);

/** Profile, text opt-in and merge: /account/user... (spec core section 7). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  // The merge checks a password like a sign-in: a refusal for too many attempts says when to try again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  async function savedUser(tx: Tx, userId: string, changes: Partial<typeof t.users.$inferInsert>) {
    const [row] = await tx.update(t.users).set(changes).where(eq(t.users.id, userId)).returning();
    if (!row) throw unauthorized();
    return toAuthUser(row);
  }

  app.post(
    '/account/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Save the profile',
        operationId: 'saveProfile',
        description:
          'Saves the caller’s names (trimmed) and phones. Numbers are stored ###-###-####; an incomplete one is 400 ' +
          'naming `phones[i].number`; a number listed twice is kept once; exactly one phone is primary (the first ' +
          'marked, else the first). The e-mail (the user name) does not change. Answers the user record.',
        body: SaveProfileBody,
        response: { 200: AuthUser, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const profile = normalizeProfile(request.body);
      if (!profile.ok) throw invalidFields(profile.problems);
      const { firstName, lastName, phones } = profile.value;
      return database.transaction((tx) => savedUser(tx, caller.userId, { firstName, lastName, phones }));
    },
  );

  app.post(
    '/account/user/smsOptIn',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Opt in to text messages',
        operationId: 'smsOptIn',
        description:
          'Enrols the caller for text updates (isOptedInToSms true). `smsPhoneNumber`, when given, is stored as a ' +
          'mobile phone (a listed number is marked mobile, a new one added); without it the profile must already ' +
          'have a mobile phone. An incomplete number, or none to text, is 400 on `smsPhoneNumber`. Answers the ' +
          'user record.',
        body: SmsOptInBody,
        response: { 200: AuthUser, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      return database.transaction(async (tx) => {
        const user = await findUserById(tx, t, caller.userId);
        if (!user) throw unauthorized();
        const phones = phonesForSmsOptIn(user.phones, request.body.smsPhoneNumber);
        if (!phones.ok) throw invalidFields(phones.problems);
        return savedUser(tx, user.id, { phones: phones.value, isOptedInToSms: true });
      });
    },
  );

  /**
   * Takes the row lock of a user that is not merged, so that two merges naming the same accounts run one
   * after the other; false when the user is gone or merged.
   */
  async function lockUnmerged(tx: Tx, userId: string): Promise<boolean> {
    const rows = await tx
      .update(t.users)
      .set({ mergedIntoUserId: null })
      .where(and(eq(t.users.id, userId), isNull(t.users.mergedIntoUserId)))
      .returning({ id: t.users.id });
    return rows.length === 1;
  }

  app.put(
    '/account/user/merge',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Merge another account into the caller’s',
        operationId: 'mergeAccounts',
        description:
          'Consolidates the account signed in with `username` and `password` into the caller’s. The password is ' +
          'checked like a sign-in and counts towards the same limits: wrong is 401 `invalidCredentials`, too many ' +
          'failures 429. The caller’s own account, or a staff or contractor account on either side, is 422; ' +
          'while impersonating, 403. In one transaction the other account’s contracts (owned or ordered), cards, ' +
          'notices and service requests move to the caller, and the other account is marked merged: its password ' +
          'is removed, its sessions and sign-in links end, and it can no longer sign in. Success is exactly 200.',
        body: MergeAccountsBody,
        response: { 200: MergeAccountsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (caller.impersonatorId) throw forbidden();
      if (!isMergeable(caller.userType)) throw mergeRefused(mergeMessages.callerNotMergeable);
      const other = await verifySignInPassword(app, { ...request.body, ip: request.ip });
      if (other.id === caller.userId) throw mergeRefused(mergeMessages.sameAccount, 'username');
      if (!isMergeable(other.userType)) throw mergeRefused(mergeMessages.otherNotMergeable, 'username');

      return database.transaction(async (tx) => {
        // In id order, so that two merges of the same pair cannot wait on each other.
        for (const id of [caller.userId, other.id].sort()) {
          if (await lockUnmerged(tx, id)) continue;
          if (id === caller.userId) throw unauthorized();
          throw httpError(401, 'invalidCredentials', messages.login.errorText);
        }
        const into = caller.userId;
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
        // The caller's default card stays the default.
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
        return { mergedUserId: other.id, contractsMoved: moved.size };
      });
    },
  );
};
