/** Sign-in and session calls: /authenticate and its family, /account/user/{id}, /mail/outbox. */
import { type Static, Type } from 'typebox';
import { PHONE_TYPES, USER_TYPES } from '../enums.ts';
import { isEmailAddress } from '../field-checks.ts';
import { LOCALES } from '../i18n/locale.ts';
import { IsoDateTime } from './common.ts';

/** A language the product speaks: `en` or `es`. */
export const PreferredLanguage = Type.Enum(LOCALES, { type: 'string' });

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/**
 * A session opened from a password-reset link may set a new password without the current one once, within
 * this many minutes of opening; its refreshed tokens never may.
 */
export const PASSWORD_RESET_CHANGE_MINUTES = 15;

export const GRANT_TYPES = ['password', 'refresh_token', 'code', 'user'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

const optionalString = /* @__NO_SIDE_EFFECTS__ */ (max = 500) => Type.Optional(Type.String({ maxLength: max }));

/** POST /authenticate: every grant. Fields a grant does not use are ignored. */
export const AuthenticateBody = Type.Object({
  grant_type: Type.Enum(GRANT_TYPES),
  fingerprint: optionalString(200),
  username: optionalString(254),
  password: optionalString(PASSWORD_MAX_LENGTH),
  refresh_token: optionalString(200),
  /** Sign-in code (grant code): `u` is the user id and `t` (or `code`) the code from the e-mailed link. */
  code: optionalString(200),
  u: optionalString(100),
  t: optionalString(200),
  /** Sign-in on behalf (grant user). */
  webuserid: optionalString(100),
  wmuserid: optionalString(100),
  helper: optionalString(500),
});
export type AuthenticateBody = Static<typeof AuthenticateBody>;

export const WithTokenBody = Type.Object({
  grant_type: Type.Optional(Type.Literal('code')),
  fingerprint: optionalString(200),
  u: Type.String({ minLength: 1, maxLength: 100 }),
  t: Type.String({ minLength: 1, maxLength: 200 }),
});
export type WithTokenBody = Static<typeof WithTokenBody>;

export const WithUserBody = Type.Object({
  grant_type: Type.Optional(Type.Literal('user')),
  fingerprint: optionalString(200),
  webuserid: Type.String({ minLength: 1, maxLength: 100 }),
  wmuserid: Type.String({ minLength: 1, maxLength: 100 }),
  helper: Type.String({ minLength: 1, maxLength: 500 }),
});
export type WithUserBody = Static<typeof WithUserBody>;

export const WithUserHelperBody = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) });
export const WithUserHelperResponse = Type.Object({ helper: Type.String(), url: Type.String() });
export type WithUserHelperResponse = Static<typeof WithUserHelperResponse>;

export const Phone = Type.Object({
  number: Type.String(),
  isPrimary: Type.Boolean(),
  type: Type.Enum(PHONE_TYPES),
});

export const AuthUser = Type.Object({
  userType: Type.Enum(USER_TYPES),
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phones: Type.Array(Phone),
  isOptedInToSms: Type.Boolean(),
  /** The language the person reads the app in and is written to in (mail, texts, push). */
  preferredLanguage: PreferredLanguage,
  isAnonymous: Type.Literal(false),
  isAuthenticated: Type.Literal(true),
});
export type AuthUser = Static<typeof AuthUser>;

export const AuthResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  tokenExpires: IsoDateTime,
  roles: Type.Array(Type.String()),
  isAuthenticated: Type.Literal(true),
  isImpersonated: Type.Boolean(),
  forgotPassword: Type.Boolean(),
  user: AuthUser,
  /**
   * On a sign-in (password or e-mailed link) only, when other accounts of the same person exist: how many.
   * They can be consolidated with PUT /account/user/merge `{ automatic: true }`.
   */
  otherAccountsFound: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type AuthResponse = Static<typeof AuthResponse>;

export const LogoutBody = Type.Object({ refresh_token: optionalString(200) });

export const ForgotPasswordBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

export const ChangePasswordBody = Type.Object({
  currentPassword: optionalString(PASSWORD_MAX_LENGTH),
  newPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const UserIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) });
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const OutboxEmail = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** The HTML version (a customer mail's), null for a plain-text mail; sign-in links and codes removed as in `text`. */
  html: Type.Union([Type.String(), Type.Null()]),
  /** Extra header fields it carries (`List-Unsubscribe`, ...), by name. */
  headers: Type.Record(Type.String(), Type.String()),
  /** The names of the files sent with it. */
  attachments: Type.Array(Type.String()),
  createdAt: IsoDateTime,
});
export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export const OutboxResponse = Type.Array(OutboxEmail);
export type OutboxResponse = Static<typeof OutboxResponse>;
export type OutboxEmail = Static<typeof OutboxEmail>;

/** A new password's problem in plain words, or undefined when it is acceptable. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  return undefined;
}

/** The forgot-password field rule: required, then well-formed. */
export function forgotEmailProblem(email: string, msgs: { required: string; invalid: string }): string | undefined {
  if (email.trim() === '') return msgs.required;
  if (!isEmailAddress(email)) return msgs.invalid;
  return undefined;
}
