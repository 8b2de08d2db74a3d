import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthenticateBody,
  AuthResponse,
  ChangePasswordBody,
  errorResponses,
  ForgotPasswordBody,
  LogoutBody,
  MessageResponse,
  UserIdParams,
  WithTokenBody,
  WithUserBody,
  WithUserHelperBody,
  WithUserHelperResponse,
} from '@hw/shared';
import { Type } from 'typebox';
import { currentUser, refuseProblems } from '../plugins/index.ts';
import { endImpersonation, impersonate, issueWithUserHelper, signInWithHelper } from './impersonation.ts';
import { changePassword, forgotPassword } from './password-flows.ts';
import { TooManyAttemptsError } from './rate-limit.ts';
import { refreshSession, signInWithCode, signInWithPassword, signOut } from './service.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const anonymous: { [name: string]: string[] }[] = [];
const authAnswers = { 200: AuthResponse, ...errorResponses };

/** The values of a grant; every missing one is named in one refusal. */
function required<T extends Record<string, string | undefined>>(values: T): { [K in keyof T]: string } {
  refuseProblems(
    Object.entries(values)
      .filter(([, value]) => !value)
      .map(([field]) => ({ field, message: `${field} is required.` })),
  );
  return values as { [K in keyof T]: string };
}

/** POST /authenticate and its family. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A refusal for too many attempts says when to try again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  const helperSecret = app.keyRing.serverSecret;

  app.post(
    '/authenticate',
    {
      schema: {
        tags,
        security: anonymous,
        summary: 'Sign in or refresh a session',
        operationId: 'authenticate',
        description:
          'Sign-in and refresh. grant_type password (username, password), refresh_token (refresh_token; rotated on ' +
          'every use, a rotated token presented again revokes its session), code (u, t: a one-time e-mailed code) or ' +
          'user (webuserid, wmuserid, helper). fingerprint identifies the device; a refresh token only works with ' +
          'the fingerprint it was issued to. Wrong credentials: 401; too many failures: 429.',
        body: AuthenticateBody,
        response: authAnswers,
      },
    },
    async (request) => {
      const body = request.body;
      const fingerprint = body.fingerprint;
      switch (body.grant_type) {
        case 'password':
          return signInWithPassword(app, {
            ...required({ username: body.username, password: body.password }),
            fingerprint,
            ip: request.ip,
          });
        case 'refresh_token':
          return refreshSession(app, {
            refreshToken: required({ refresh_token: body.refresh_token }).refresh_token,
            fingerprint,
          });
        case 'code': {
          const { u, t } = required({ u: body.u, t: body.t ?? body.code });
          return signInWithCode(app, { userId: u, code: t, fingerprint });
        }
        case 'user':
          return signInWithHelper(app, helperSecret, {
            ...required({ webuserid: body.webuserid, wmuserid: body.wmuserid, helper: body.helper }),
            fingerprint,
          });
      }
    },
  );

  app.post(
    '/authenticate/withToken',
    {
      schema: {
        tags,
        security: anonymous,
        summary: 'Sign in with an e-mailed link',
        operationId: 'authenticateWithToken',
        description: 'Token sign-in from an e-mailed link (u = user id, t = code; one use, 30 minutes).',
        body: WithTokenBody,
        response: authAnswers,
      },
    },
    async (request) =>
      signInWithCode(app, { userId: request.body.u, code: request.body.t, fingerprint: request.body.fingerprint }),
  );

  app.post(
    '/authenticate/withUser',
    {
      schema: {
        tags,
        security: anonymous,
        summary: 'Sign in on behalf of a user',
        operationId: 'authenticateWithUser',
        description:
          'Sign-in on behalf of a user, with the helper value staff obtain from /authenticate/withUser/helper ' +
          '(valid 5 minutes, one sign-in). The helper is read strictly as base64url or base64, padded or not; ' +
          'every spelling of the same bytes is the same helper, so once used it is refused (401) in any spelling. ' +
          'The session is an impersonation by that staff member.',
        body: WithUserBody,
        response: authAnswers,
      },
    },
    async (request) => signInWithHelper(app, helperSecret, request.body),
  );

  app.post(
    '/authenticate/withUser/helper',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: bearer,
        summary: 'Get a sign-in-on-behalf helper value',
        operationId: 'createWithUserHelper',
        description:
          'Staff only. A signed helper value for /authenticate/withUser and the web path that uses it. Not for ' +
          'staff (403) nor system accounts (404, as for an unknown id).',
        body: WithUserHelperBody,
        response: { 200: WithUserHelperResponse, ...errorResponses },
      },
    },
    async (request) => issueWithUserHelper(app, helperSecret, currentUser(request), request.body.userId),
  );

  app.post(
    '/authenticate/as/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'End an impersonation',
        operationId: 'endImpersonation',
        description: 'Ends an impersonation: the session ends and the staff member is signed back in.',
        response: authAnswers,
      },
    },
    async (request) => endImpersonation(app, currentUser(request)),
  );

  app.post(
    '/authenticate/as/:userId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security: bearer,
        summary: 'Act as a user',
        operationId: 'startImpersonation',
        description:
          'Staff only: act as this user (not another staff member: 403). A system account (the owner of ' +
          'signed-out callers’ Idempotency-Keys, or any account of user type unknown) answers 404 like an ' +
          'unknown id, and nothing is written. The answer has isImpersonated true.',
        params: UserIdParams,
        response: authAnswers,
      },
    },
    async (request) => impersonate(app, currentUser(request), request.params.userId),
  );

  app.post(
    '/authenticate/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Sign out',
        operationId: 'logout',
        description:
          'Signs out: revokes the session of the given refresh token (and of the access token used). ' +
          'Access tokens already issued stay valid until they expire (at most 15 minutes).',
        body: LogoutBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await signOut(app, user.userId, request.body.refresh_token, user.sessionFamilyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/authenticate/forgotPassword',
    {
      schema: {
        tags,
        security: anonymous,
        summary: 'Send a password-reset link',
        operationId: 'forgotPassword',
        description:
          'Sends a password-reset link when the address has an account; the answer is the same either way. ' +
          'The link signs in once (withToken) with forgotPassword true.',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => forgotPassword(app, request.body.email),
  );

  app.post(
    '/authenticate/changePassword',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password',
        operationId: 'changePassword',
        description:
          'currentPassword is required unless the access token is the one a password-reset link opened ' +
          '(forgotPassword true), the link was opened less than 15 minutes ago and that session has not changed ' +
          'the password yet: the power is used once, across processes, and a refreshed token never has it. ' +
          'Otherwise a missing currentPassword is 400 naming the field (saying why, for a reset session). ' +
          'Ends the user’s other sessions.',
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => changePassword(app, currentUser(request), request.body),
  );
};
