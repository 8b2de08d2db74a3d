/** What other features use from sign-in. */
export { hashPassword, verifyPassword } from './passwords.ts';
export {
  findSameOwnerAccounts,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  revokeOtherFamilies,
  toAuthUser,
  type UserRow,
} from './queries.ts';
export { countPasswordChangeAttempt, forgiveAttempt, TooManyAttemptsError } from './rate-limit.ts';
export { authRoutes } from './routes.ts';
export { verifySignInPassword } from './service.ts';
export { ACCOUNT_CREATION_LINK_TTL_MS, createSignInCode, SIGN_IN_CODE_TTL_MS, signInLink } from './sign-in-codes.ts';
