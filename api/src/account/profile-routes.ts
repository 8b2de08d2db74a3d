import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthUser,
  errorResponses,
  isMergeableUserType,
  MergeAccountsBody,
  MergeAccountsResponse,
  messages,
  normalizeProfile,
  phonesForSmsOptIn,
  SaveProfileBody,
  SmsOptInBody,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { findUserById, TooManyAttemptsError, toAuthUser, verifySignInPassword } from '../auth/index.ts';
import type { Tx } from '../db/index.ts';
import { currentUser, forbidden, httpError, invalidFields, unauthorized } from '../plugins/index.ts';
import { lockUnmerged, mergeAccountInto, mergeSameOwnerAccounts } from './merge.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

export const mergeMessages = {
  callerNotMergeable: 'Staff and contractor accounts cannot take in other accounts.',
  sameAccount: 'This is the account you are signed in to. Enter the other account’s sign-in.',
  otherNotMergeable: 'This account cannot be merged into yours. Please call us for assistance.',
} as const;

const mergeRefused = (message: string, field?: string) => httpError(422, 'validation', message, field);

/** Profile, text opt-in and merge: /account/user.... */
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
          'marked, else the first). `preferredLanguage` (`en` or `es`), when given, is the language of everything ' +
          'sent to the user from then on. The e-mail (the user name) does not change. Answers the user record.',
        body: SaveProfileBody,
        response: { 200: AuthUser, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const profile = normalizeProfile(request.body);
      if (!profile.ok) throw invalidFields(profile.problems);
      const { firstName, lastName, phones } = profile.value;
      const { preferredLanguage } = request.body;
      return database.transaction((tx) =>
        savedUser(tx, caller.userId, {
          firstName,
          lastName,
          phones,
          ...(preferredLanguage ? { preferredLanguage } : {}),
        }),
      );
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
          'Consolidates the account signed in with `username` and `password` into the caller’s, or with ' +
          '`{ automatic: true }` every other account under the caller’s own e-mail address (case and spaces aside; ' +
          'see `otherAccountsFound` of the sign-in), answering how many it took in: 0 once done. The password is ' +
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
      if (!isMergeableUserType(caller.userType)) throw mergeRefused(mergeMessages.callerNotMergeable);
      const { username, password, automatic } = request.body;
      if (automatic) {
        const merged = await database.transaction(async (tx) => {
          const user = await findUserById(tx, t, caller.userId);
          return user && mergeSameOwnerAccounts(tx, t, user);
        });
        if (!merged) throw unauthorized();
        return merged;
      }
      if (!username || !password) {
        throw invalidFields([
          ...(username ? [] : [{ field: 'username', message: 'username is required.' }]),
          ...(password ? [] : [{ field: 'password', message: 'password is required.' }]),
        ]);
      }
      const other = await verifySignInPassword(app, { username, password, ip: request.ip });
      if (other.id === caller.userId) throw mergeRefused(mergeMessages.sameAccount, 'username');
      if (!isMergeableUserType(other.userType)) throw mergeRefused(mergeMessages.otherNotMergeable, 'username');

      return database.transaction(async (tx) => {
        // In id order, so that two merges of the same pair cannot wait on each other.
        for (const id of [caller.userId, other.id].sort()) {
          if (await lockUnmerged(tx, t, id)) continue;
          if (id === caller.userId) throw unauthorized();
          throw httpError(401, 'invalidCredentials', messages.login.errorText);
        }
        const moved = await mergeAccountInto(tx, t, caller.userId, other);
        return { mergedUserId: other.id, contractsMoved: moved.size };
      });
    },
  );
};
