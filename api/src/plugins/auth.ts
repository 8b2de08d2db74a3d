/**
 * Access tokens and route guards. Access tokens are short-lived HS256 JWTs with a fixed algorithm,
 * issuer and audience, signed by the key ring's current key and naming it as `kid` (plugins/signing-keys.ts);
 * `authenticate` verifies them with the key they name and sets `request.currentUser`.
 * Guards: `app.requireUser` (any signed-in user), `app.requireUserType(...types)`, `app.requireStaff`.
 */
import fastifyJwt, { type TokenOrHeader } from '@fastify/jwt';
import { USER_TYPES, type UserType } from '@hw/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { forbidden, unauthorized } from './errors.ts';
import { isSessionFamilyLive } from './session-families.ts';
import { databaseKeyRing, fixedKeyRing, type KeyRing } from './signing-keys.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ISSUER = 'home-warranty-api';
export const JWT_AUDIENCE = 'home-warranty-web';

export interface CurrentUser {
  userId: string;
  userType: UserType;
  roles: string[];
  /** The staff member acting as this user, when impersonating. */
  impersonatorId?: string;
  /** The session came from a password-reset link: the password may be changed without the current one. */
  passwordReset?: boolean;
  /** The refresh-token family of this session. */
  sessionFamilyId?: string;
}

interface AccessTokenClaims {
  sub: string;
  userType: UserType;
  roles: string[];
  imp?: string;
  pwr?: true;
  fid?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
  interface FastifyInstance {
    /** The signing keys every process shares (plugins/signing-keys.ts). */
    keyRing: KeyRing;
    issueAccessToken(user: CurrentUser): { token: string; expiresAt: Date };
    authenticate: preHandlerAsyncHookHandler;
    requireUser: preHandlerAsyncHookHandler;
    optionalUser: preHandlerAsyncHookHandler;
    requireStaff: preHandlerAsyncHookHandler;
    requireUserType(...types: UserType[]): preHandlerAsyncHookHandler;
  }
}

/** Every kind of signed-in user, as a guard that takes any of them admits them. */
const SIGNED_IN: readonly UserType[] = USER_TYPES.filter((type) => type !== 'unknown');

const admittedKey = Symbol('admitted user types');
type Guard = preHandlerAsyncHookHandler & { [admittedKey]?: readonly UserType[]; staffRoles?: readonly string[] };

/** Marks a route guard with the user types it admits (and the staff roles it asks for), for the API document. */
export function admitting<G extends preHandlerAsyncHookHandler>(
  guard: G,
  userTypes: readonly UserType[],
  staffRoles?: readonly string[],
): G {
  Object.assign(guard, { [admittedKey]: userTypes, ...(staffRoles ? { staffRoles } : {}) });
  return guard;
}

/**
 * The user types a route's guards admit, and the staff roles they ask for; undefined for a route anyone may call
 * (no guard, or one that only reads a token when it is sent).
 */
export function admittedBy(
  hooks: unknown,
): { userTypes: readonly UserType[]; staffRoles?: readonly string[] } | undefined {
  const guards = (Array.isArray(hooks) ? hooks : [hooks]) as (Guard | undefined)[];
  const guard = guards.find((hook) => hook?.[admittedKey]);
  if (!guard) return undefined;
  return { userTypes: guard[admittedKey] ?? [], ...(guard.staffRoles ? { staffRoles: guard.staffRoles } : {}) };
}

export function isStaff(user: CurrentUser | undefined): boolean {
  return user?.userType === 'employee';
}

/** The signed-in user, for handlers behind a guard. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const keyRing = opts.config.jwtSecret
    ? fixedKeyRing(opts.config.jwtSecret)
    : await databaseKeyRing(app.database, ACCESS_TOKEN_TTL_SECONDS * 1000);
  app.decorate('keyRing', keyRing);
  app.addHook('onClose', async () => keyRing.close());

  await app.register(fastifyJwt, {
    // Verification uses the key the token names; an unknown or retired key fails like a bad signature.
    secret: async (_request: FastifyRequest, tokenOrHeader: TokenOrHeader) => {
      const header = 'header' in tokenOrHeader ? tokenOrHeader.header : tokenOrHeader;
      const key = await keyRing.find(header.kid);
      if (!key) throw new Error('Unknown signing key');
      return key.secret;
    },
    // The key callback receives the whole token, header included.
    decode: { complete: true },
    sign: { algorithm: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE, expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    verify: { algorithms: ['HS256'], allowedIss: JWT_ISSUER, allowedAud: JWT_AUDIENCE },
  });

  app.decorate('issueAccessToken', (user: CurrentUser) => {
    const claims: AccessTokenClaims = {
      sub: user.userId,
      userType: user.userType,
      roles: user.roles,
      ...(user.impersonatorId ? { imp: user.impersonatorId } : {}),
      ...(user.passwordReset ? { pwr: true as const } : {}),
      ...(user.sessionFamilyId ? { fid: user.sessionFamilyId } : {}),
    };
    const key = keyRing.current();
    return {
      token: app.jwt.sign(claims, { key: key.secret, kid: key.kid }),
      expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    };
  });

  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    if (request.currentUser) return;
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized('Please sign in.');
    let claims: AccessTokenClaims;
    try {
      claims = await request.jwtVerify<AccessTokenClaims>();
    } catch {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    // A logout, a password change or a reused refresh token ends the session's access tokens too.
    if (claims.fid && !(await isSessionFamilyLive(app.database.db, app.database.t, claims.fid))) {
      throw unauthorized('Your session has ended. Please sign in again.');
    }
    request.currentUser = {
      userId: claims.sub,
      userType: claims.userType,
      roles: claims.roles ?? [],
      ...(claims.imp ? { impersonatorId: claims.imp } : {}),
      ...(claims.pwr ? { passwordReset: true } : {}),
      ...(claims.fid ? { sessionFamilyId: claims.fid } : {}),
    };
  }

  app.decorate('authenticate', authenticate);
  app.decorate(
    'requireUser',
    admitting(async (request: FastifyRequest, reply: FastifyReply) => authenticate(request, reply), SIGNED_IN),
  );
  /** Public routes that do more for a signed-in caller: a bearer token is checked when sent, never required. */
  app.decorate('optionalUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await authenticate(request, reply);
  });
  app.decorate(
    'requireStaff',
    admitting(
      async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate(request, reply);
        if (!isStaff(request.currentUser)) throw forbidden();
      },
      ['employee'],
    ),
  );
  app.decorate('requireUserType', (...types: UserType[]) =>
    admitting(async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      const user = request.currentUser as CurrentUser;
      if (!types.includes(user.userType)) throw forbidden();
    }, types),
  );
});
